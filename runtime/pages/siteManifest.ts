/**
 * The route manifest for server-side rendering. `promo build` sets it before calling Vike and the
 * dev plugin keeps it current; pages read it here (never from files: runtime/ does no file I/O).
 */
import type { RouteManifest } from '../../cli/site/Site.ts';

declare global {
  var __PROMO_MANIFEST__: RouteManifest | undefined;
}

export function siteManifest(): RouteManifest {
  const m = globalThis.__PROMO_MANIFEST__;
  if (!m) throw new Error('No route manifest: pages are rendered through `promo build` or `promo dev`.');
  return m;
}
