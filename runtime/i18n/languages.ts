/** The 16 interface languages: native names for the switcher, and the Intl locale each formats with. */
import type { Locale } from '../../model/codes.ts';

export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English', hi: 'हिन्दी', id: 'Bahasa Indonesia', pt: 'Português', ru: 'Русский', tr: 'Türkçe', uz: 'Oʻzbekcha', bn: 'বাংলা',
  uk: 'Українська', th: 'ไทย', vi: 'Tiếng Việt', fr: 'Français', my: 'မြန်မာ', ph: 'Filipino', rw: 'Kinyarwanda', sw: 'Kiswahili',
};

/** BCP 47 tags for Intl (dates, plurals): ph is Filipino (fil), fr the Congo variant, pt Brazilian. */
export const INTL_LOCALE: Record<Locale, string> = {
  en: 'en-GB', hi: 'hi-IN', id: 'id-ID', pt: 'pt-BR', ru: 'ru-RU', tr: 'tr-TR', uz: 'uz-Latn-UZ', bn: 'bn-BD',
  uk: 'uk-UA', th: 'th-TH', vi: 'vi-VN', fr: 'fr-CD', my: 'my-MM', ph: 'fil-PH', rw: 'rw-RW', sw: 'sw-KE',
};

export const intlLocale = (lang: string) => INTL_LOCALE[lang as Locale] ?? 'en-GB';

/** The language tag for HTML lang attributes: the site code, except ph, which is Filipino (fil). */
export const htmlLang = (lang: string) => (lang === 'ph' ? 'fil' : lang);
