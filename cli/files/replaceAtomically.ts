/**
 * Replaces a file as a whole: the new content goes into a temp file beside it (created exclusively),
 * flushed to disk, then renamed over the path in one step. A reader, a crash or a failed write in
 * between leaves the old file as it was, never half of the new one; a hard link at the path is
 * replaced, not written through. For files the CLI rewrites that people keep (`promo schema --write`,
 * `promo shot --update`'s baselines, `promo report --svg`, the generated stories a running Ladle reads).
 * A process killed in between leaves its temp file: the first replace in that folder by a later run
 * deletes it (sweepDeadTemps.ts), never one of a process still running.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { sweepDeadTemps, tempBeside } from './sweepDeadTemps.ts';

/** What a file can be made of: text, bytes, or chunks as they come (a chunk may also fail). */
export type FileContent = string | Uint8Array | AsyncIterable<string | Uint8Array>;

export async function replaceAtomically(path: string, data: FileContent): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  sweepDeadTemps(dirname(path));
  const temp = tempBeside(path);
  const file = await open(temp, 'wx');
  try {
    try {
      await writeFile(file, data);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temp, path);
  } catch (e) {
    await rm(temp, { force: true });
    throw e;
  }
}

/** `replaceAtomically` for synchronous writers (without the flush: the screenshots it keeps are made again by a run). */
export function replaceAtomicallySync(path: string, data: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  sweepDeadTemps(dirname(path));
  const temp = tempBeside(path);
  try {
    writeFileSync(temp, data, { flag: 'wx' });
    renameSync(temp, path);
  } catch (e) {
    rmSync(temp, { force: true });
    throw e;
  }
}
