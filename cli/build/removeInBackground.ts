/**
 * Old builds are thrown away without making the command wait: a folder is moved into
 * `.promo/trash/` in one rename, and a detached process deletes what the trash holds (a build of
 * thousands of pages is tens of thousands of inodes: seconds of file-system work; a few files, or a
 * folder of a few files, are deleted in place instead, without a process). If that process
 * is killed, the next build starts another: nothing is left behind for long, and nothing in the
 * trash is ever read again.
 */
import { spawn } from 'node:child_process';
import { lstatSync, mkdirSync, readdirSync, renameSync, rmdirSync, unlinkSync } from 'node:fs';
import { mkdir, readdir, rename } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { CACHES } from '../cacheRegistry.mjs';

export const trashDir = (root: string) => join(root, CACHES.trash.path);

const trashName = (path: string) =>
  `${basename(path)}-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Moves `path` into the trash (a rename: the folder leaves its place at once). */
export async function discard(root: string, path: string): Promise<void> {
  const trash = trashDir(root);
  await mkdir(trash, { recursive: true });
  await rename(path, join(trash, trashName(path)));
}

/** `discard`, synchronously (a few renames between other synchronous file work). */
export function discardSync(root: string, path: string): void {
  const trash = trashDir(root);
  mkdirSync(trash, { recursive: true });
  renameSync(path, join(trash, trashName(path)));
}

/** Deletes every entry of the folder named by argv[1]; errors (another remover got there first) are ignored. */
const REMOVER = `const fs = require('node:fs'), path = require('node:path'); const dir = process.argv[1];
for (const name of fs.readdirSync(dir)) { try { fs.rmSync(path.join(dir, name), { recursive: true, force: true }); } catch {} }`;

export type Spawn = (command: string, args: string[]) => { unref(): void };
const detached: Spawn = (command, args) => spawn(command, args, { detached: true, stdio: 'ignore' });

/**
 * A trash entry this small (a file, or a folder of at most this many files) is deleted in place: a few
 * unlinks cost less than starting a process (a rebuild throws away a few files and the images folder).
 */
export const SMALL_ENTRY = 64;

const gone = (e: unknown) => e instanceof Error && 'code' in e && e.code === 'ENOENT';

/** Deletes a small trash entry in place; false (nothing or part deleted) when it is larger, or on any error but ENOENT (another remover got there first). */
function removeIfSmall(path: string): boolean {
  try {
    if (!lstatSync(path).isDirectory()) {
      unlinkSync(path);
      return true;
    }
    const entries = readdirSync(path, { withFileTypes: true });
    if (entries.length > SMALL_ENTRY || entries.some((e) => e.isDirectory())) return false;
    for (const e of entries) unlinkSync(join(path, e.name));
    rmdirSync(path);
    return true;
  } catch (e) {
    return gone(e);
  }
}

/** Empties the trash: small entries in place, the rest by a detached process (started only then); returns whether one was started. */
export async function emptyTrashInBackground(root: string, start: Spawn = detached): Promise<boolean> {
  const names = await readdir(trashDir(root)).catch((e: unknown) => {
    if (gone(e)) return [];
    throw e;
  });
  if (!names.filter((name) => !removeIfSmall(join(trashDir(root), name))).length) return false;
  start(process.execPath, ['-e', REMOVER, trashDir(root)]).unref();
  return true;
}
