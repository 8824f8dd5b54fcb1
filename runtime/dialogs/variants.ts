/**
 * The dialog kinds' variants as data: what each sign-up and sign-in variant of the spec shows.
 * A campaign picks a variant and fills the data (name, currency, bonus hint, percent) from YAML.
 */
import type { RegistrationOptions } from '../auth/forms/registrationOptions.ts';
import type { SignInVariantName, SignUpVariantName } from './dialogData.ts';

/** The side art of a dialog (DialogArt.tsx draws each). */
export type ArtKind = 'aviator' | 'crash' | 'wheel' | 'fortune' | 'live' | 'gift' | 'welcome-back';

export interface SignUpVariant extends RegistrationOptions {
  width: number;
  banner?: 'gift' | 'fortune';
  /** Title image on desktop. */
  image: Exclude<ArtKind, 'welcome-back'>;
}

const base: SignUpVariant = {
  width: 906,
  tabs: ['email', 'phone'],
  repeatPassword: true,
  promo: true,
  bonus: true,
  checkboxes: 'both',
  newsletter: true,
  image: 'aviator',
  statisticsType: 2,
};

export const SIGN_UP: Record<SignUpVariantName, SignUpVariant> = {
  // Aviator-style: e-mail or phone, password, one agreement box, sign-in link.
  aviator: {
    ...base,
    repeatPassword: false,
    promo: false,
    bonus: false,
    checkboxes: 'first',
    newsletter: false,
    statisticsType: 1,
  },
  // Crash welcome: both agreement boxes shown, only the first required (spec 5).
  crash: { ...base, width: 606, checkboxes: 'first-required', image: 'crash', crashBonuses: true },
  // The spec's three registration widths (906, 606, 430) follow its three registrations in order:
  // aviator-style 906, crash welcome 606, the custom one 430 (one column, no side art).
  custom: { ...base, width: 430 },
  basic: { ...base, tabs: ['email', 'one-click'], banner: 'gift', image: 'gift', statisticsType: 1 },
  wheels: { ...base, width: 606, image: 'wheel' },
  fortune: { ...base, width: 606, banner: 'fortune', image: 'fortune' },
  'live-casino': { ...base, width: 700, image: 'live' },
};

export interface SignInVariant {
  width: number;
  image: boolean;
  closeOnReset: boolean;
}

export const SIGN_IN: Record<SignInVariantName, SignInVariant> = {
  default: { width: 906, image: true, closeOnReset: false },
  login: { width: 518, image: false, closeOnReset: true },
  casino: { width: 610, image: false, closeOnReset: false },
  fortune: { width: 771, image: true, closeOnReset: false },
};

export const FORTUNE_PRIZE = { amount: 20000, currency: 'INR' } as const;
export const DIALOG_WIDTH = { reset: 518, thanks: 518, mysteryDone: 518, secretTerms: 400 } as const;

/** The aviator context: dialog data named for an aviator page (aviator, aviator-inr, land-aviator, …). */
export const isAviatorContext = (name: string | undefined) => !!name && name.includes('aviator');

/**
 * Which registration a sign-in variant's "sign up" link opens (spec 2, moving between dialogs): the
 * aviator registration (INR, casino bonus, name aviator) only in the aviator context; elsewhere the
 * page's own sign-up variant (`otherwise`, from the campaign data).
 */
export function signUpFromSignIn(
  signInVariant: SignInVariantName,
  name: string | undefined,
  otherwise: SignUpVariantName = 'basic',
): { variant: SignUpVariantName; data: { currency?: string; bonus?: 'casino'; name?: string } } {
  if (signInVariant === 'casino') return { variant: name === 'aviator' ? 'custom' : 'wheels', data: { name } };
  if (signInVariant === 'fortune') return { variant: 'fortune', data: { name } };
  if (isAviatorContext(name))
    return { variant: 'aviator', data: { currency: 'INR', bonus: 'casino', name: 'aviator' } };
  return { variant: otherwise, data: { name } };
}
