/**
 * The route manifest as a virtual module (`virtual:promo/manifest`) that the Vike pages import:
 * `promo build` hands over the manifest it has checked, the dev server the one it keeps current.
 */
import type { Plugin } from 'vite';
import type { RouteManifest } from '../../model/Site.ts';

export const MANIFEST_MODULE_ID = 'virtual:promo/manifest';
const RESOLVED_ID = `\0${MANIFEST_MODULE_ID}`;

export function manifestModule(current: () => RouteManifest): Plugin {
  return {
    name: 'promo:manifest-module',
    resolveId: (id) => (id === MANIFEST_MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default ${JSON.stringify(current())};` : undefined),
  };
}

/** The manifest module's id as Vite's module graph knows it, for invalidation on change. */
export const manifestModuleResolvedId = RESOLVED_ID;
