/**
 * The temp files `replaceAtomically` writes beside a file (`.<name>.<pid>-<ms>-<random>.tmp`), and the
 * sweep of those a killed process left: once per folder and process, before the first replace there,
 * each whose process is gone is deleted. A live process's (this one's included) is never touched,
 * and a process id the system has since given to another live process only keeps a temp file longer.
 */
import { readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { isAlive } from './isAlive.ts';

const TEMP = /^\..+\.(\d+)-\d+-[0-9a-z]+\.tmp$/;

/** Whether a file name is such a temp file's (the folder's owner lists it as no file of its own). */
export const isTempFile = (name: string) => TEMP.test(name);

/** A new temp file's path beside `path`, named by this process (for the sweep). */
export const tempBeside = (path: string) =>
  join(
    dirname(path),
    `.${basename(path)}.${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8) || '0'}.tmp`,
  );

const swept = new Set<string>();

/**
 * Deletes the temp files in `dir` whose writer is dead, the first time it is called for `dir` in this
 * process (`alive` for tests); returns their names. A folder that cannot be read is left as it is.
 */
export function sweepDeadTemps(dir: string, alive: (pid: number) => boolean = isAlive): string[] {
  if (swept.has(resolve(dir))) return [];
  swept.add(resolve(dir));
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const dead = names.filter((n) => {
    const m = TEMP.exec(n);
    return !!m && Number(m[1]) !== process.pid && !alive(Number(m[1]));
  });
  for (const n of dead) rmSync(join(dir, n), { force: true });
  return dead;
}
