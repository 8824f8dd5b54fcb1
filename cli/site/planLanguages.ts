/**
 * Which languages each page is pre-rendered in, and those pages: the page stays at its URL in its own
 * language (the campaign's `language`, else the site's default) and every other language of the
 * campaign lies beside it at `<url>__lang/<code>/` (model/pageLanguage.ts). A campaign's languages are
 * the ones its text is written in plus the ones its `languages:` declares, among the site's: a visitor
 * whose language the campaign has no text for would see the English text in translated chrome, which
 * the page's script shows after load as before (pre-rendering all 16 for every page multiplies the
 * build's pages by 16; see docs/languages.md). Pure.
 */
import type { CampaignData } from '../../model/campaignSchema.ts';
import type { Locale } from '../../model/codes.ts';
import type { PageData, PublicSite } from '../../model/Site.ts';
import { languageUrl } from '../../model/pageLanguage.ts';

/** The language a campaign's pages are built in at their own URL. */
export const pageLanguageOf = (c: CampaignData, site: Pick<PublicSite, 'defaultLocale'>): Locale =>
  c.language ?? site.defaultLocale;

/** The languages a campaign's pages are pre-rendered in, its own first, each a site locale. */
export function campaignLanguages(c: CampaignData, site: Pick<PublicSite, 'defaultLocale' | 'locales'>): Locale[] {
  const own = pageLanguageOf(c, site);
  const wanted = new Set<string>([own, ...Object.keys(c.text), ...(c.languages ?? [])]);
  return [own, ...site.locales.filter((l) => l !== own && wanted.has(l))];
}

/**
 * The other-language pages beside the page at `url`: the same data rendered in another `language` (the
 * campaign's own `language` stays: it says which language an English fallback copies, runtime/content/textLanguage.ts),
 * the same variant, so the runtime fetches the page's own page-data.json.
 */
export function languagePages(url: string, page: PageData, languages: readonly Locale[]): [string, PageData][] {
  const own = pageLanguageOf(page.campaign, page.site);
  return languages.filter((l) => l !== own).map((l) => [languageUrl(url, l), { ...page, language: l }]);
}
