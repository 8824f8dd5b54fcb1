/**
 * Pages pre-rendered in other languages: a page built in its own language stays at its URL and each
 * other language it is pre-rendered in lies beside it at `<url>__lang/<code>/` (beside an A/B arm's page
 * too: `<url>__arm/<id>/__lang/<code>/`). The servers pick the file from the `i18n_lang` cookie (or
 * `?lang=`, or the browser's languages) before sending any HTML (cli/serve/languageRouting.ts). Pure.
 */

/** The hidden path segment of a page's other languages. */
export const LANG_SEGMENT = '__lang';
/** `?lang=<code>` shows a page in that language and keeps it (the cookie). */
export const LANG_QUERY = 'lang';

export const languageUrl = (url: string, lang: string) => `${url}${LANG_SEGMENT}/${lang}/`;

/** Other spellings browsers send for an interface language (Filipino, Kinyarwanda, Swahili). */
export const BROWSER_LANGUAGE_ALIASES: Readonly<Record<string, string>> = { fil: 'ph', tl: 'ph', kin: 'rw', swa: 'sw' };

/** The first of the browser's languages (most preferred first) that is a supported locale: fil/tl → ph, pt-BR → pt. */
export function browserLanguage(languages: readonly string[], supported: readonly string[]): string | null {
  for (const l of languages) {
    const base = l.trim().toLowerCase().split(/[-_]/)[0]!;
    const code = BROWSER_LANGUAGE_ALIASES[base] ?? base;
    if (supported.includes(code)) return code;
  }
  return null;
}

/**
 * An Accept-Language header as the list of languages in the order sent (`hi-IN,hi;q=0.9,en;q=0.8` →
 * hi-IN, hi, en). Quality values are not weighed (browsers send them decreasing), as `navigator.languages`.
 */
export const acceptedLanguages = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter((l) => /^[A-Za-z]{2,3}([-_][A-Za-z0-9]+)*$/.test(l));

/** What the servers need to pick a page's language (the build's serve plan and `promo dev`'s manifest). */
export interface SiteLanguages {
  /** The site's interface languages (a cookie or `?lang=` naming another is ignored). */
  locales: string[];
  /** Public page URLs (below the base) of campaigns with `features.languageFromBrowser`: with no cookie, Accept-Language decides. */
  fromBrowser: string[];
}
