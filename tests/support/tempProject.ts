/** A throw-away copy of this project in a temp folder, and a way to run the real `promo` CLI in it (end-to-end tests only). */
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { CACHES } from '../../cli/cacheRegistry.mjs';

export const REPO = resolve(import.meta.dirname, '..', '..');
// Everything the bundles are hashed from (cli/build/bundleCache.ts: the files each cache entry lists)
// is copied as it is, so a cached bundle of the repository's is the copy's too.
const COPY = [
  'cli',
  'model',
  'runtime',
  'templates',
  'campaigns',
  'locales',
  'sandbox',
  'promo.config.yaml',
  'promo.config.schema.json',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

export interface TempProject {
  dir: string;
  run: (...args: string[]) => { code: number; stdout: string; stderr: string };
  cleanup: () => void;
}

/** A fresh copy in a new temp folder, or in `dir` (which must exist and be empty). */
export function tempProject(dir = mkdtempSync(join(tmpdir(), 'promo-test-'))): TempProject {
  // Timestamps kept: the compiled CLI (.promo-cli, made by cli/promo.mjs when a source is newer than
  // it) then counts as fresh in the copy exactly when it is fresh in the repository.
  for (const entry of [
    ...COPY,
    ...(existsSync(join(REPO, CACHES.compiledCli.path)) ? [CACHES.compiledCli.path] : []),
  ]) {
    cpSync(join(REPO, entry), join(dir, entry), { recursive: true, preserveTimestamps: true });
  }
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir');
  shareBundleCache(REPO, dir);
  shareImageCache(REPO, dir);
  return { dir, run: (...args) => runCli(dir, ...args), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs the real `promo` CLI of the project copy in `dir`, in `dir`, without colours. */
export function runCli(dir: string, ...args: string[]) {
  if (args[0] === 'build') waitForSharedBundles(dir);
  const r = spawnSync(process.execPath, [join(dir, 'cli', 'promo.mjs'), ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 150_000,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

const cacheOf = (root: string) => join(root, CACHES.bundleCache.path);

/**
 * In a unit run, a copy's build first waits (up to 4 minutes) for the shared build started by the
 * globalSetup (tests/support/startSharedBuild.ts) and takes its bundles: two Vite runs of the same
 * sources at once would only share the two cores. Outside such a run it builds at once.
 */
function waitForSharedBundles(dir: string): void {
  const root = process.env.PROMO_SHARED_BUILD_ROOT;
  if (!root || dir.startsWith(root)) return;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; !existsSync(join(root, 'build.json')) && waited < 240_000; waited += 200)
    Atomics.wait(pause, 0, 0, 200);
  shareBundleCache(REPO, dir);
  shareImageCache(REPO, dir);
}

/**
 * Hard-links each complete entry of `from`'s bundle cache (`.promo/bundle-cache/<hash>/`, made by
 * `promo build`, never written to once made) that `to` lacks into `to`'s cache, each appearing in one
 * rename as the build itself does. A project copy then reuses the bundles of the same sources instead
 * of running Vite again; what `promo build` does with its cache is unchanged.
 */
export function shareBundleCache(from: string, to: string): void {
  if (!existsSync(cacheOf(from))) return;
  for (const name of readdirSync(cacheOf(from))) {
    const entry = join(cacheOf(from), name);
    const target = join(cacheOf(to), name);
    if (!/^[0-9a-f]{20}$/.test(name) || !existsSync(join(entry, 'server')) || existsSync(target)) continue;
    const tmp = join(cacheOf(to), `tmp-${process.pid}-${Date.now()}`);
    try {
      for (const e of readdirSync(entry, { recursive: true, withFileTypes: true })) {
        const path = join(e.parentPath, e.name);
        if (e.isDirectory()) mkdirSync(join(tmp, relative(entry, path)), { recursive: true });
        else if (e.isFile()) {
          mkdirSync(join(tmp, relative(entry, e.parentPath)), { recursive: true });
          linkOrCopy(path, join(tmp, relative(entry, path)));
        }
      }
      renameSync(tmp, target);
    } catch (e) {
      rmSync(tmp, { recursive: true, force: true });
      // Another run shared it meanwhile, or a build pruned it while we linked: nothing lost.
      if (existsSync(target) || errorCode(e) === 'ENOENT') continue;
      throw e;
    }
  }
}

const imagesOf = (root: string) => join(root, CACHES.imageCache.path);

/**
 * Hard-links each encoded image of `from`'s image cache (`.promo/image-cache/<hash>-<width>.<format>`,
 * keyed by the source's content and the encoding settings, each written once by a rename and never
 * changed) that `to` lacks into `to`'s cache: a copy's build then reuses the encodings of the same
 * images (about 2 CPU-s a campaign image) instead of making them again. A build's pruning of its own
 * cache only unlinks its own names. `images.test.ts` tests the encoding and the cache themselves.
 */
export function shareImageCache(from: string, to: string): void {
  if (!existsSync(imagesOf(from))) return;
  mkdirSync(imagesOf(to), { recursive: true });
  for (const name of readdirSync(imagesOf(from))) {
    if (!/^[0-9a-f]+-\d+\.(avif|webp)$/.test(name) || existsSync(join(imagesOf(to), name))) continue;
    try {
      linkOrCopy(join(imagesOf(from), name), join(imagesOf(to), name));
    } catch (e) {
      // Pruned meanwhile by a build of `from`, or linked meanwhile by another: nothing lost.
      if (errorCode(e) !== 'ENOENT' && errorCode(e) !== 'EEXIST') throw e;
    }
  }
}

const errorCode = (e: unknown) => (e instanceof Error && 'code' in e ? e.code : undefined);

/** A hard link, or a copy where the two folders are on different file systems. */
function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (e) {
    if (errorCode(e) !== 'EXDEV') throw e;
    copyFileSync(from, to);
  }
}
