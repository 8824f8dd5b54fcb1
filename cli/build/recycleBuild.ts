/**
 * A build that takes over the spare build folder (writeAtomically.ts) brings it up to date in place
 * instead of making thousands of page folders again: on this machine's ext4 a `mkdir` costs 0.2–0.4 ms,
 * so 5,300 page folders were 1.2–2 s of a 2.5–3 s rebuild after one edit, while a link or an unlink
 * costs a few µs.
 *
 * Files are shared between builds (hard links: a reused page, the bundle's assets), so nothing kept
 * here is ever written to: what must change is unlinked first, and the build writes a new file.
 * After `recyclePages`, the folder holds exactly:
 * - the pages of the spare whose key is the new build's key for the same URL (`kept`: same bundle and
 *   same data, so the same files a render would write, as with pages reused from the previous build),
 *   with their page-data.json;
 * - the folders (only) of the other pages the spare had and the new build still has;
 * - the bundle's client files when the spare was built from the same bundle (`assetsKept`).
 * Everything else (pages gone, every other top-level file or folder: images, 404.html, sw.js, the
 * build's index, server rules) is removed, to be made as in a fresh folder.
 */
import { readdirSync, rmdirSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PAGE_DATA_FILE } from '../../model/Site.ts';
import { type PagesIndex, previousIndex } from './incremental.ts';

export interface RecycleResult {
  kept: Set<string>;
  assetsKept: boolean;
  spare: PagesIndex;
}

const code = (e: unknown) => (e instanceof Error && 'code' in e ? e.code : undefined);

const unlinkIfThere = (file: string) => {
  try {
    unlinkSync(file);
  } catch (e) {
    if (code(e) !== 'ENOENT') throw e;
  }
};

/** Removes the folder and its parents up to `stop` while they are empty. */
function removeEmptyUpTo(dir: string, stop: string): void {
  for (let d = dir; d.startsWith(stop) && d !== stop; d = dirname(d)) {
    try {
      rmdirSync(d);
    } catch (e) {
      if (code(e) === 'ENOTEMPTY' || code(e) === 'EEXIST' || code(e) === 'ENOENT') return;
      throw e;
    }
  }
}

/** The spare build's pages index, read and checked for `recycleSpare`. */
export interface SpareBuild {
  index: PagesIndex;
  /** What each page owns at the top of client/: its folder, or for '/' its two files. */
  tops: Set<string>;
}

/**
 * The spare build in `dir`, when it can be reused by a build whose bundle's client folder has the
 * top-level names `assets`: null when it has no index, or a page under a top-level name that is not a
 * page folder. Reads only.
 */
export async function readSpare(dir: string, assets: Set<string>): Promise<SpareBuild | null> {
  const index = (await previousIndex(dir))?.index;
  if (!index) return null;
  const tops = new Set<string>();
  for (const url of Object.keys(index.pages)) {
    const top = url.split('/').filter(Boolean)[0];
    for (const name of top === undefined ? ['index.html', PAGE_DATA_FILE] : [top]) {
      if (assets.has(name)) return null;
      tops.add(name);
    }
  }
  return { index, tops };
}

/**
 * Brings the spare build in `dir` (read by `readSpare`) to the state above for a build of `bundle`
 * whose pages have `keys` (URL → key; `full`: none is kept). `assets` are the top-level names of the
 * bundle's client folder; `discard(path)` throws a folder away (moved out at once, deleted in the background).
 */
export function recycleSpare(
  dir: string,
  { index: spare, tops }: SpareBuild,
  keys: Record<string, string>,
  bundle: string,
  assets: Set<string>,
  discard: (path: string) => void,
  full = false,
): RecycleResult {
  const client = join(dir, 'client');
  const assetsKept = spare.bundle === bundle;
  for (const name of readdirSync(dir)) if (name !== 'client') discard(join(dir, name));
  for (const name of readdirSync(client)) {
    if (tops.has(name) || (assetsKept && assets.has(name))) continue;
    discard(join(client, name));
  }
  const kept = new Set<string>();
  for (const [url, entry] of Object.entries(spare.pages)) {
    const key = keys[url];
    if (!full && key === entry.key) {
      kept.add(url);
      continue;
    }
    const page = join(client, url);
    unlinkIfThere(join(page, 'index.html'));
    unlinkIfThere(join(page, PAGE_DATA_FILE));
    if (key === undefined && url !== '/') removeEmptyUpTo(page, client);
  }
  return { kept, assetsKept, spare };
}

/**
 * `readSpare` then `recycleSpare`: returns null, having changed nothing, when the spare cannot be
 * reused; the caller throws it away and starts from an empty folder.
 */
export async function recyclePages(
  dir: string,
  keys: Record<string, string>,
  bundle: string,
  assets: Set<string>,
  discard: (path: string) => void,
  full = false,
): Promise<RecycleResult | null> {
  const spare = await readSpare(dir, assets);
  return spare && recycleSpare(dir, spare, keys, bundle, assets, discard, full);
}
