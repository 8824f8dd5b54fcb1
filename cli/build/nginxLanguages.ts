/**
 * The nginx side of the language rule (cli/serve/languageRouting.ts; the table in docs/languages.md),
 * as http-level maps: `?lang=<code>` of a site language, else a valid `i18n_lang` cookie, else (on the
 * pages of campaigns with `languageFromBrowser`) the first site language of Accept-Language; the two
 * that are not the cookie set it. Page locations try `<page>$promo_lang_dir index.html` (the page in that
 * language, `__lang/<code>/`) before the page itself, and send `Vary` and the cookie.
 */
import type { SiteLanguages } from '../../model/pageLanguage.ts';
import { BROWSER_LANGUAGE_ALIASES, LANG_SEGMENT } from '../../model/pageLanguage.ts';
import type { Rewrite } from '../../model/planRoutes.ts';
import { LANGUAGE_COOKIE, languageCookie } from '../serve/languageRouting.ts';
import { nginxRegexEscape as esc } from './nginxRegexEscape.ts';
import { NGINX_SECURE_FLAG } from './nginxSecureFlag.ts';

export interface NginxLanguages {
  /** http-level maps ('' without languages). */
  maps: string;
  /** The path segment to try first: the visitor's language folder ('' when the plan has none). */
  dir: string;
  /** The headers every page answer carries (Vary, and the language cookie when it is set). */
  headers: string[];
}

export function nginxLanguages(
  languages: SiteLanguages | undefined,
  basePath: string,
  rewrites: readonly Rewrite[],
): NginxLanguages {
  if (!languages?.locales.length) return { maps: '', dir: '', headers: ['add_header Vary Cookie always;'] };
  const codes = languages.locales.join('|');
  // Other spellings only of the site's own languages (fil → ph only where ph is one): as browserLanguage.
  const aliases = Object.keys(BROWSER_LANGUAGE_ALIASES).filter((a) =>
    languages.locales.includes(BROWSER_LANGUAGE_ALIASES[a]!),
  );
  const spoken = [...languages.locales, ...aliases].join('|');
  const alias = (code: string) => BROWSER_LANGUAGE_ALIASES[code] ?? code;
  // Pages whose campaign follows the browser: their URLs, and the {name} URLs that show them.
  const browserPages = [
    ...languages.fromBrowser.map((u) => `~^${esc(basePath + u.slice(1))}(\\?|$)`),
    ...rewrites
      .filter((r) => languages.fromBrowser.includes(r.target))
      .map((r) => `~^${esc(basePath + r.prefix.slice(1))}[A-Za-z0-9_-]+/(\\?|$)`),
  ];
  const key = '"$promo_lang_asked|$promo_lang_kept|$promo_lang_browser_page|$promo_lang_accepted"';
  const cookie = `${languageCookie('$1', false)}${NGINX_SECURE_FLAG}`;
  const maps = [
    '# Languages (promo: cli/build/nginxLanguages.ts): ?lang=, else the i18n_lang cookie, else Accept-Language where the page follows the browser.',
    `map $arg_lang $promo_lang_asked { "~^(${codes})$" $1; default ""; }`,
    `map $cookie_${LANGUAGE_COOKIE} $promo_lang_kept { "~^(${codes})$" $1; default ""; }`,
    `map $request_uri $promo_lang_browser_page { ${browserPages.map((p) => `"${p}" 1;`).join(' ')} default ""; }`,
    // The first listed language that is a site language (quality values not weighed, as navigator.languages), any case.
    `map $http_accept_language $promo_lang_spoken { "~*^(?:[^,]*,)*?[ ]*(${spoken})(?:[-_;, ]|$)" $1; default ""; }`,
    // A map's plain strings match in any case: PT-br → pt, FIL → ph.
    `map $promo_lang_spoken $promo_lang_accepted { ${[...languages.locales, ...aliases]
      .map((c) => `${c} ${alias(c)};`)
      .join(' ')} default ""; }`,
    `map ${key} $promo_lang { "~^([a-z]+)\\|" $1; "~^\\|([a-z]+)\\|" $1; "~^\\|\\|1\\|([a-z]+)$" $1; default ""; }`,
    `map ${key} $promo_lang_cookie { "~^([a-z]+)\\|" "${cookie}"; "~^\\|\\|1\\|([a-z]+)$" "${cookie}"; default ""; }`,
    `map $promo_lang $promo_lang_dir { "~^([a-z]+)$" "${LANG_SEGMENT}/$1/"; default ""; }`,
    'map $promo_lang_browser_page $promo_lang_vary { 1 "Cookie, Accept-Language"; default "Cookie"; }',
  ];
  return {
    maps: `${maps.join('\n')}\n`,
    dir: '${promo_lang_dir}',
    headers: ['add_header Vary $promo_lang_vary always;', 'add_header Set-Cookie $promo_lang_cookie always;'],
  };
}

/** try_files entries for `page` (a path below the root, ending in '/'): its visitor's language first. */
export const languageTries = (l: NginxLanguages, page: string) =>
  l.dir ? `${page}${l.dir}index.html ${page}index.html` : `${page}index.html`;
