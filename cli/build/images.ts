/**
 * The campaign image pipeline of `promo build`: each image a campaign names under campaigns/assets/
 * (params keys ending in "Image") becomes AVIF and WebP in the spec's image widths (HERO_WIDTHS), with
 * sharp. Sources are read as check reads them (cli/campaign/assetFile.ts: no link followed, JPEG, PNG,
 * WebP or AVIF by content), and only the re-encoded files are published: nothing of the folder goes
 * out as it is. Results are cached by the source's content hash (.promo/image-cache/), so a rebuild
 * only encodes what changed, and a rebuild whose images are all cached never loads sharp (the sizes are
 * cached too, cachedImageSize.ts); files no build of the last two used are removed (pruneImageCache.ts).
 */
import { createHash } from 'node:crypto';
import { basename, extname, join } from 'node:path';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { copyExclusive } from '../files/createExclusive.ts';
import { AssetRefused, readImageAsset } from '../campaign/assetFile.ts';
import { campaignImages } from '../campaign/imageRule.ts';
import { pruneImageCache } from './pruneImageCache.ts';
import { existsSync } from 'node:fs';
import type { Sharp } from 'sharp';
import type { ResponsiveImage } from '../../model/ResponsiveImage.ts';
import { IMAGE_WIDTHS } from '../../model/imageWidths.ts';
import { IMAGE_DIR } from '../../model/builtPaths.ts';
import type { RouteManifest } from '../../model/Site.ts';
import { PromoError } from '../errors/PromoError.ts';
import { Errors } from '../errors/errorData.ts';
import { CACHES } from '../cacheRegistry.mjs';
import { cachedImageSize, loadSharp } from './cachedImageSize.ts';

/**
 * The spec's image widths (model/imageWidths.ts: xs 320 … xxl 1536). The offer card is
 * min(680px, 100vw − 32px) wide below 1200 px and about 452 px from 1200 px (heroImageSizes.ts), so
 * the ladder serves every card from a small phone at 1× to a tablet at 2×. Never wider than the source.
 */
export const HERO_WIDTHS = Object.values(IMAGE_WIDTHS);
// AVIF effort 2: about 4× faster to encode than the default 4 for some 8% more bytes (measured on the key art).
const FORMATS = [
  { ext: 'avif', type: 'image/avif', encode: (s: Sharp) => s.avif({ quality: 50, effort: 2 }) },
  { ext: 'webp', type: 'image/webp', encode: (s: Sharp) => s.webp({ quality: 74, effort: 4 }) },
] as const;
/** Bump when the encoding settings change, so that cached files made with the old ones are not reused. */
const PIPELINE_VERSION = 2;
/** Where the generated files go in the built site (under the base path). */
export { IMAGE_DIR } from '../../model/builtPaths.ts';

export interface ImageJob {
  assetsDir: string;
  cacheDir: string;
  baseUrl: string;
  paths: readonly string[];
}
export interface PreparedImages {
  images: Map<string, ResponsiveImage>;
  /** Files to put under `<client>/_img/`: the cached file and its public name. */
  files: { cached: string; name: string }[];
  /** Cache files the build read but does not publish (the sources' sizes): kept by the pruning like `files`. */
  kept: string[];
  encoded: number;
  reused: number;
  bytes: number;
}

/** Encodes (or finds in the cache) every width and format of each image. `paths` are under assetsDir. */
export async function prepareImages(job: ImageJob): Promise<PreparedImages> {
  const out: PreparedImages = { images: new Map(), files: [], kept: [], encoded: 0, reused: 0, bytes: 0 };
  await mkdir(job.cacheDir, { recursive: true });
  for (const path of [...new Set(job.paths)].sort()) {
    const { bytes: source } = await readImageAsset(job.assetsDir, path).catch((e: unknown) => {
      throw e instanceof AssetRefused ? new Error(`${path} ${e.reason}`) : e;
    });
    const hash = createHash('sha256').update(`v${PIPELINE_VERSION}\0`).update(source).digest('hex').slice(0, 16);
    const { size: meta, file: sizeFile } = await cachedImageSize(job.cacheDir, hash, source, path);
    out.kept.push(sizeFile);
    const widths: number[] = HERO_WIDTHS.filter((w) => w <= meta.width!);
    if (!widths.length) widths.push(meta.width);
    const stem = basename(path, extname(path)).replace(/[^A-Za-z0-9_-]/g, '-');
    const sources: ResponsiveImage['sources'] = [];
    for (const f of FORMATS) {
      const set: string[] = [];
      for (const w of widths) {
        const cached = join(job.cacheDir, `${hash}-${w}.${f.ext}`);
        if (existsSync(cached)) out.reused++;
        else {
          const sharp = await loadSharp();
          const data = await f.encode(sharp(source).resize({ width: w })).toBuffer();
          await writeFile(`${cached}.tmp`, data);
          await rename(`${cached}.tmp`, cached); // a build killed mid-write leaves no half file in the cache
          out.encoded++;
        }
        out.bytes += (await stat(cached)).size;
        const name = `${stem}-${hash.slice(0, 8)}-${w}.${f.ext}`;
        out.files.push({ cached, name });
        set.push(`${job.baseUrl}${IMAGE_DIR}/${name} ${w}w`);
      }
      sources.push({ type: f.type, srcset: set.join(', ') });
    }
    const w0 = widths[0]!;
    out.images.set(path, {
      width: w0,
      height: Math.round((w0 * meta.height) / meta.width),
      sources,
      src: `${job.baseUrl}${IMAGE_DIR}/${stem}-${hash.slice(0, 8)}-${w0}.webp`,
    });
  }
  return out;
}

/** The images the campaigns of a manifest name (params keys ending in "Image": heroImage, blogger.avatarImage…). */
export function campaignImagePaths(manifest: RouteManifest): string[] {
  const paths = new Set<string>();
  for (const page of Object.values(manifest.pages))
    for (const { path } of campaignImages(page.campaign)) paths.add(path);
  return [...paths];
}

/**
 * `promo build`'s image step: prepares the manifest's hero images and records them on each page that
 * uses one. Returns a function that copies the files into the built client folder.
 */
export async function addCampaignImages(
  root: string,
  manifest: RouteManifest,
  /** Images of pages planned by an earlier build (planFragments.ts): prepared and copied too. */
  also: readonly string[] = [],
): Promise<{ prepared: PreparedImages; copyInto: (clientDir: string) => Promise<void> }> {
  let prepared: PreparedImages;
  const cacheDir = join(root, CACHES.imageCache.path);
  try {
    prepared = await prepareImages({
      assetsDir: join(root, 'campaigns', 'assets'),
      cacheDir,
      baseUrl: manifest.site.basePath,
      paths: [...new Set([...campaignImagePaths(manifest), ...also])],
    });
  } catch (e) {
    // Before anything is written: dist/ stays as it was.
    throw new PromoError(Errors.ImageFailed, e instanceof Error ? e.message : String(e));
  }
  for (const page of Object.values(manifest.pages)) {
    const mine = campaignImages(page.campaign).flatMap(({ path }) => {
      const image = prepared.images.get(path);
      return image ? [[path, image] as const] : [];
    });
    if (mine.length) page.images = Object.fromEntries(mine);
  }
  return {
    prepared,
    copyInto: async (clientDir) => {
      await mkdir(join(clientDir, IMAGE_DIR), { recursive: true });
      for (const f of prepared.files) await copyExclusive(f.cached, join(clientDir, IMAGE_DIR, f.name));
      // Copied: what no build of the last two used can go.
      await pruneImageCache(cacheDir, [...prepared.files.map((f) => f.cached), ...prepared.kept]);
    },
  };
}
