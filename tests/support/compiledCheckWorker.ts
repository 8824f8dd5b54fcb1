/**
 * cli/campaign/checkWorker.ts bundled by esbuild as the CLI's compile step does (npm packages left
 * external), into .promo/ of this checkout so they resolve: a worker loads it in milliseconds, where
 * running the TypeScript through tsx would transpile every module again in every worker.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { REPO } from './tempProject.ts';
import { PROMO_DIR } from '../../cli/cacheRegistry.mjs';

/** The bundled worker's path, and a cleanup that removes it. */
export async function compiledCheckWorker(): Promise<{ file: string; cleanup: () => void }> {
  const dir = join(REPO, PROMO_DIR, `test-check-worker-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'check-worker.mjs');
  await build({
    absWorkingDir: REPO,
    entryPoints: ['cli/campaign/checkWorker.ts'],
    outfile: file,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  });
  return { file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
