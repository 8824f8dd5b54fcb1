/**
 * The Intl locale each interface language formats with (dates, plurals, money): ph is Filipino (fil),
 * fr the Congo variant, pt Brazilian, en British (Western grouping: 1,000,000), hi and bn Indian
 * grouping (10,00,000), bn and my in their own digits — as the campaigns' own text writes numbers.
 */
import type { Locale } from './codes.ts';

export const INTL_LOCALE: Record<Locale, string> = {
  en: 'en-GB',
  hi: 'hi-IN',
  id: 'id-ID',
  pt: 'pt-BR',
  ru: 'ru-RU',
  tr: 'tr-TR',
  uz: 'uz-Latn-UZ',
  bn: 'bn-BD',
  uk: 'uk-UA',
  th: 'th-TH',
  vi: 'vi-VN',
  fr: 'fr-CD',
  my: 'my-MM',
  ph: 'fil-PH',
  rw: 'rw-RW',
  sw: 'sw-KE',
};

/** A language's Intl locale; an unknown language formats as English. */
export const intlLocale = (lang: string): string => INTL_LOCALE[lang as Locale] ?? 'en-GB';
