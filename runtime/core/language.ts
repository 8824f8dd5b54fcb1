/** Language cookie i18n_lang (365 days); pages flagged languageFromBrowser set it from the browser when unset. */
import { getCookie, setCookie } from './cookies.ts';
import { LIFETIME, STORAGE } from './storageNames.ts';
import { browserLanguage } from '../../model/pageLanguage.ts';

export function currentLanguage(supported: readonly string[], fallback: string): string {
  const v = getCookie(STORAGE.language);
  return v && supported.includes(v) ? v : fallback;
}

export function languageFromBrowser(supported: readonly string[], nav: Pick<Navigator, 'languages'> = navigator) {
  if (getCookie(STORAGE.language)) return;
  const lang = browserLanguage(nav.languages ?? [], supported);
  if (lang) setCookie(STORAGE.language, lang, { days: LIFETIME.languageDays });
}
