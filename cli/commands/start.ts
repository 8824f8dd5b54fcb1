/**
 * `promo start` (what `npm start` runs): makes sure the port is free, then builds, then serves —
 * so a taken port is reported in a second, not after a full build.
 */
import type { BuildDeps } from './build.ts';
import { runBuild } from './build.ts';
import { runServe, type RunningSite, type ServeOptions } from './serve.ts';
import { assertPortFree } from '../serve/assertPortFree.ts';
import { stopOnSignals } from '../serve/stopOnSignals.ts';

export interface StartOptions extends ServeOptions {
  at: number;
  verbose?: boolean;
}

export async function runStart(deps: BuildDeps, opts: StartOptions): Promise<RunningSite> {
  // A signal during the build stops it too (nothing to close yet: a killed build's folder is removed by the next).
  const stopper = stopOnSignals();
  await assertPortFree(opts.port, opts.host, '--port');
  await runBuild(deps, { env: 'development', at: opts.at, outDir: opts.outDir, verbose: opts.verbose });
  return runServe(deps.root, opts, deps.out, stopper);
}
