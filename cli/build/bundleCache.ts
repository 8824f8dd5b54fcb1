/**
 * The Vite bundles (client assets + server bundle) cached by the content of what goes into them:
 * `.promo/bundle-cache/<hash>/{client,server}`. The server bundle carries no campaign data (the
 * manifest is handed over at prerender time, cli/site/manifestModule.ts), so editing campaigns never
 * invalidates it; editing runtime/, templates/, model/, locales/, the Vite config or the lockfile
 * does. Nor do the campaign images: the bundles are made without a public folder and the build
 * publishes only re-encoded copies of the images campaigns name (images.ts), named by content, so
 * replacing an image re-renders only the pages that show it. A cache entry is complete once renamed
 * into place (never half-written).
 */
import { createHash } from 'node:crypto';
import { link, mkdir, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { isAlive } from '../files/isAlive.ts';
import { CACHES } from '../cacheRegistry.mjs';

/** What the bundles are made of, relative to the project root (folders are read recursively). */
export const BUNDLE_INPUTS = [
  'runtime', 'templates', 'model', 'locales', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json',
  'cli/site/manifestModule.ts', 'cli/site/vitePluginPromo.ts', 'cli/site/vitePluginNoRouterEntry.ts', 'cli/site/vitePluginWarmFiles.ts',
  'cli/build/serverTranslationPlugin.ts', 'cli/build/bundleCache.ts', 'cli/build/inProductionMode.ts',
];
/** Cache entries kept (the newest by use); older ones are removed after a new entry is made. */
const KEEP = 3;

async function filesUnder(root: string, entry: string): Promise<string[]> {
  const path = join(root, entry);
  const info = await stat(path).catch((e: unknown) => {
    if (e instanceof Error && 'code' in e && e.code === 'ENOENT') return null;
    throw e;
  });
  if (!info) return [];
  if (info.isFile()) return [entry];
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name)));
}

/** A hash of every input file's path and bytes (plus `extra`, e.g. the build options that reach the bundle). */
export async function bundleHash(root: string, extra = ''): Promise<string> {
  const files = (await Promise.all(BUNDLE_INPUTS.map((e) => filesUnder(root, e)))).flat().sort();
  const hash = createHash('sha256').update(extra).update('\0');
  for (const file of files) hash.update(file).update('\0').update(await readFile(join(root, file))).update('\0');
  return hash.digest('hex').slice(0, 20);
}

export const bundleCacheDir = (root: string) => join(root, CACHES.bundleCache.path);

/**
 * The folder holding the bundles for `hash`: the cached one, or a new one made by `make(outDir)`.
 * `reused` says which.
 */
export async function cachedBundle(root: string, hash: string, make: (outDir: string) => Promise<void>): Promise<{ dir: string; reused: boolean }> {
  const cache = bundleCacheDir(root);
  const dir = join(cache, hash);
  if (await stat(join(dir, 'server')).catch(() => null)) {
    const now = new Date();
    await utimes(dir, now, now).catch(() => undefined);
    return { dir, reused: true };
  }
  await mkdir(cache, { recursive: true });
  for (const name of await readdir(cache)) {
    const m = /^tmp-(\d+)-\d+$/.exec(name);
    if (m && !isAlive(Number(m[1]))) await rm(join(cache, name), { recursive: true, force: true });
  }
  const fresh = join(cache, `tmp-${process.pid}-${Date.now()}`);
  try {
    await make(fresh);
    await rename(fresh, dir).catch(async (e: unknown) => {
      // Another build made the same entry meanwhile: theirs is as good.
      if (await stat(join(dir, 'server')).catch(() => null)) return rm(fresh, { recursive: true, force: true });
      throw e;
    });
  } catch (e) {
    await rm(fresh, { recursive: true, force: true }).catch(() => undefined);
    throw e;
  }
  await pruneCache(cache, dir);
  return { dir, reused: false };
}

async function pruneCache(cache: string, keep: string): Promise<void> {
  const entries = [];
  for (const name of await readdir(cache)) {
    if (!/^[0-9a-f]{20}$/.test(name) || join(cache, name) === keep) continue;
    entries.push({ name, at: (await stat(join(cache, name))).mtimeMs });
  }
  entries.sort((a, b) => b.at - a.at);
  for (const { name } of entries.slice(KEEP - 1)) await rm(join(cache, name), { recursive: true, force: true });
}

/** Hard-links every file of `from` into `to` (the same tree): cache entries and builds are never written to after they are made. */
export async function linkTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const dirs = new Set<string>([to]);
  for (const e of entries) if (e.isDirectory()) dirs.add(join(to, relative(from, join(e.parentPath, e.name))));
  for (const d of [...dirs].sort()) await mkdir(d, { recursive: true });
  await Promise.all(entries.filter((e) => e.isFile()).map((e) => {
    const source = join(e.parentPath, e.name);
    return link(source, join(to, relative(from, source)));
  }));
}
