/** The small JSON each page carries for its boot script: only what the visitor's browser needs. */
import { languageOfPage, type PageData } from '../../model/Site.ts';
import { AD_TEXT_DEFAULT_MAX, type AdSlotRule } from '../../model/adText.ts';

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
  /** The A/B arm this page shows, if its campaign runs an experiment. */
  experiment?: { id: string; arm: string };
  /** Query parameters text slots may insert, and the length cap (ad-matched text). */
  adText?: { params: string[]; maxLength: number; only?: Record<string, AdSlotRule> };
}

export function bootDataOf(p: PageData): BootData {
  const c = p.campaign;
  return {
    slug: c.slug,
    language: languageOfPage(p),
    url: p.variant.url,
    pixel: c.pixel ?? 'none',
    cta: c.cta ?? null,
    redirect: c.redirect ?? null,
    features: c.features ?? {},
    window: p.window,
    variant: p.variant,
    site: p.site,
    ...(p.experiment && { experiment: { id: p.experiment.id, arm: p.experiment.arm } }),
    ...(c.adText && {
      adText: {
        params: c.adText.params,
        maxLength: c.adText.maxLength ?? AD_TEXT_DEFAULT_MAX,
        ...(c.adText.only && { only: c.adText.only }),
      },
    }),
  };
}
