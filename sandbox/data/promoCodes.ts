/** Seed promo codes. Codes are matched case-insensitively (stored upper case). */
export interface PromoCode { code: string; active: boolean; description: string }

export const PROMO_CODES: readonly PromoCode[] = [
  { code: 'WELCOME100', active: true, description: '100% bonus on your first deposit up to 10000 INR' },
  { code: 'FREEBET500', active: true, description: 'Free bet of 500 INR on cricket' },
  { code: 'IPL2024', active: true, description: 'IPL bonus 120% on your first sports deposit' },
  { code: 'OLDPROMO', active: false, description: 'Euro 2020 bonus (ended)' },
];

export const findPromo = (code: string) => PROMO_CODES.find((p) => p.code === code.toUpperCase());
