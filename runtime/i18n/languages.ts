/** The 16 interface languages: native names for the switcher, and the Intl locale each formats with. */
import type { Locale } from '../../model/codes.ts';

export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  pt: 'Português',
  ru: 'Русский',
  tr: 'Türkçe',
  uz: 'Oʻzbekcha',
  bn: 'বাংলা',
  uk: 'Українська',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  fr: 'Français',
  my: 'မြန်မာ',
  ph: 'Filipino',
  rw: 'Kinyarwanda',
  sw: 'Kiswahili',
};

/** BCP 47 tags for Intl (dates, plurals, money): one table, in model/ so every runtime folder may use it. */
export { INTL_LOCALE, intlLocale } from '../../model/intlLocale.ts';

/** The language tag for HTML lang attributes: the site code, except ph, which is Filipino (fil). */
export const htmlLang = (lang: string) => (lang === 'ph' ? 'fil' : lang);
