/**
 * `promo clean [--dist] [--dry-run]`: deletes what cli/cacheRegistry.mjs lists as `promo clean`'s
 * (every cache, the builds of `promo shot` and the browser tests, the generated stories, the compiled
 * CLI), and with --dist also dist/ and every kept build. Never campaigns/ or anything the registry does
 * not name (those are listed as left). Prints each location and the bytes deleting it frees: a file
 * hard-linked from a build that stays (the bundles, the images) frees nothing, so it is not counted.
 * Refuses while a build is writing (a tmp folder of a live process), deleting nothing.
 */
import { lstat, readdir, readlink, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { CACHES, PROMO_DIR, type CacheEntry } from '../cacheRegistry.mjs';
import { buildSlots } from '../build/writeAtomically.ts';
import { isAlive } from '../files/isAlive.ts';
import { isEnoent } from '../campaign/ProjectFs.ts';
import { PromoError } from '../errors/PromoError.ts';
import { Errors } from '../errors/errorData.ts';

export interface CleanStat {
  isDirectory(): boolean;
  isSymbolicLink(): boolean;
  size: number;
  nlink: number;
  ino: number;
  dev: number;
}
/** The file access `promo clean` needs; tests may pass their own. */
export interface CleanFs {
  /** The entry itself (a link is not followed); null only when it is absent (ENOENT). */
  lstat(path: string): Promise<CleanStat | null>;
  readdir(path: string): Promise<string[]>;
  readlink(path: string): Promise<string>;
  /** Deletes a file, a link (not what it points at) or a folder with all it holds. */
  remove(path: string): Promise<void>;
}

export const nodeCleanFs: CleanFs = {
  lstat: (p) =>
    lstat(p).catch((e: unknown) => {
      if (isEnoent(e)) return null;
      throw e;
    }),
  readdir: (p) => readdir(p),
  readlink: (p) => readlink(p),
  remove: (p) => rm(p, { recursive: true, force: true }),
};

export interface CleanDeps {
  root: string;
  fs: CleanFs;
  out: (s: string) => void;
  isRunning?: (pid: number) => boolean;
}
export interface CleanOptions {
  dist?: boolean;
  dryRun?: boolean;
}
export interface Cleaned {
  path: string;
  bytes: number;
}
export interface CleanResult {
  removed: Cleaned[];
  bytes: number;
  left: string[];
}

interface Target {
  path: string;
  why: string;
}

const inside = (path: string, dir: string) => path.startsWith(dir + sep);

/** What to delete, in registry order (the compiled CLI last), each once: none inside another. */
async function targets(deps: CleanDeps, opts: CleanOptions): Promise<Target[]> {
  const all: Target[] = [];
  const entries = Object.values(CACHES) as CacheEntry[];
  for (const entry of [...entries.filter((e) => e !== CACHES.compiledCli), CACHES.compiledCli]) {
    if (entry.removedBy === 'clean --dist' && !opts.dist) continue;
    all.push({ path: join(deps.root, entry.path), why: entry.holds });
    if (entry.outDir)
      all.push({ path: buildSlots(deps.root, entry.path).builds, why: `the builds behind ${entry.path}` });
  }
  if (opts.dist) {
    // Any other --out-dir link into the builds would be left pointing at nothing.
    const builds = join(deps.root, CACHES.builds.path);
    for (const name of await deps.fs.readdir(deps.root)) {
      const path = join(deps.root, name);
      if (!(await deps.fs.lstat(path))?.isSymbolicLink()) continue;
      if (inside(resolve(dirname(path), await deps.fs.readlink(path)), builds))
        all.push({ path, why: 'a --out-dir link into the builds' });
    }
  }
  const present: Target[] = [];
  for (const t of all) if (await deps.fs.lstat(t.path)) present.push(t);
  return present.filter((t, i) => !present.some((o, j) => (j < i && o.path === t.path) || inside(t.path, o.path)));
}

/** Refuses while a build of a live process is writing into the builds or the bundle cache. */
async function assertNoBuildRunning(deps: CleanDeps): Promise<void> {
  const running = deps.isRunning ?? isAlive;
  const builds = join(deps.root, CACHES.builds.path);
  const dirs = [join(deps.root, CACHES.bundleCache.path)];
  if (await deps.fs.lstat(builds)) for (const name of await deps.fs.readdir(builds)) dirs.push(join(builds, name));
  for (const dir of dirs) {
    if (!(await deps.fs.lstat(dir))?.isDirectory()) continue;
    for (const name of await deps.fs.readdir(dir)) {
      const m = /^tmp-(\d+)-\d+$/.exec(name);
      if (m && running(Number(m[1])))
        throw new PromoError(Errors.BuildRunning, Number(m[1]), relative(deps.root, join(dir, name)));
    }
  }
}

/** Every file and link below `path` (itself included), by inode: size, link count, how many of its links were seen. */
async function walk(
  fs: CleanFs,
  path: string,
  into: Map<string, { size: number; nlink: number; seen: number; first: string }>,
  owner: string,
): Promise<void> {
  const st = await fs.lstat(path);
  if (!st) return;
  if (st.isDirectory()) {
    for (const name of await fs.readdir(path)) await walk(fs, join(path, name), into, owner);
    return;
  }
  const key = `${st.dev}:${st.ino}`;
  const known = into.get(key);
  if (known) known.seen++;
  else into.set(key, { size: st.size, nlink: st.nlink, seen: 1, first: owner });
}

const mb = (n: number) =>
  n >= 1e6 ? `${(n / 1e6).toFixed(1)} MB` : n >= 1e3 ? `${(n / 1e3).toFixed(1)} kB` : `${n} B`;

export async function runClean(deps: CleanDeps, opts: CleanOptions = {}): Promise<CleanResult> {
  await assertNoBuildRunning(deps);
  const list = await targets(deps, opts);
  const inodes = new Map<string, { size: number; nlink: number; seen: number; first: string }>();
  for (const t of list) await walk(deps.fs, t.path, inodes, t.path);
  const freed = new Map<string, number>(list.map((t) => [t.path, 0]));
  // A file frees its bytes only when every link to it goes (the others are in a build that stays).
  for (const i of inodes.values()) if (i.seen >= i.nlink) freed.set(i.first, (freed.get(i.first) ?? 0) + i.size);
  const removed = list.map((t) => ({ path: relative(deps.root, t.path), bytes: freed.get(t.path) ?? 0 }));
  const bytes = removed.reduce((s, r) => s + r.bytes, 0);
  const known = new Set((Object.values(CACHES) as CacheEntry[]).map((e) => e.path));
  const promoDir = join(deps.root, PROMO_DIR);
  const left = (await deps.fs.lstat(promoDir))
    ? (await deps.fs.readdir(promoDir))
        .map((n) => `${PROMO_DIR}/${n}`)
        .filter((p) => !known.has(p))
        .sort()
    : [];

  const verb = opts.dryRun ? 'Would remove' : 'Removed';
  const width = Math.max(0, ...removed.map((r) => r.path.length));
  for (const [i, t] of list.entries()) {
    if (!opts.dryRun) await deps.fs.remove(t.path);
    const r = removed[i]!;
    deps.out(`${verb} ${r.path.padEnd(width)}  ${mb(r.bytes).padStart(8)}  ${t.why}\n`);
  }
  if (!list.length) deps.out('Nothing to remove: no cache is there.\n');
  else
    deps.out(
      `${opts.dryRun ? 'Would free' : 'Freed'} ${bytes.toLocaleString('en-US')} bytes (${mb(bytes)}) in ${list.length} location${list.length === 1 ? '' : 's'}.\n`,
    );
  if (!opts.dist)
    deps.out(
      `Kept ${CACHES.dist.path}/ and its builds in ${CACHES.builds.path}/ (the site, and the build promo rollback restores): promo clean --dist removes them too.\n`,
    );
  if (left.length) deps.out(`Left ${left.join(', ')}: not in the cache registry (cli/cacheRegistry.mjs).\n`);
  return { removed, bytes, left };
}
