/** What a registration form shows: chosen by the sign-up dialog's variant (dialogs/variants.ts). */
export type ContactTab = 'email' | 'phone' | 'one-click';

export interface RegistrationOptions {
  /** Contact tabs, in order; the first is the default. */
  tabs: readonly ContactTab[];
  repeatPassword: boolean;
  promo: boolean;
  bonus: boolean;
  /** 'both': rules and 18+ required; 'first': only the first (crash registration). */
  checkboxes: 'both' | 'first';
  newsletter: boolean;
  statisticsType: 1 | 2;
  /** Ask the bonus list for crash bonuses only (the crash registration, spec 7). */
  crashBonuses?: boolean;
}

/** What the dialog presets in the form (from the campaign's call to action). */
export interface RegistrationPreset { currency?: string; bonus?: 'casino' | 'sport' }
