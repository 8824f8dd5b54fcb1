/**
 * Pre-renders pages with Vike (vike/api prerender) from a cached bundle into a build folder, in the
 * calling thread: `promo build` runs it in-process and, for large builds, in a render worker too
 * (renderPool.ts), each with its own share of the URLs. Vike hands each file to write (inside the
 * bundle's folder: it is written into the build's folder instead) rather than printing a line per page.
 */
import { createExclusive } from '../files/createExclusive.ts';
import { join, relative } from 'node:path';
import type { RouteManifest } from '../../model/Site.ts';
import { prerenderManifestModule, setPrerenderManifest } from '../site/manifestModule.ts';
import { inlineScriptHashes } from './contentSecurityPolicy.ts';
import { inProductionMode } from './inProductionMode.ts';
import { serverTranslationPlugin } from './serverTranslationPlugin.ts';
import { bundleInputsPlugin } from './bundleInputsPlugin.ts';
import { folderDialogCache } from './dialogCache.ts';

/** What vike hands `onPagePrerender`: the file it would have written. */
interface PrerenderedPage {
  _prerenderResult: { filePath: string; fileContent: string };
}

export interface PrerenderJob {
  root: string;
  /** The cached bundle's folder (holds client/ and server/). */
  bundle: string;
  /** The build's client folder, where the files go. */
  client: string;
  /** The manifest (its pages may be only those in `render`, plus the site). */
  manifest: RouteManifest;
  render: string[];
  quiet?: boolean;
  /** Files not to write, e.g. '404.html' for all render workers but one. */
  skip?: string[];
  /** Write each rendered page's page-data.json beside it too (renderDirect.ts only; otherwise the build does). */
  pageData?: boolean;
  /** The folder of pre-rendered dialogs kept for this bundle (dialogCache.ts); none: every dialog is rendered. */
  dialogCache?: string;
}

/** A written file (relative to the client folder) and, for HTML, its inline scripts' hashes. */
export interface WrittenFile {
  file: string;
  scripts?: string[];
}

/** The Vite config the prerender loads, pointing at the bundle `outDir`. */
export const viteConfig = (root: string, outDir: string, emptyOutDir: boolean, quiet?: boolean) => ({
  // No public folder: nothing of campaigns/assets/ is published as it is; the build adds the re-encoded campaign images (images.ts).
  root,
  logLevel: quiet ? ('error' as const) : ('warn' as const),
  publicDir: false as const,
  build: { outDir, emptyOutDir },
  // bundleInputsPlugin: what the bundles are made of, recorded beside them for the bundle cache's key.
  plugins: [prerenderManifestModule(), serverTranslationPlugin(), bundleInputsPlugin(root, outDir)],
  // @brillout/vite-plugin-server-entry's option: `vike build` records no bundle path in (shared)
  // node_modules (and clears one recorded before), so Vike's prerender finds the bundle in this outDir.
  vitePluginServerEntry: { disableAutoImport: true },
});

/**
 * Renders `job.render` (and the 404 page), calling `written` after each file is on disk. Pages
 * render in parallel: once one fails, `stopped()` turns true and the writes still in flight stop;
 * the pending ones are awaited before this returns or throws.
 */
export async function prerenderInto(
  job: PrerenderJob,
  written: (f: WrittenFile) => void,
  stopped: () => boolean = () => false,
): Promise<void> {
  const { prerender } = await import('vike/api');
  const bundleClient = join(job.bundle, 'client');
  const skip = new Set(job.skip);
  const pending = new Set<Promise<void>>();
  let failed = false;
  const write = async ({ _prerenderResult: { filePath, fileContent } }: PrerenderedPage) => {
    if (failed || stopped()) return;
    const file = relative(bundleClient, filePath);
    if (skip.has(file)) return;
    const to = join(job.client, file);
    await createExclusive(to, fileContent);
    written(file.endsWith('.html') ? { file, scripts: inlineScriptHashes(fileContent) } : { file });
  };
  const track = (p: Promise<void>) => {
    pending.add(p);
    return p.finally(() => pending.delete(p));
  };
  setPrerenderManifest({
    manifest: job.manifest,
    render: job.render,
    ...(job.dialogCache && { dialogs: folderDialogCache(job.dialogCache) }),
  });
  try {
    await inProductionMode(() =>
      prerender({
        viteConfig: viteConfig(job.root, job.bundle, false, job.quiet),
        onPagePrerender: (ctx: PrerenderedPage) => track(write(ctx)),
      }),
    );
    await Promise.all(pending);
  } catch (e) {
    failed = true;
    await Promise.allSettled(pending);
    throw e;
  } finally {
    setPrerenderManifest(undefined);
  }
}
