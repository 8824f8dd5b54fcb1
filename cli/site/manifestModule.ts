/**
 * The route manifest as a virtual module (`virtual:promo/manifest`) that the Vike pages import. Its
 * default export is a function returning `{ manifest, render? }`: the dev server's reads the manifest
 * it keeps current at each call; `promo build` bakes in nothing (`prerenderManifestModule`), so the
 * server bundle is the same whatever the campaigns say and can be cached: the manifest is handed
 * over in-process at prerender time (`setPrerenderManifest`), with the URLs to render this time.
 */
import type { Plugin } from 'vite';
import type { RouteManifest } from '../../model/Site.ts';
import type { DevApi } from '../../model/apiBase.ts';
import type { DialogCache } from '../../runtime/pages/staticDialog.ts';

export const MANIFEST_MODULE_ID = 'virtual:promo/manifest';
const RESOLVED_ID = `\0${MANIFEST_MODULE_ID}`;
/** Where `promo build` puts the manifest for the server bundle to read while prerendering. */
const GLOBAL_KEY = 'promo.prerender-manifest';

export interface PrerenderInput {
  manifest: RouteManifest /** The URLs to pre-render (default: every page). */;
  render?: string[];
  /** The pre-rendered dialogs kept between builds of this bundle (build/dialogCache.ts). */
  dialogs?: DialogCache;
}
/** The dev server's: the manifest, and where the pages' API hosts point (cli/site/vitePluginDevApi.ts). */
export interface DevInput {
  manifest: RouteManifest;
  devApi?: DevApi;
}

function virtualModule(name: string, code: () => string): Plugin {
  return {
    name,
    resolveId: (id) => (id === MANIFEST_MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? code() : undefined),
  };
}

let devServers = 0;
/**
 * The dev server's module: reads the current manifest (and where the pages' API is) through a function
 * kept on globalThis at each call, as the build's module does. Its code never changes, so a save
 * re-evaluates nothing: the 2+ MB manifest used to be baked into the module, and every save made Vite
 * transform, evaluate and keep a new copy of it (and of every module importing it): ~45 MB of heap each.
 * Vite's SSR runs in this process (as `promo build`'s prerender does). `closeBundle` (the dev server's
 * close) removes the function.
 */
export function manifestModule(
  current: () => RouteManifest,
  devApi: () => DevApi | undefined = () => undefined,
): Plugin {
  const key = Symbol.for(`promo.dev-manifest.${process.pid}.${++devServers}`);
  const read = (): DevInput => ({ manifest: current(), ...(devApi() !== undefined && { devApi: devApi() }) });
  (globalThis as Record<symbol, unknown>)[key] = read;
  const code = `export default () => globalThis[Symbol.for(${JSON.stringify(key.description)})]();`;
  return {
    ...virtualModule('promo:manifest-module', () => code),
    closeBundle() {
      delete (globalThis as Record<symbol, unknown>)[key];
    },
  };
}

/** The build's module: reads what `setPrerenderManifest` left, at each call. */
export function prerenderManifestModule(): Plugin {
  return virtualModule(
    'promo:prerender-manifest-module',
    () => `export default () => {
  const input = globalThis[Symbol.for(${JSON.stringify(GLOBAL_KEY)})];
  if (!input) throw new Error('No route manifest: the server bundle renders pages only inside promo build');
  return input;
};`,
  );
}

/** Hands the server bundle the manifest (and the URLs to render) for the prerender about to run. */
export function setPrerenderManifest(input: PrerenderInput | undefined): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for(GLOBAL_KEY)] = input;
}
