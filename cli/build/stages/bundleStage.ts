/**
 * Stage 3, bundle: Vike's client and server bundles, which do not depend on the campaigns: made once
 * per state of the files they are made of (the module graph the bundling read, recorded beside them)
 * and kept in the bundle cache (bundleCache.ts); a build whose inputs hash as a cached entry's bundles nothing.
 * A new bundle removes the pre-rendered dialogs of the bundles the cache no longer holds (dialogCache.ts).
 */
import { join } from 'node:path';
import { readdir } from 'node:fs/promises';
import { bundleCacheDir, cachedBundle } from '../bundleCache.ts';
import { pruneDialogCache } from '../dialogCache.ts';
import { inProductionMode } from '../inProductionMode.ts';
import { viteConfig } from '../prerenderInto.ts';
import { PromoError } from '../../errors/PromoError.ts';
import { Errors } from '../../errors/errorData.ts';

export interface BundleInput {
  root: string;
  hash: string;
  say: (s: string) => void;
  quiet?: boolean;
  /** Makes the bundles into `outDir` (default: Vike's build in production mode). */
  make?: (outDir: string) => Promise<void>;
}
export interface Bundle {
  hash: string /** The cached bundle folder: `client/` and `server/`. */;
  dir: string;
  client: string;
  reused: boolean;
}

export async function bundleStage({ root, hash, say, quiet, make }: BundleInput): Promise<Bundle> {
  try {
    const cached = await cachedBundle(root, hash, async (outDir) => {
      const started = performance.now();
      say('  Bundling client and server…\n');
      if (make) await make(outDir);
      else {
        const { build } = await import('vike/api');
        await inProductionMode(() => build({ viteConfig: viteConfig(root, outDir, true, quiet) }));
      }
      say(`✔ Bundled in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    });
    if (cached.reused) say('✔ Bundles unchanged (cached)\n');
    // A new bundle may have pushed old ones out of the cache: their pre-rendered dialogs go with them.
    else await pruneDialogCache(root, new Set(await readdir(bundleCacheDir(root))));
    return { hash, dir: cached.dir, client: join(cached.dir, 'client'), reused: cached.reused };
  } catch (e) {
    throw new PromoError(Errors.BuildFailed, e instanceof Error ? e.message.trim() : String(e));
  }
}
