/**
 * The Vite bundles (client assets + server bundle) cached by the content of what goes into them:
 * `.promo/bundle-cache/<name>/{client,server}`. What goes in is what the bundling itself reported,
 * not a list kept by hand: bundleInputsPlugin.ts records the project files of the module graph (and
 * those a plugin watched, and the Vite config's own imports) beside the bundles, and the entry's
 * `inputs.json` keeps that list with the hash of those files' bytes, plus the bundler's configuration
 * (BUNDLE_CONFIG: the lockfile, the CLI's Vite config and plugins) and Vike's `+` files (Vike reads
 * its `+config` files itself, outside the module graph, and a new `+` file adds a page or a hook). An
 * entry is reused while the files it lists hash as they did: editing a component the bundle imports
 * makes a new entry, editing a README, a test, a campaign or a file nothing imports does not, and a
 * file newly imported is in the next entry's list. Campaigns never reach the bundles (the manifest is
 * handed over at prerender time, cli/site/manifestModule.ts), nor do campaign images: the bundles are
 * made without a public folder and the build publishes only re-encoded copies (images.ts). A cache
 * entry is complete once renamed into place (never half-written), and never written to after.
 */
import { createHash } from 'node:crypto';
import { link, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { isAlive } from '../files/isAlive.ts';
import { CACHES } from '../cacheRegistry.mjs';
import { RECORDED_INPUTS, type RecordedInputs } from './bundleInputsPlugin.ts';
import { fileHasher } from './fileHasher.ts';

/**
 * The bundler's configuration, which no module graph shows: the dependencies' versions, the
 * TypeScript settings esbuild reads for each file, and the CLI code that configures Vite for
 * `promo build` (the Vite config's own imports are recorded with the graph).
 */
export const BUNDLE_CONFIG = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'cli/build/prerenderInto.ts',
  'cli/build/bundleInputsPlugin.ts',
  'cli/build/bundleCache.ts',
  'cli/build/inProductionMode.ts',
  'cli/build/serverTranslationPlugin.ts',
  'cli/site/manifestModule.ts',
];
/** An entry's record of what it was made of: `files` (relative to the root) and their `hash`, null when a file changed while Vite read it. */
export interface BundleInputs {
  files: string[];
  hash: string | null;
}
const INPUTS_FILE = 'inputs.json';
/** Cache entries kept (the newest by use); older ones are removed after a new entry is made. */
const KEEP = 3;
const ENTRY = /^[0-9a-f]{20}$/;

const isEnoent = (e: unknown) => e instanceof Error && 'code' in e && e.code === 'ENOENT';

/** Vike's `+` files anywhere in the project (as Vike finds them: not in node_modules, dot folders or through links). */
export async function plusFiles(root: string, dir = ''): Promise<string[]> {
  const found: string[] = [];
  for (const e of await readdir(join(root, dir), { withFileTypes: true })) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const path = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory()) found.push(...(await plusFiles(root, path)));
    else if (e.isFile() && e.name.startsWith('+')) found.push(path);
  }
  return found;
}

async function readInputs(entry: string): Promise<BundleInputs | null> {
  try {
    const data = JSON.parse(await readFile(join(entry, INPUTS_FILE), 'utf8')) as BundleInputs;
    return Array.isArray(data.files) && (typeof data.hash === 'string' || data.hash === null) ? data : null;
  } catch (e) {
    if (isEnoent(e) || e instanceof SyntaxError) return null; // an entry of an older promo, or none
    throw e;
  }
}

/** The complete entries, newest first. */
async function entries(cache: string): Promise<{ name: string; at: number }[]> {
  const names = await readdir(cache).catch((e: unknown) => {
    if (isEnoent(e)) return [];
    throw e;
  });
  const found = [];
  for (const name of names) {
    if (!ENTRY.test(name)) continue;
    const info = await stat(join(cache, name, 'server')).catch(() => null);
    if (info) found.push({ name, at: (await stat(join(cache, name))).mtimeMs });
  }
  return found.sort((a, b) => b.at - a.at);
}

/**
 * The name of the cache entry for the project as it is now (`extra`: e.g. build options that reach
 * the bundle): the entry whose listed files hash as they did when it was made, or, when none does, a
 * name no entry has, under which the next bundle is cached. That name is the hash of the files the
 * newest entry lists (the graph is usually the same after an edit), so it is the same for the same sources.
 */
export async function bundleHash(root: string, extra = ''): Promise<string> {
  const cache = bundleCacheDir(root);
  const hashOf = fileHasher(root);
  const plus = await plusFiles(root);
  const found = await entries(cache);
  let newest: string[] | null = null;
  for (const { name } of found) {
    const inputs = await readInputs(join(cache, name));
    if (!inputs) continue;
    newest ??= inputs.files;
    if (inputs.hash !== null && (await hashOf([...inputs.files, ...plus], extra)) === inputs.hash) return name;
  }
  const names = new Set(found.map((e) => e.name));
  let name = await hashOf([...(newest ?? []), ...BUNDLE_CONFIG, ...plus], extra);
  while (names.has(name)) name = createHash('sha256').update(name).digest('hex').slice(0, 20);
  return name;
}

/** What a bundle just made into `dir` was made of, from the records bundleInputsPlugin.ts left there. */
async function madeOf(root: string, dir: string, since: number, extra: string): Promise<BundleInputs> {
  const records = (await readdir(dir)).filter((n) => RECORDED_INPUTS.test(n));
  const recorded = await Promise.all(
    records.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as RecordedInputs),
  );
  const files = [...new Set([...BUNDLE_CONFIG, ...recorded.flatMap((r) => [...r.modules, ...r.config])])].sort();
  const plus = await plusFiles(root);
  // A file saved while Vite was reading may be in the bundle as it was before: such an entry serves
  // this build, but no later one.
  const changed = await Promise.all(
    [...files, ...plus].map((f) =>
      stat(join(root, f)).then(
        (s) => s.mtimeMs > since,
        () => false,
      ),
    ),
  );
  const hash = !records.length || changed.some(Boolean) ? null : await fileHasher(root)([...files, ...plus], extra);
  return { files, hash };
}

export const bundleCacheDir = (root: string) => join(root, CACHES.bundleCache.path);

/**
 * The folder holding the bundles for `hash` (a name from `bundleHash`): the cached one, or a new one
 * made by `make(outDir)` and listed with what it was made of. `reused` says which.
 */
export async function cachedBundle(
  root: string,
  hash: string,
  make: (outDir: string) => Promise<void>,
  extra = '',
): Promise<{ dir: string; reused: boolean }> {
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
    const since = Date.now();
    await make(fresh);
    await writeFile(join(fresh, INPUTS_FILE), `${JSON.stringify(await madeOf(root, fresh, since, extra), null, 1)}\n`);
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
    if (!ENTRY.test(name) || join(cache, name) === keep) continue;
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
  await Promise.all(
    entries
      .filter((e) => e.isFile())
      .map((e) => {
        const source = join(e.parentPath, e.name);
        return link(source, join(to, relative(from, source)));
      }),
  );
}
