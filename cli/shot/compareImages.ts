/** Compares two PNG screenshots with pixelmatch; a size change counts as a full difference. */
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';

export interface Comparison {
  differentPixels: number;
  ratio: number;
  diff: Buffer | null;
  sizeChanged: boolean;
}

/** Screenshots differing in at most this share of pixels count as the same (anti-aliasing noise). */
export const TOLERANCE = 0.001;

export function compareImages(baseline: Buffer, current: Buffer): Comparison {
  const a = PNG.sync.read(baseline);
  const b = PNG.sync.read(current);
  if (a.width !== b.width || a.height !== b.height)
    return {
      differentPixels: Math.max(a.width * a.height, b.width * b.height),
      ratio: 1,
      diff: null,
      sizeChanged: true,
    };
  const out = new PNG({ width: a.width, height: a.height });
  const differentPixels = pixelmatch(a.data, b.data, out.data, a.width, a.height, { threshold: 0.1 });
  return {
    differentPixels,
    ratio: differentPixels / (a.width * a.height),
    diff: PNG.sync.write(out),
    sizeChanged: false,
  };
}
