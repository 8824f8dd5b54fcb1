/**
 * Versioned builds behind one atomically replaced link. A build renders into
 * `.promo/builds/<out>/tmp-<pid>-<stamp>/`, which becomes `.promo/builds/<out>/<stamp>-<pid>/` when
 * complete; then the output folder (e.g. `dist`, a symlink) is switched to it in one step: a new link
 * is made beside it and renamed over it, so a reader of `dist/` sees the old build or the new one,
 * never a gap. The previous build is kept (`previous` link) for `promo rollback`; of the older ones the
 * newest is kept as the `spare`, which the next build may take over (`recycle`: renamed into its tmp
 * folder, then brought up to date in place by the producer, recycleBuild.ts: its folders already exist,
 * and making thousands of folders is most of what a rebuild after one edit costs); the rest are pruned.
 * At the start of every build, folders left by killed builds are removed: only those whose pid is not
 * a live process (a running build owns its tmp folder through the pid in its name). Folders are
 * thrown away by a rename into `.promo/trash/`, deleted by a detached process (removeInBackground.ts),
 * so the command does not wait for the file system to delete thousands of files.
 */
import { lstat, mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { discard, emptyTrashInBackground } from './removeInBackground.ts';
import { CACHES, PROMO_DIR } from '../cacheRegistry.mjs';
import { isAlive } from '../files/isAlive.ts';

export interface BuildSlots {
  target: string;
  builds: string;
}

/** Where the versions of one output folder live: `.promo/builds/<output folder, relative to root, made a name>`. */
export function buildSlots(root: string, outDir: string): BuildSlots {
  const target = resolve(root, outDir);
  const name = (relative(root, target) || 'dist').replace(/[^A-Za-z0-9_-]+/g, '_');
  return { target, builds: join(root, CACHES.builds.path, name) };
}

async function linkTarget(path: string): Promise<string | null> {
  try {
    return resolve(dirname(path), await readlink(path));
  } catch {
    return null;
  }
}

/** Replaces (or creates) the symlink at `path` so it points at `to`, in one rename. */
export async function replaceLink(path: string, to: string): Promise<void> {
  const temp = `${path}.link-${process.pid}-${Date.now()}`;
  await symlink(relative(dirname(path), to), temp, 'dir');
  try {
    await rename(temp, path);
  } catch (e) {
    await rm(temp, { force: true });
    throw e;
  }
}

/** Removes what killed builds left behind: tmp build folders and links of dead pids, and the folders of the old two-rename scheme. */
export async function cleanStale(root: string, slots: BuildSlots): Promise<string[]> {
  const removed: string[] = [];
  const sweep = async (dir: string, pattern: RegExp, folders = true) => {
    let names: string[] = [];
    try {
      names = await readdir(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const m = pattern.exec(name);
      if (!m || isAlive(Number(m[1]))) continue;
      if (folders) await discard(root, join(dir, name));
      else await rm(join(dir, name), { force: true });
      removed.push(join(dir, name));
    }
  };
  await sweep(slots.builds, /^tmp-(\d+)-\d+$/);
  await sweep(join(root, PROMO_DIR), /^(?:build|old)-(\d+)-\d+$/);
  await sweep(
    dirname(slots.target),
    new RegExp(`^${basename(slots.target).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.link-(\\d+)-\\d+$`),
    false,
  );
  return removed;
}

/** The folder of the build kept for the next build to take over (never served, never rolled back to). */
export const SPARE = 'spare';

/**
 * Keeps the current and the previous build, and the newest other finished build as the spare (an
 * older spare is thrown away); throws away other finished builds (deleted in the background).
 */
async function prune(root: string, slots: BuildSlots): Promise<void> {
  const keep = new Set([await linkTarget(slots.target), await linkTarget(join(slots.builds, 'previous'))]);
  const old: string[] = [];
  for (const name of await readdir(slots.builds)) {
    const m = /^\d+-(\d+)$/.exec(name);
    // A build another live process has just finished (and is about to switch to) is its to keep.
    if (!m || keep.has(join(slots.builds, name)) || (Number(m[1]) !== process.pid && isAlive(Number(m[1])))) continue;
    old.push(name);
  }
  // Names start with the build's moment: the newest last.
  old.sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]));
  const spare = old.pop();
  for (const name of old) await discard(root, join(slots.builds, name));
  if (spare) {
    if (await lstat(join(slots.builds, SPARE)).catch(() => null)) await discard(root, join(slots.builds, SPARE));
    await rename(join(slots.builds, spare), join(slots.builds, SPARE)).catch((e: unknown) => {
      // Another build took or replaced the spare meanwhile: this one goes.
      if (e instanceof Error && 'code' in e && (e.code === 'ENOTEMPTY' || e.code === 'EEXIST'))
        return discard(root, join(slots.builds, spare));
      throw e;
    });
  }
  await emptyTrashInBackground(root);
}

/** Takes the spare build (renamed to `to`), or returns false when there is none (or another build took it first). */
async function takeSpare(slots: BuildSlots, to: string): Promise<boolean> {
  try {
    await rename(join(slots.builds, SPARE), to);
    return true;
  } catch (e) {
    if (e instanceof Error && 'code' in e && e.code === 'ENOENT') return false;
    throw e;
  }
}

/** A build's folder while it is being made: under `.promo/builds/<out>/`, named for the pid that owns it. */
export interface BuildFolder {
  slots: BuildSlots;
  dir: string /** The folder is the spare build taken over (see writeAtomically). */;
  recycled: boolean;
}

/**
 * Opens a fresh folder for a build of `outDir`, after removing what killed builds left; with `recycle`,
 * the folder is the spare build when there is one (`recycled`).
 */
export async function openBuildFolder(
  root: string,
  outDir: string,
  opts: { recycle?: boolean } = {},
): Promise<BuildFolder> {
  const slots = buildSlots(root, outDir);
  await mkdir(slots.builds, { recursive: true });
  await cleanStale(root, slots);
  const dir = join(slots.builds, `tmp-${process.pid}-${Date.now()}`);
  return { slots, dir, recycled: opts.recycle ? await takeSpare(slots, dir) : false };
}

/** Removes the folder of a build that failed; the current and the previous build are untouched. */
export async function dropBuildFolder(folder: BuildFolder): Promise<void> {
  // The renderer may still be writing files after its error: retry, and never let the cleanup hide
  // the build's own error (anything left is removed by the next build, once this pid is dead).
  await rm(folder.dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }).catch(() => undefined);
}

/** Makes a complete build folder the current build: the output folder's link switched to it in one rename; returns its final path. */
export async function switchToBuild(root: string, { slots, dir }: BuildFolder): Promise<string> {
  let t = Date.now();
  while (await lstat(join(slots.builds, `${t}-${process.pid}`)).catch(() => null)) t++; // two builds in one millisecond
  const done = join(slots.builds, `${t}-${process.pid}`);
  await rename(dir, done);
  await mkdir(dirname(slots.target), { recursive: true });
  const current = await linkTarget(slots.target);
  const existing = await lstat(slots.target).catch(() => null);
  if (existing && !existing.isSymbolicLink()) {
    // A dist/ from before versioned builds: it becomes the previous build (the only moment without dist/, once).
    const legacy = join(slots.builds, `${Date.now() - 1}-0`);
    await rename(slots.target, legacy);
    await replaceLink(join(slots.builds, 'previous'), legacy);
  }
  await replaceLink(slots.target, done);
  if (current) await replaceLink(join(slots.builds, 'previous'), current);
  await prune(root, slots);
  return done;
}

/**
 * Builds with `produce` into a fresh folder and switches `target` to it only when complete: a failed
 * or killed build leaves the current one serving. With `recycle`, the folder is the spare build when
 * there is one (`produce` is told: `recycled`), which `produce` must make equal to a fresh build's
 * without writing into any file it keeps (files are hard-linked between builds: replace, never
 * rewrite). A failed build loses the spare, never the current or previous build.
 */
export async function writeAtomically(
  root: string,
  outDir: string,
  produce: (dir: string, recycled: boolean) => Promise<void>,
  opts: { recycle?: boolean } = {},
): Promise<string> {
  const folder = await openBuildFolder(root, outDir, opts);
  try {
    await produce(folder.dir, folder.recycled);
  } catch (e) {
    await dropBuildFolder(folder);
    throw e;
  }
  return switchToBuild(root, folder);
}

/** Points `target` back at the previous build (and keeps the one it replaces as the new previous). */
export async function rollback(root: string, outDir: string): Promise<{ from: string; to: string } | null> {
  const slots = buildSlots(root, outDir);
  const previousLink = join(slots.builds, 'previous');
  const [current, previous] = [await linkTarget(slots.target), await linkTarget(previousLink)];
  if (!current || !previous || !(await lstat(previous).catch(() => null))) return null;
  await replaceLink(slots.target, previous);
  await replaceLink(previousLink, current);
  return { from: current, to: previous };
}
