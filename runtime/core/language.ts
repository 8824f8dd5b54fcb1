/** Language cookie i18n_lang (365 days); pages flagged languageFromBrowser set it from the browser when unset. */
import { getCookie, setCookie } from './cookies.ts';
import { LIFETIME, STORAGE } from './storageNames.ts';

export function currentLanguage(supported: readonly string[], fallback: string): string {
  const v = getCookie(STORAGE.language);
  return v && supported.includes(v) ? v : fallback;
}

/** Maps navigator languages to a supported locale: fil/tl → ph, pt-BR → pt, etc. */
export function browserLanguage(languages: readonly string[], supported: readonly string[]): string | null {
  const alias: Record<string, string> = { fil: 'ph', tl: 'ph', kin: 'rw', swa: 'sw' };
  for (const l of languages) {
    const base = l.toLowerCase().split('-')[0]!;
    const code = alias[base] ?? base;
    if (supported.includes(code)) return code;
  }
  return null;
}

export function languageFromBrowser(supported: readonly string[], nav: Pick<Navigator, 'languages'> = navigator) {
  if (getCookie(STORAGE.language)) return;
  const lang = browserLanguage(nav.languages ?? [], supported);
  if (lang) setCookie(STORAGE.language, lang, { days: LIFETIME.languageDays });
}
