#!/usr/bin/env node
// The `promo` executable. Runs the compiled CLI (.promo-cli/, made by cli/compile.mjs at install)
// when it is newer than its sources; otherwise compiles it first, and when that cannot be done
// (no esbuild, a read-only folder) runs the TypeScript sources through tsx's loader.
import { compile, freshBuild } from './compile.mjs';

async function entry() {
  if (process.env.PROMO_NO_COMPILE) return null;
  const fresh = freshBuild();
  if (fresh) return fresh;
  try {
    return await compile();
  } catch {
    return null;
  }
}

const compiled = await entry();
if (compiled) {
  const { main } = await import(compiled);
  await main(process.argv);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  const { main } = await import('./main.ts');
  await main(process.argv);
}
