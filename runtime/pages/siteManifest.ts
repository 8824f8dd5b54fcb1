/**
 * The route manifest for server-side rendering, from the virtual module that `promo build` and
 * `promo dev` provide (cli/site/manifestModule.ts). runtime/ never reads files itself.
 */
import current from 'virtual:promo/manifest';
import type { RouteManifest } from '../../model/Site.ts';
import type { DialogCache } from './staticDialog.ts';

export function siteManifest(): RouteManifest {
  return current().manifest;
}

/** The URLs this pre-render writes: every page, or only those an incremental build must redo. */
export function urlsToRender(): string[] {
  const input = current();
  return input.render ?? Object.keys(input.manifest.pages);
}

/** `promo dev` only: where the pages' API hosts point (a same-origin prefix such as /sandbox-api, or a URL). */
export function devApi(): string | undefined {
  return current().devApi;
}

/** `promo build` only: the pre-rendered dialogs kept between builds of this bundle (staticDialog.ts). */
export function dialogCache(): DialogCache | undefined {
  return current().dialogs;
}
