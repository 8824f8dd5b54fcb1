/**
 * The route manifest as a virtual module (`virtual:promo/manifest`) that the Vike pages import. Its
 * default export is a function returning `{ manifest, render? }`: the dev server bakes in the
 * manifest it keeps current; `promo build` bakes in nothing (`prerenderManifestModule`), so the
 * server bundle is the same whatever the campaigns say and can be cached: the manifest is handed
 * over in-process at prerender time (`setPrerenderManifest`), with the URLs to render this time.
 */
import type { Plugin } from 'vite';
import type { RouteManifest } from '../../model/Site.ts';
import type { DevApi } from '../../model/apiBase.ts';

export const MANIFEST_MODULE_ID = 'virtual:promo/manifest';
const RESOLVED_ID = `\0${MANIFEST_MODULE_ID}`;
/** Where `promo build` puts the manifest for the server bundle to read while prerendering. */
const GLOBAL_KEY = 'promo.prerender-manifest';

export interface PrerenderInput { manifest: RouteManifest; /** The URLs to pre-render (default: every page). */ render?: string[] }
/** The dev server's: the manifest, and where the pages' API hosts point (cli/site/vitePluginDevApi.ts). */
export interface DevInput { manifest: RouteManifest; devApi?: DevApi }

function virtualModule(name: string, code: () => string): Plugin {
  return {
    name,
    resolveId: (id) => (id === MANIFEST_MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? code() : undefined),
  };
}

/** The dev server's module: the current manifest, baked in (invalidated on change), and where the pages' API is. */
export function manifestModule(current: () => RouteManifest, devApi: () => DevApi | undefined = () => undefined): Plugin {
  return virtualModule('promo:manifest-module', () => {
    const input: DevInput = { manifest: current(), ...(devApi() !== undefined && { devApi: devApi() }) };
    return `const input = ${JSON.stringify(input)};\nexport default () => input;`;
  });
}

/** The build's module: reads what `setPrerenderManifest` left, at each call. */
export function prerenderManifestModule(): Plugin {
  return virtualModule('promo:prerender-manifest-module', () => `export default () => {
  const input = globalThis[Symbol.for(${JSON.stringify(GLOBAL_KEY)})];
  if (!input) throw new Error('No route manifest: the server bundle renders pages only inside promo build');
  return input;
};`);
}

/** Hands the server bundle the manifest (and the URLs to render) for the prerender about to run. */
export function setPrerenderManifest(input: PrerenderInput | undefined): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for(GLOBAL_KEY)] = input;
}

/** The manifest module's id as Vite's module graph knows it, for invalidation on change. */
export const manifestModuleResolvedId = RESOLVED_ID;
