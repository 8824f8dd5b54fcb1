/**
 * An image uploaded from the studio, into `campaigns/assets/uploads/`: at most the build's 2 MB, a
 * JPEG, PNG, WebP or AVIF by its first bytes (never by its name: an SVG or HTML named .jpg is refused),
 * saved under a plain name with its format's extension, created only where no file is (a name taken
 * gets -2, -3…), never written through a link. The campaign then names it, and `promo check`'s image
 * rules (size in pixels, too narrow) judge it at the field like any other image.
 */
import { join } from 'node:path';
import { mkdir } from 'node:fs/promises';
import { ASSET_FORMATS, ASSET_TYPES_TEXT, sniffImage } from '../campaign/assetFile.ts';
import { IMAGE_LIMITS } from '../campaign/imageLimits.ts';
import { isEexist } from '../files/createExclusive.ts';
import { StudioRequestError } from './campaignPath.ts';

export const UPLOAD_DIR = 'uploads';

/** Writes the image; resolves with its path under campaigns/assets/ (what the campaign names). */
export async function uploadImage(
  root: string,
  name: string,
  bytes: Uint8Array,
  create: (path: string, data: Uint8Array) => Promise<void>,
): Promise<string> {
  if (bytes.length > IMAGE_LIMITS.bytes)
    throw new StudioRequestError(
      413,
      `The image is ${(bytes.length / 1048576).toFixed(1)} MB: give one of at most 2 MB.`,
    );
  const format = sniffImage(bytes.subarray(0, 64));
  if (!format) throw new StudioRequestError(415, `This file is not a ${ASSET_TYPES_TEXT} image (by its content).`);
  const stem =
    name
      .replace(/^.*[\\/]/, '')
      .replace(/\.[^.]*$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/^[-_]+|-+$/g, '')
      .slice(0, 60) || 'image';
  const ext = ASSET_FORMATS[format][0];
  const dir = join(root, 'campaigns', 'assets', UPLOAD_DIR);
  await mkdir(dir, { recursive: true });
  for (let n = 1; n < 100; n++) {
    const file = `${stem}${n === 1 ? '' : `-${n}`}${ext}`;
    try {
      await create(join(dir, file), bytes);
      return `${UPLOAD_DIR}/${file}`;
    } catch (e) {
      if (!isEexist(e)) throw e;
    }
  }
  throw new StudioRequestError(409, `Too many images named ${stem}: rename the file.`);
}
