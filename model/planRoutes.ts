/** Every URL a campaign answers on (its route variants), below the base path. Pure. */
import type { CampaignData } from './campaignSchema.ts';
import type { Locale } from './codes.ts';

export interface RouteVariant {
  /** Path below the base, with slashes at both ends: '/', '/cash-race/', '/cash-race/hi/'. */
  url: string;
  slug: string;
  /** The optional last segment this variant was made for, if any. */
  param?: { kind: 'id' | 'currency' | 'name'; value: string };
  /** Language of the info-dialog text ({id} routes); en for the plain route. */
  infoLocale: Locale;
  /** Upper-case currency picked by a {currency} route. */
  currency?: string;
}

/**
 * A URL shape that a static file cannot carry: any single segment after `prefix` that has no page of
 * its own shows `target` — a free {name}, or an {id}/{currency} without a pre-rendered variant
 * (English info text, the default currency).
 */
export interface Rewrite {
  prefix: string;
  target: string;
  /** {id} values (lower case) whose page also answers for the id in any other case (route.param.lowerCase). */
  lowerCase?: string[];
}

export const basePathOf = (c: CampaignData) => c.route?.path ?? c.slug;
export const urlOf = (segments: string) => (segments ? `/${segments}/` : '/');

export function planRoutes(c: CampaignData): RouteVariant[] {
  const path = basePathOf(c);
  const base: RouteVariant = { url: urlOf(path), slug: c.slug, infoLocale: 'en' };
  const aliases = (c.route?.aliases ?? []).map(
    (a): RouteVariant => ({ url: urlOf(a), slug: c.slug, infoLocale: 'en' }),
  );
  const param = c.route?.param;
  if (!param) return [base, ...aliases];
  const values = param.values ?? [];
  const more = values.map((value): RouteVariant => {
    const url = urlOf(path ? `${path}/${value}` : value);
    if (param.kind === 'id') {
      const locale = (param.aliases?.[value] ?? value) as Locale;
      return { url, slug: c.slug, param: { kind: 'id', value }, infoLocale: locale };
    }
    if (param.kind === 'currency')
      return { url, slug: c.slug, param: { kind: 'currency', value }, infoLocale: 'en', currency: value.toUpperCase() };
    return { url, slug: c.slug, param: { kind: 'name', value }, infoLocale: 'en' };
  });
  return [base, ...more, ...aliases];
}

export function planRewrites(c: CampaignData): Rewrite[] {
  if (!c.route?.param) return [];
  const url = urlOf(basePathOf(c));
  const { kind, lowerCase, values } = c.route.param;
  return [
    { prefix: url, target: url, ...(kind === 'id' && lowerCase && values?.length && { lowerCase: [...values] }) },
  ];
}
