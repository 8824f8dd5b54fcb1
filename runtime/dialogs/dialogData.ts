/**
 * Which dialogs exist and what data each takes: one typed entry per dialog name. The names and the
 * variants come from model/codes.ts (declared once there). No React and no store here: the boot
 * script reads these types and guards too.
 */
import { DIALOG_KINDS, SIGN_IN_VARIANTS, SIGN_UP_VARIANTS } from '../../model/codes.ts';

export type SignUpVariantName = (typeof SIGN_UP_VARIANTS)[number];
export type SignInVariantName = (typeof SIGN_IN_VARIANTS)[number];

/** The engine's dialogs: every campaign dialog kind but the pre-rendered info dialog, and reset-password (reached from sign-in). */
export type DialogName = Exclude<(typeof DIALOG_KINDS)[number], 'info'> | 'reset-password';

export interface SignUpData {
  variant?: SignUpVariantName;
  /** The campaign (or game) the registration comes from. */
  name?: string;
  currency?: string;
  bonus?: 'casino' | 'sport';
  percent?: number;
  /** Where the registration's sign-in link leads: a sign-in dialog (default), the main site with auth=true, or the authentication service. */
  signIn?: 'dialog' | 'main-site' | 'auth-service';
  /** The sign-in dialog variant this page's sign-in controls and the registration's sign-in link open. */
  signInVariant?: SignInVariantName;
  /** Open on this tab (the live-casino dialog has register and login tabs). */
  tab?: 'register' | 'login';
}

/** Sign-in takes the campaign's data too: its "sign up" link carries it on to the registration. */
export interface SignInData extends Omit<SignUpData, 'variant' | 'tab'> {
  variant?: SignInVariantName;
}

export interface ResetPasswordData {
  variant?: SignInVariantName;
}

/** The message dialogs take no data. */
export type NoData = Record<string, never>;

export interface DialogDataMap {
  'sign-up': SignUpData;
  'sign-in': SignInData;
  'reset-password': ResetPasswordData;
  thanks: NoData;
  'mystery-done': NoData;
  'secret-terms': NoData;
}

/** The data of one dialog name; `DialogData` alone is any dialog's data. */
export type DialogData<K extends DialogName = DialogName> = DialogDataMap[K];

/** One open dialog: its name and the data that name takes. */
export type OpenDialog = { [K in DialogName]: { name: K; data: DialogDataMap[K] } }[DialogName];

const ENGINE_NAMES: readonly string[] = [...DIALOG_KINDS.filter((k) => k !== 'info'), 'reset-password'];

export const isDialogName = (v: unknown): v is DialogName => typeof v === 'string' && ENGINE_NAMES.includes(v);
export const isSignUpVariant = (v: unknown): v is SignUpVariantName =>
  typeof v === 'string' && (SIGN_UP_VARIANTS as readonly string[]).includes(v);
export const isSignInVariant = (v: unknown): v is SignInVariantName =>
  typeof v === 'string' && (SIGN_IN_VARIANTS as readonly string[]).includes(v);
