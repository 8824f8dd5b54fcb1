/**
 * The dialog kinds' variants as data: what each sign-up and sign-in variant of the spec shows.
 * A campaign picks a variant and fills the data (name, currency, bonus hint, percent) from YAML.
 */
export interface SignUpVariant {
  width: number;
  /** Contact tabs, in order; the first is the default. */
  tabs: readonly ('email' | 'phone' | 'one-click')[];
  repeatPassword: boolean;
  promo: boolean;
  bonus: boolean;
  /** 'both': rules and 18+ required; 'first': only the first (crash registration). */
  checkboxes: 'both' | 'first';
  newsletter: boolean;
  banner?: 'gift' | 'fortune';
  /** Title image on desktop; defaults to aviator. */
  image: 'aviator' | 'crash' | 'wheel' | 'fortune' | 'live' | 'gift';
  statisticsType: 1 | 2;
}

const base: SignUpVariant = { width: 906, tabs: ['email', 'phone'], repeatPassword: true, promo: true, bonus: true, checkboxes: 'both', newsletter: true, image: 'aviator', statisticsType: 2 };

export const SIGN_UP: Record<string, SignUpVariant> = {
  // Aviator-style: e-mail or phone, password, one agreement box, sign-in link.
  aviator: { ...base, repeatPassword: false, promo: false, bonus: false, checkboxes: 'first', newsletter: false, statisticsType: 1 },
  crash: { ...base, width: 606, checkboxes: 'first', image: 'crash' },
  custom: { ...base },
  basic: { ...base, tabs: ['email', 'one-click'], banner: 'gift', image: 'gift', statisticsType: 1 },
  wheels: { ...base, width: 606, image: 'wheel' },
  fortune: { ...base, width: 606, banner: 'fortune', image: 'fortune' },
  'live-casino': { ...base, width: 700, image: 'live' },
};

export interface SignInVariant { width: number; image: boolean; closeOnReset: boolean }

export const SIGN_IN: Record<string, SignInVariant> = {
  default: { width: 906, image: true, closeOnReset: false },
  login: { width: 518, image: false, closeOnReset: true },
  casino: { width: 610, image: false, closeOnReset: false },
  fortune: { width: 771, image: true, closeOnReset: false },
};

export const FORTUNE_PRIZE = { amount: 20000, currency: 'INR' } as const;
export const DIALOG_WIDTH = { reset: 518, thanks: 518, mysteryDone: 518, secretTerms: 400 } as const;

/** Which registration a sign-in variant's "sign up" link opens (spec 2, moving between dialogs). */
export function signUpFromSignIn(signInVariant: string, name: string | undefined): { variant: string; data: { currency?: string; bonus?: 'casino'; name?: string } } {
  if (signInVariant === 'casino') return { variant: name === 'aviator' ? 'custom' : 'wheels', data: { name } };
  if (signInVariant === 'fortune') return { variant: 'fortune', data: { name } };
  return { variant: 'aviator', data: { currency: 'INR', bonus: 'casino', name: 'aviator' } };
}
