/** The small JSON each page carries for its boot script: only what the visitor's browser needs. */
import type { PageData } from '../../model/Site.ts';

export interface BootData {
  slug: string;
  /** The language the page was built in. */
  language: string;
  url: string;
  pixel: string;
  cta: PageData['campaign']['cta'] | null;
  redirect: PageData['campaign']['redirect'] | null;
  features: NonNullable<PageData['campaign']['features']>;
  window: PageData['window'];
  variant: PageData['variant'];
  site: PageData['site'];
}

export function bootDataOf(p: PageData): BootData {
  const c = p.campaign;
  return {
    slug: c.slug, language: c.language ?? p.site.defaultLocale, url: p.variant.url, pixel: c.pixel ?? 'none', cta: c.cta ?? null, redirect: c.redirect ?? null,
    features: c.features ?? {}, window: p.window, variant: p.variant, site: p.site,
  };
}
