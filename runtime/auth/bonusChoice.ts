/**
 * The welcome-bonus list of the registration form (spec 3, 4 "Bonus and promo"): the API's list plus
 * a 'Play without bonus' entry, and which entry starts selected.
 */
export interface WelcomeBonus {
  id: number | string;
  name: string;
  image?: string;
  bonus_name?: Record<string, string>;
  max_bonus?: { amount: number; currency?: string };
  casino?: boolean;
  bets?: boolean;
}

export const NO_BONUS = 'none';

export interface BonusOption {
  id: string;
  label: string;
  maxAmount: number | null;
}

/** bonus_name in the page language, falling back to English, then to the bonus's name. */
export const bonusLabel = (b: WelcomeBonus, lang: string) => b.bonus_name?.[lang] ?? b.bonus_name?.en ?? b.name;

/** Amounts arrive in minor units (hundredths). */
export const majorUnits = (minor: number | undefined) => (typeof minor === 'number' ? minor / 100 : null);

export function bonusOptions(list: readonly WelcomeBonus[], currency: string, lang: string): BonusOption[] {
  if (!list.length) return [];
  return [
    ...list.map((b) => ({ id: String(b.id), label: bonusLabel(b, lang), maxAmount: majorUnits(b.max_bonus?.amount) })),
    { id: NO_BONUS, label: currency === 'BRL' ? 'Jogar sem bônus' : 'Play without bonus', maxAmount: null },
  ];
}

/** Query bonus=casino/sport first, then the dialog's hint, then the first bonus. */
export function preselectBonus(
  list: readonly WelcomeBonus[],
  queryBonus: string | null,
  hint: 'casino' | 'sport' | undefined,
): string {
  if (!list.length) return NO_BONUS;
  const pick = (kind: string | null | undefined) =>
    kind === 'casino' ? list.find((b) => b.casino) : kind === 'sport' ? list.find((b) => b.bets) : undefined;
  return String((pick(queryBonus) ?? pick(hint) ?? list[0]!).id);
}
