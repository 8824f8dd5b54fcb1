/** What a registration form shows: chosen by the sign-up dialog's variant (dialogs/variants.ts). */
export type ContactTab = 'email' | 'phone' | 'one-click';

export interface RegistrationOptions {
  /** Contact tabs, in order; the first is the default. */
  tabs: readonly ContactTab[];
  repeatPassword: boolean;
  promo: boolean;
  bonus: boolean;
  /**
   * The agreement boxes (spec 5): 'both' — rules and 18+, both required; 'first-required' — both shown,
   * only the rules box required (the crash registration); 'first' — the rules box alone (aviator-style).
   */
  checkboxes: 'both' | 'first-required' | 'first';
  newsletter: boolean;
  statisticsType: 1 | 2;
  /** Ask the bonus list for crash bonuses only (the crash registration, spec 7). */
  crashBonuses?: boolean;
}

/** What the dialog presets in the form (from the campaign's call to action). */
export interface RegistrationPreset {
  currency?: string;
  bonus?: 'casino' | 'sport';
}
