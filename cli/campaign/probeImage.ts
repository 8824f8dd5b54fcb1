/**
 * What `promo check` learns of one campaign image, read as the build reads it (assetFile.ts): its
 * content hash (the check cache's key), its pixel size from the header (even far beyond sharp's
 * default pixel limit, so a huge image is called too large, not unreadable) and, for an image within
 * the limits, a whole decode, so a damaged or cut-short file fails here rather than in the build.
 * Loaded only when an image is measured (it loads sharp).
 */
import sharp, { type Metadata } from 'sharp';
import { AssetRefused, type AssetFormat, readImageAsset } from './assetFile.ts';
import { assetFingerprint, hashOf, refused } from './assetFingerprint.ts';
import { IMAGE_LIMITS } from './imageLimits.ts';

export interface ImageProbe {
  bytes: number;
  /** The content's hash; for a refused file, what was refused (so it changes when the file does). */
  hash: string;
  width?: number;
  height?: number;
  /** Why the build would not use the file: a rule code and a sentence that follows its path. */
  problem?: { code: string; message: string };
}

const SHARP_FORMAT: Record<AssetFormat, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' };

export async function probeImage(dir: string, rel: string): Promise<ImageProbe> {
  let got: Awaited<ReturnType<typeof readImageAsset>>;
  try {
    got = await readImageAsset(dir, rel);
  } catch (e) {
    if (!(e instanceof AssetRefused)) throw e;
    // The hash the cache compares is the one assetFingerprint gives (a refused non-image is still read whole).
    const hash = e.code === 'rule/bad-image' ? await assetFingerprint(dir, rel) : refused(e);
    return { bytes: 0, hash, problem: { code: e.code, message: e.reason } };
  }
  const { bytes, size, format } = got;
  const out: ImageProbe = { bytes: size, hash: hashOf(bytes) };
  const bad = (why: string) => ({
    ...out,
    problem: { code: 'rule/bad-image', message: `${why}. Export it again as JPEG, PNG or WebP` },
  });
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (e) {
    return bad(`looks like ${format.toUpperCase()} but cannot be read (${e instanceof Error ? e.message : String(e)})`);
  }
  if (meta.format !== SHARP_FORMAT[format] || !meta.width || !meta.height)
    return bad(`is not a ${format.toUpperCase()} image sharp can read`);
  out.width = meta.width;
  out.height = meta.height;
  if (size > IMAGE_LIMITS.bytes || Math.max(meta.width, meta.height) > IMAGE_LIMITS.pixels) return out; // the size rule says so
  try {
    // The whole image, decoded as the build will (a small output keeps it cheap; JPEG shrinks on load).
    await sharp(bytes)
      .resize({ width: Math.min(64, meta.width) })
      .raw()
      .toBuffer();
  } catch (e) {
    return bad(`is damaged or cut short (${e instanceof Error ? e.message.trim().split('\n')[0] : String(e)})`);
  }
  return out;
}
