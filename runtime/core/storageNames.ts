/** Wire names of cookies and storage keys (spec 3, 4, 9); used only at the storage edge. */
export const STORAGE = {
  session: 'vuexx',
  refresh: 'refresh',
  remembered: 'mirred',
  language: 'i18n_lang',
  newRegistration: 'new_registration',
  redirectUrl: 'redirect_url',
  actionType: 'action_type',
  noDepositDialog: 'no_deposit_dialog',
} as const;

export const AFFILIATE_KEYS = ['click_id', 'offer_id', 'partner_id', 'landing_id'] as const;
export type AffiliateKey = (typeof AFFILIATE_KEYS)[number];

/** Lifetimes from spec 9. */
export const LIFETIME = {
  affiliateSeconds: 604_800,
  rememberedDays: 365,
  redirectCookieDays: 365,
  languageDays: 365,
  newRegistrationSeconds: 3600,
} as const;
