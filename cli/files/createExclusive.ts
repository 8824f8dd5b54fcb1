/**
 * Creates a file only where nothing is (open with O_CREAT | O_EXCL, the `wx` flag): it never writes into
 * an existing file, nor through a hard link or a symbolic link at the path (a link there is "something").
 * Where a file is found, it fails with EEXIST and changes nothing. Used wherever a write must never
 * replace what is there: `promo new` (a campaign someone wrote), and every file written into a build
 * folder (a recycled spare build shares files with the live and the rollback build through hard links:
 * writing into one of those would change the site being served).
 */
import { constants, mkdirSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** True for the error an exclusive create meets where a file (or a link) already is. */
export const isEexist = (e: unknown) => (e as NodeJS.ErrnoException)?.code === 'EEXIST';

/** Creates `path` holding `data`, making its folder; rejects with EEXIST, writing nothing, when something is there. */
export async function createExclusive(path: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, data, { flag: 'wx' });
}

/** `createExclusive` for the synchronous writers (the render workers). */
export function createExclusiveSync(path: string, data: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data, { flag: 'wx' });
}

/** Copies `from` to a new file `to`; rejects with EEXIST, copying nothing, when something is there. */
export async function copyExclusive(from: string, to: string): Promise<void> {
  await copyFile(from, to, constants.COPYFILE_EXCL);
}
