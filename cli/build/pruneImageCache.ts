/**
 * `.promo/image-cache/` kept to what is still useful: the files the current build used and those of
 * the build before it (a switch back and forth between two states of a campaign encodes nothing),
 * plus anything written in the last RECENT_MS (another build running at the same time). The names
 * each build used are recorded in USED_FILE; everything else is removed.
 */
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { isEnoent } from '../campaign/ProjectFs.ts';

export const USED_FILE = 'used.json';
const RECENT_MS = 10 * 60 * 1000;

/** Removes the cache files neither this build (`used`, paths in `cacheDir`) nor the previous one used; returns how many. */
export async function pruneImageCache(cacheDir: string, used: readonly string[], now = Date.now()): Promise<number> {
  const record = join(cacheDir, USED_FILE);
  let before: string[] = [];
  try {
    const data = JSON.parse(await readFile(record, 'utf8')) as { last?: unknown };
    if (Array.isArray(data.last)) before = data.last.filter((x): x is string => typeof x === 'string');
  } catch (e) {
    if (!isEnoent(e) && !(e instanceof SyntaxError)) throw e; // none yet, or unreadable: only this build's are known
  }
  const names = [...new Set(used.map((p) => basename(p)))].sort();
  const keep = new Set([...names, ...before, USED_FILE]);
  let removed = 0;
  for (const name of await readdir(cacheDir)) {
    if (keep.has(name)) continue;
    const info = await stat(join(cacheDir, name)).catch(() => null);
    if (!info || now - info.mtimeMs < RECENT_MS) continue;
    await rm(join(cacheDir, name), { recursive: true, force: true });
    removed++;
  }
  const tmp = `${record}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify({ last: names }));
  await rename(tmp, record);
  return removed;
}
