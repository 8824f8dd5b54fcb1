/**
 * Money as the page language writes it (spec PC: one convention per page). The page language, not
 * the currency, decides grouping and digits, so an English page never shows lakh grouping
 * (1,00,000 INR) next to Western grouping (100,000 BRL): en 1,000,000, hi 10,00,000, bn ১০,০০,০০০,
 * pt 1.000.000 — the conventions the campaigns' own text follows in each language.
 */
import { intlLocale } from '../../model/intlLocale.ts';

// One formatter per locale: creating an Intl.NumberFormat costs far more than using one.
const formats = new Map<string, Intl.NumberFormat>();

/** The figure alone ("1,000,000"), in the page language `lang` (a site language code: en, hi…). */
export function formatAmount(amount: number, lang: string): string {
  const locale = intlLocale(lang);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format.format(amount);
}

/** The figure and its currency code ("1,000,000 INR"), in the page language `lang`. */
export function formatMoney(amount: number, currency: string, lang: string): string {
  return `${formatAmount(amount, lang)} ${currency}`;
}

/** Both formatters bound to one page language: what a page's components share. */
export interface MoneyFormat {
  amount: (amount: number) => string;
  money: (amount: number, currency: string) => string;
}

export function moneyFormat(lang: string): MoneyFormat {
  return { amount: (a) => formatAmount(a, lang), money: (a, c) => formatMoney(a, c, lang) };
}
