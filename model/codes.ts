/** Code lists the campaign format accepts. Source: landing-site spec sections 1, 3, 4 and 9. */

export const LOCALES = [
  'en', 'hi', 'id', 'pt', 'ru', 'tr', 'uz', 'bn', 'uk', 'th', 'vi', 'fr', 'my', 'ph', 'rw', 'sw',
] as const;
export type Locale = (typeof LOCALES)[number];

export const CURRENCIES = [
  'BRL', 'TRY', 'PKR', 'IDR', 'INR', 'USD', 'EUR', 'UZS', 'LKR', 'CDF', 'KES', 'BDT', 'UAH', 'THB',
  'MYR', 'PHP', 'VND', 'NPR', 'MMK', 'FRA', 'ZMW', 'BIF', 'RWF', 'MZN', 'TZS', 'UGX', 'XAF', 'XOF',
  'ZAR', 'GHS', 'KZT',
] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PIXEL_CATEGORIES = ['sit', 'sit-liv', 'sit-bet', 'sit-cra', 'sit-cas', 'none'] as const;

/** Dialog kinds of the dialog engine; a campaign picks a kind and, where it has them, a variant. */
export const DIALOG_KINDS = ['sign-up', 'sign-in', 'info', 'thanks', 'mystery-done', 'secret-terms'] as const;
export const SIGN_UP_VARIANTS = ['aviator', 'crash', 'custom', 'basic', 'wheels', 'fortune', 'live-casino'] as const;
export const SIGN_IN_VARIANTS = ['default', 'login', 'casino', 'fortune'] as const;

/** Where a visitor goes after sign-up or sign-in (spec 4, "Redirect after registration or login"). */
export const REDIRECT_TARGETS = ['app-root', 'casino', 'casino-slot', 'bonuses', 'live', 'none'] as const;

/** Route parameter kinds: the optional last segment of a route (spec 2). */
export const ROUTE_PARAM_KINDS = ['id', 'currency', 'name'] as const;
