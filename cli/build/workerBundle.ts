/**
 * The background worker's code (runtime/worker/serviceWorker.ts bundled with esbuild), without the
 * build's settings, which serviceWorkerFile.ts writes in front of it. It depends only on the worker's
 * sources, so it is bundled once per change of them and kept in `cacheFile` (CACHES.workerBundle) with
 * the content hash of every file the bundling read and the esbuild version: a rebuild after a campaign
 * edit reads a few small files instead of starting esbuild (~0.1–0.25 s of a 5,000-campaign rebuild).
 * A cache file that cannot be used (missing, damaged, another esbuild, a changed or missing input) is
 * made again; one that cannot be read for another reason is an error.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { isEnoent } from '../campaign/ProjectFs.ts';
import { replaceAtomically } from '../files/replaceAtomically.ts';
import { fileHasher } from './fileHasher.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = 'runtime/worker/serviceWorker.ts';

interface Cached {
  /** The files the bundling read (relative to the sources' root), and their hash with esbuild's version (fileHasher.ts). */
  files: string[];
  hash: string;
  code: string;
}

/** The installed esbuild's version, read without loading esbuild. */
async function esbuildVersion(): Promise<string> {
  const file = createRequire(import.meta.url).resolve('esbuild/package.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version;
}

/** The cached code when its files still hash as they did, with the same esbuild, else null. */
async function cachedCode(cacheFile: string, root: string): Promise<string | null> {
  let cached: Cached;
  try {
    cached = JSON.parse(await readFile(cacheFile, 'utf8')) as Cached;
  } catch (e) {
    if (isEnoent(e) || e instanceof SyntaxError) return null;
    throw e;
  }
  if (typeof cached?.code !== 'string' || !Array.isArray(cached.files)) return null;
  const now = await fileHasher(root)(cached.files, `esbuild ${await esbuildVersion()}`);
  return now === cached.hash ? cached.code : null;
}
export interface Bundled {
  code: string;
  /** The files the bundling read, relative to `root`. */
  inputs: string[];
  esbuild: string;
}

/** Bundles the worker with esbuild. */
export async function bundleWithEsbuild(root: string): Promise<Bundled> {
  const { build, version } = await import('esbuild');
  const out = await build({
    absWorkingDir: root,
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    metafile: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  return { code: out.outputFiles[0]!.text, inputs: Object.keys(out.metafile.inputs), esbuild: version };
}

/**
 * The worker's code (PROMO_WORKER left free, for serviceWorkerFile.ts to declare); from `cacheFile`
 * when it still holds, else bundled (`bundle`) and kept there.
 */
export async function workerBundle(
  cacheFile?: string,
  root = ROOT,
  bundle: (root: string) => Promise<Bundled> = bundleWithEsbuild,
): Promise<string> {
  const hit = cacheFile ? await cachedCode(cacheFile, root) : null;
  if (hit !== null) return hit;
  const { code, inputs, esbuild } = await bundle(root);
  if (cacheFile) {
    const hash = await fileHasher(root)(inputs, `esbuild ${esbuild}`);
    await replaceAtomically(cacheFile, JSON.stringify({ files: inputs, hash, code } satisfies Cached));
  }
  return code;
}
