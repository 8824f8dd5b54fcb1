/**
 * Campaign images (params keys ending in "Image", files under campaigns/assets/): each must exist and
 * be a size the build can turn into page images quickly: at most IMAGE_LIMITS.bytes and
 * IMAGE_LIMITS.pixels on its longer side; one narrower than IMAGE_MIN_WIDTH gets a warning that says
 * which copies the build will make. The facts (size, dimensions) are read beforehand
 * (readImageFacts), so that the rule itself stays a pure function.
 */
import { join } from 'node:path';
import type { CampaignData } from '../../model/campaignSchema.ts';
import type { Segment } from './locate.ts';
import type { RuleFinding } from './RuleFinding.ts';
import { isEnoent, type ProjectFs } from './ProjectFs.ts';
import { IMAGE_WIDTHS } from '../../model/imageWidths.ts';

import { IMAGE_LIMITS } from './imageLimits.ts';

export { IMAGE_LIMITS };
/** The width the README asks for: the build's xl copy (the offer card at 2× on a wide screen needs ~900 px, a tablet's 1,360). */
export const IMAGE_MIN_WIDTH = IMAGE_WIDTHS.xl;

/**
 * What check knows of one image: absent, or its byte size, content hash (the check cache's key) and
 * dimensions, or why the build would not use it (a link, not an image by its content, damaged).
 */
export type ImageFacts =
  | { missing: true }
  | {
      missing: false;
      bytes: number;
      hash?: string;
      width?: number;
      height?: number;
      problem?: { code: string; message: string };
    };

/** Every image a campaign's params name, with where. */
export function campaignImages(c: CampaignData): { path: string; at: Segment[] }[] {
  const out: { path: string; at: Segment[] }[] = [];
  const walk = (v: unknown, at: Segment[]) => {
    if (Array.isArray(v))
      v.forEach((x, i) => {
        walk(x, [...at, i]);
      });
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...at, k]);
    else if (typeof v === 'string' && /image$/i.test(String(at[at.length - 1] ?? ''))) out.push({ path: v, at });
  };
  walk(c.params, ['params']);
  return out;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function imageRules(c: CampaignData, facts: (path: string) => ImageFacts | undefined): RuleFinding[] {
  const out: RuleFinding[] = [];
  for (const { path, at } of campaignImages(c)) {
    const f = facts(path);
    if (!f) continue;
    if (f.missing) {
      out.push({
        code: 'rule/missing-image',
        at,
        message: `The image "${path}" does not exist in campaigns/assets/. Add the file or fix the path.`,
      });
      continue;
    }
    if (f.problem) {
      out.push({ code: f.problem.code, at, message: `The file "${path}" ${f.problem.message}.` });
      continue;
    }
    const side = Math.max(f.width ?? 0, f.height ?? 0);
    if (f.bytes > IMAGE_LIMITS.bytes || side > IMAGE_LIMITS.pixels) {
      const what = [
        f.bytes > IMAGE_LIMITS.bytes ? mb(f.bytes) : '',
        side > IMAGE_LIMITS.pixels ? `${f.width}×${f.height} px` : '',
      ]
        .filter(Boolean)
        .join(', ');
      out.push({
        code: 'rule/image-too-large',
        at,
        message: `The image "${path}" is too large (${what}); the limit is ${mb(IMAGE_LIMITS.bytes)} and ${IMAGE_LIMITS.pixels} px on the longer side. Export it at most 2560 px wide (the page shows it at up to 1280 px) as JPEG or WebP.`,
      });
    } else if (f.width !== undefined && f.width < IMAGE_MIN_WIDTH) {
      // The build makes only the copies no wider than the source (cli/build/images.ts): say which.
      const made = Object.values(IMAGE_WIDTHS).filter((w) => w <= f.width!);
      out.push({
        code: 'rule/image-too-narrow',
        at,
        severity: 'warning',
        message: `The image "${path}" is ${f.width}×${f.height} px: only ${made.length ? `${made.join('/')} px` : `${f.width} px`} copies will be made, and wide screens will see it upscaled. Export it at least ${IMAGE_MIN_WIDTH} px wide.`,
      });
    }
  }
  return out;
}

/** Reads size and dimensions of the images a campaign names (ProjectFs.image: as the build reads them); only ENOENT counts as missing. */
export async function readImageFacts(c: CampaignData, root: string, fs: ProjectFs): Promise<Map<string, ImageFacts>> {
  const facts = new Map<string, ImageFacts>();
  const dir = join(root, 'campaigns', 'assets');
  for (const { path } of campaignImages(c)) {
    if (facts.has(path)) continue;
    try {
      if (!fs.image) {
        facts.set(path, { missing: false, bytes: await fs.size(join(dir, path)) });
        continue;
      }
      const { bytes, hash, width, height, problem } = await fs.image(dir, path);
      facts.set(path, { missing: false, bytes, hash, ...(problem ? { problem } : { width, height }) });
    } catch (e) {
      if (isEnoent(e)) facts.set(path, { missing: true });
      // Unreadable for another reason: the build says why; check does not call it missing.
    }
  }
  return facts;
}
