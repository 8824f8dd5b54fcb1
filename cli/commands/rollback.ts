/** `promo rollback`: points dist/ back at the previous build, in one step (no rebuild); run again to undo. */
import { relative } from 'node:path';
import { rollback } from '../build/writeAtomically.ts';
import { PromoError } from '../errors/PromoError.ts';
import { Errors } from '../errors/errorData.ts';

export interface RollbackDeps {
  root: string;
  out: (s: string) => void;
}

export async function runRollback(deps: RollbackDeps, opts: { outDir: string }): Promise<void> {
  const done = await rollback(deps.root, opts.outDir);
  if (!done) throw new PromoError(Errors.NoPreviousBuild, opts.outDir);
  const name = (p: string) => relative(deps.root, p);
  deps.out(
    `✔ ${opts.outDir}/ now serves the previous build (${name(done.to)}); the one it replaced (${name(done.from)}) is kept: promo rollback again restores it.\n`,
  );
}
