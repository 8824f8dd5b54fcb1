/**
 * The language a visitor gets, before any HTML, in `promo serve` and `promo dev` (nginx does the same
 * from maps: cli/build/nginxLanguages.ts; the rules' table: docs/languages.md). Pure. In this order:
 * 1. `?lang=<code>` of a site language shows it and sets the cookie (a manager's shared link);
 * 2. a valid `i18n_lang` cookie keeps its language;
 * 3. on a page of a campaign with `features.languageFromBrowser`, the first site language of
 *    Accept-Language, and the cookie is set;
 * 4. anyone else (a bot, a first visit) gets the page's own language.
 * The file sent is the page's pre-rendered copy in that language when the build made one, else the page
 * itself (its script then shows the language after load, as before).
 */
import {
  LANG_QUERY,
  acceptedLanguages,
  browserLanguage,
  languageUrl,
  type SiteLanguages,
} from '../../model/pageLanguage.ts';
import { LIFETIME, STORAGE } from '../../runtime/core/storageNames.ts';
import { cookieValue, type VisitorRequest } from './armRouting.ts';

export const LANGUAGE_COOKIE = STORAGE.language;
/** Spec 1 and 9: the language cookie lasts 365 days, path /. */
export const LANGUAGE_COOKIE_SECONDS = LIFETIME.languageDays * 86_400;

export type LanguageRequest = VisitorRequest;

export interface LanguageChoice {
  /** The visitor's language, or null: the page's own. */
  lang: string | null;
  setCookie: string | null;
  /** What the choice depended on, for caches. */
  vary: string;
}

export const languageCookie = (lang: string, https: boolean) =>
  `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_SECONDS}; SameSite=Lax${https ? '; Secure' : ''}`;

/** Whether Accept-Language decides at the public page URL `url` (below the base). */
export const fromBrowserAt = (languages: SiteLanguages | undefined, url: string) =>
  !!languages?.fromBrowser.includes(url);

/** The language one request gets at a page whose campaign has `fromBrowser` set or not. */
export function chooseLanguage(locales: readonly string[], r: LanguageRequest, fromBrowser: boolean): LanguageChoice {
  const vary = fromBrowser ? 'Cookie, Accept-Language' : 'Cookie';
  const known = (code: string | null | undefined) => (code && locales.includes(code) ? code : null);
  const asked = known(r.query.get(LANG_QUERY));
  if (asked) return { lang: asked, setCookie: languageCookie(asked, r.https), vary };
  const kept = known(cookieValue(r.cookie, LANGUAGE_COOKIE));
  if (kept) return { lang: kept, setCookie: null, vary };
  if (fromBrowser) {
    const browser = browserLanguage(acceptedLanguages(r.acceptLanguage), locales);
    if (browser) return { lang: browser, setCookie: languageCookie(browser, r.https), vary };
  }
  return { lang: null, setCookie: null, vary };
}

/** The pages to try, in order, for the page `page` (below the base; an arm's page or the URL's) in `lang`. */
export const languageCandidates = (page: string, lang: string | null): string[] =>
  lang ? [languageUrl(page, lang), page] : [page];

/** The page to send and its headers: the first candidate that `exists`. */
export function languageResponse(
  languages: SiteLanguages,
  publicUrl: string,
  page: string,
  r: LanguageRequest,
  exists: (page: string) => boolean,
): { page: string; headers: Record<string, string> } {
  const choice = chooseLanguage(languages.locales, r, fromBrowserAt(languages, publicUrl));
  const found = languageCandidates(page, choice.lang).find((p) => p === page || exists(p)) ?? page;
  return {
    page: found,
    headers: { Vary: choice.vary, ...(choice.setCookie && { 'Set-Cookie': choice.setCookie }) },
  };
}
