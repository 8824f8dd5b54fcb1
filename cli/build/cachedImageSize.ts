/**
 * A campaign image's pixel size for `promo build`, kept beside its encoded files in `.promo/image-cache/`
 * (`<hash>.size.json`, the hash of the source and the pipeline's version): a rebuild whose images are all
 * encoded already reads the size back instead of decoding the source's header with sharp, so it never loads
 * sharp (its native module is the costliest of the CLI's to load). A size file that cannot be read back is
 * measured again; only ENOENT means it is not there yet.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isEnoent } from '../campaign/ProjectFs.ts';
import { replaceAtomically } from '../files/replaceAtomically.ts';

export interface ImageSize {
  width: number;
  height: number;
}

let sharpModule: Promise<typeof import('sharp')> | undefined;
/** sharp, loaded the first time an image is decoded or encoded. */
export async function loadSharp() {
  sharpModule ??= import('sharp');
  return (await sharpModule).default;
}

const isSize = (x: unknown): x is ImageSize =>
  typeof x === 'object' &&
  x !== null &&
  Number.isInteger((x as ImageSize).width) &&
  Number.isInteger((x as ImageSize).height) &&
  (x as ImageSize).width > 0 &&
  (x as ImageSize).height > 0;

/** The size of `source` (whose content hash is `hash`; `path` names it in errors), and the cache file that keeps it. */
export async function cachedImageSize(
  cacheDir: string,
  hash: string,
  source: Buffer,
  path: string,
  measure: (source: Buffer) => Promise<Partial<ImageSize>> = async (b) => (await loadSharp())(b).metadata(),
): Promise<{ size: ImageSize; file: string }> {
  const file = join(cacheDir, `${hash}.size.json`);
  try {
    const kept: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (isSize(kept)) return { size: kept, file };
  } catch (e) {
    if (!isEnoent(e) && !(e instanceof SyntaxError)) throw e;
  }
  const { width, height } = await measure(source);
  if (!width || !height) throw new Error(`${path}: not an image sharp can read`);
  const size = { width, height };
  await replaceAtomically(file, JSON.stringify(size));
  return { size, file };
}
