/**
 * Welcome bonuses per currency, with the figures of the player-content spec: casino 100% up to
 * 20000 INR / 40000 PKR / 2000 BRL; sports 100% up to 15000 INR / 30000 PKR / 1300 BRL; 700% packages
 * up to 90000 INR / 600000 RWF / 24000 PHP; Myanmar up to 1,000,000 Ks; crash welcome 700% up to 40000 BDT.
 * Amounts are minor units (hundredths). A currency absent here has no welcome bonus.
 */
export type BonusKind = 'casino' | 'sport' | 'package' | 'crash';

export interface WelcomeBonus {
  id: number;
  name: string;
  kind: BonusKind;
  percent: number;
  /** Wagering multiplier (shown as X plus the number). */
  wager: number;
  currency: string;
  maxAmount: number;
}

const NAMES: Record<BonusKind, { name: string; text: (p: number, max: string) => Record<string, string> }> = {
  casino: {
    name: 'welcome-casino',
    text: (p, m) => ({
      en: `Casino welcome bonus ${p}% up to ${m}`,
      hi: `कैसीनो स्वागत बोनस ${p}% ${m} तक`,
      pt: `Bônus de boas-vindas do cassino ${p}% até ${m}`,
      bn: `ক্যাসিনো স্বাগতম বোনাস ${p}% ${m} পর্যন্ত`,
    }),
  },
  sport: {
    name: 'welcome-sport',
    text: (p, m) => ({
      en: `Sports welcome bonus ${p}% up to ${m}`,
      hi: `खेल स्वागत बोनस ${p}% ${m} तक`,
      pt: `Bônus de boas-vindas de esportes ${p}% até ${m}`,
      bn: `স্পোর্টস স্বাগতম বোনাস ${p}% ${m} পর্যন্ত`,
    }),
  },
  package: {
    name: 'welcome-package',
    text: (p, m) => ({
      en: `Welcome package ${p}% up to ${m}`,
      hi: `स्वागत पैकेज ${p}% ${m} तक`,
      pt: `Pacote de boas-vindas ${p}% até ${m}`,
      bn: `স্বাগতম প্যাকেজ ${p}% ${m} পর্যন্ত`,
    }),
  },
  crash: {
    name: 'crash-welcome',
    text: (p, m) => ({
      en: `Crash welcome bonus ${p}% up to ${m}`,
      hi: `क्रैश स्वागत बोनस ${p}% ${m} तक`,
      pt: `Bônus de boas-vindas crash ${p}% até ${m}`,
      bn: `ক্র্যাশ স্বাগতম বোনাস ${p}% ${m} পর্যন্ত`,
    }),
  },
};

const bonus = (id: number, kind: BonusKind, percent: number, currency: string, major: number): WelcomeBonus => ({
  id,
  name: NAMES[kind].name,
  kind,
  percent,
  wager: kind === 'sport' ? 10 : 35,
  currency,
  maxAmount: major * 100,
});

export const WELCOME_BONUSES: readonly WelcomeBonus[] = [
  bonus(101, 'casino', 100, 'INR', 20_000),
  bonus(102, 'sport', 100, 'INR', 15_000),
  bonus(103, 'package', 700, 'INR', 90_000),
  bonus(201, 'casino', 100, 'PKR', 40_000),
  bonus(202, 'sport', 100, 'PKR', 30_000),
  bonus(301, 'casino', 100, 'BRL', 2_000),
  bonus(302, 'sport', 100, 'BRL', 1_300),
  bonus(401, 'crash', 700, 'BDT', 40_000),
  bonus(501, 'package', 700, 'RWF', 600_000),
  bonus(601, 'package', 700, 'PHP', 24_000),
  bonus(701, 'package', 700, 'MMK', 1_000_000),
];

export function welcomeBonusesFor(currency: string, onlyCrash = false): WelcomeBonus[] {
  return WELCOME_BONUSES.filter((b) => b.currency === currency && (!onlyCrash || b.kind === 'crash'));
}

export const findWelcomeBonus = (id: number) => WELCOME_BONUSES.find((b) => b.id === id);

/** The wire shape of the landing's welcome list (spec section 3 "Bonus"). */
export function bonusView(b: WelcomeBonus, origin: string) {
  const max = `${(b.maxAmount / 100).toLocaleString('en-US')} ${b.currency}`;
  return {
    id: b.id,
    name: b.name,
    image: `${origin}/img/bonuses/${b.kind}.svg`,
    bonus_name: NAMES[b.kind].text(b.percent, max),
    max_bonus: { amount: b.maxAmount, currency: b.currency },
    percent: b.percent,
    wager: b.wager,
    casino: b.kind !== 'sport',
    bets: b.kind === 'sport',
    crash: b.kind === 'crash',
  };
}
