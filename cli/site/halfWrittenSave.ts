/**
 * `promo dev` and `promo studio`: whether a check that failed may have read a save half-written. An editor (and
 * Node's writeFileSync) saves by truncating the file and then writing it: the watcher can report the truncation,
 * and a check that starts at once reads an empty or partial file. Such a failure is not the manager's to see: the
 * file changes again a moment later. So a failed check's files are stamped before it reads them and again
 * `SAVE_SETTLE_MS` after it failed; a file whose stamp moved was still being written, and the caller checks again
 * rather than showing the error (and, after it, reloading the page: the next good check follows an error).
 */
import { fileStamp } from '../campaign/fileStamp.ts';

/** How long after a failed check its files must have stayed as read for the failure to stand. */
export const SAVE_SETTLE_MS = 100;
/** How many times in a row a failed check is made again because its files were still changing (then it is shown). */
export const HALF_WRITTEN_RETRIES = 3;

export interface SaveStamps {
  /** A file's stamp now (undefined: absent or not a file). */
  stamp(file: string): string | undefined;
  wait(ms: number): Promise<void>;
}

export const diskSaveStamps: SaveStamps = {
  stamp: (file) => fileStamp(file)?.id,
  wait: (ms) => new Promise((r) => setTimeout(r, ms)),
};

/** The stamps of `files` before a check reads them. */
export const stampsOf = (files: Iterable<string>, deps: SaveStamps = diskSaveStamps) =>
  new Map([...files].map((f) => [f, deps.stamp(f)] as const));

/** After a failed check: true when one of its files changed since `before` was taken (a save still being written). */
export async function savedSinceRead(
  before: ReadonlyMap<string, string | undefined>,
  deps: SaveStamps = diskSaveStamps,
  settleMs = SAVE_SETTLE_MS,
): Promise<boolean> {
  if (before.size === 0) return false;
  await deps.wait(settleMs);
  return [...before].some(([file, stamp]) => deps.stamp(file) !== stamp);
}
