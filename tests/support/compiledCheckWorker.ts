/**
 * cli/campaign/checkWorker.ts bundled by esbuild as the CLI's compile step does (npm packages left
 * external, import.meta.url the source's), into .promo/<folder>/ of this checkout so they resolve (two folders
 * below the root, as the CLI's chunks are): a worker loads it in milliseconds, where
 * running the TypeScript through tsx would transpile every module again in every worker.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { REPO } from './tempProject.ts';
import { PROMO_DIR } from '../../cli/cacheRegistry.mjs';
import { sourceUrl } from '../../cli/compile.mjs';

/** The bundled worker's path, and a cleanup that removes it; `entry`: another worker (the studio's, cli/studio/studioWorker.ts). */
export async function compiledCheckWorker(
  entry = 'cli/campaign/checkWorker.ts',
): Promise<{ file: string; cleanup: () => void }> {
  const dir = join(REPO, PROMO_DIR, `test-check-worker-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'check-worker.mjs');
  await build({
    absWorkingDir: REPO,
    entryPoints: [entry],
    outfile: file,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    // As the CLI's compile does: a module that reads files beside its source (the checking code's version) still does.
    plugins: [sourceUrl],
  });
  return { file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
