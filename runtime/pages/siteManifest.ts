/**
 * The route manifest for server-side rendering, from the virtual module that `promo build` and
 * `promo dev` provide (cli/site/manifestModule.ts). runtime/ never reads files itself.
 */
import manifest from 'virtual:promo/manifest';
import type { RouteManifest } from '../../model/Site.ts';

export function siteManifest(): RouteManifest {
  return manifest;
}
