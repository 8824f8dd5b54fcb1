/** Seed promo codes: digits only, at most 12, as the spec's rule says (player-content spec 5). */
export interface PromoCode {
  code: string;
  active: boolean;
  description: string;
}

export const PROMO_CODES: readonly PromoCode[] = [
  { code: '100100', active: true, description: '100% bonus on your first deposit up to 10000 INR' },
  { code: '500500', active: true, description: 'Free bet of 500 INR on cricket' },
  { code: '2024120', active: true, description: 'IPL bonus 120% on your first sports deposit' },
  { code: '2020', active: false, description: 'Euro 2020 bonus (ended)' },
];

export const findPromo = (code: string) => PROMO_CODES.find((p) => p.code === code.trim());
