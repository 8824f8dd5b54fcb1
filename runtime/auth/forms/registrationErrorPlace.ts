/**
 * Where a failed registration's error shows (spec 8): a notification for what the spec notifies — a
 * username/phone `badRequest` (its message with the status code), 'The user already exist' (a warning) and
 * any field error whose field is not on screen (a phone error while the e-mail tab is open); a field's own
 * message where the field is shown; the form's line for the rest. What the visitor typed is never touched.
 */
import { type ApiError, isServerSide } from '../api/ApiError.ts';
import type { RegistrationValues } from './validation.ts';
import type { ContactTab, RegistrationOptions } from './registrationOptions.ts';

type FieldName = keyof RegistrationValues;

/** The server's error locations and the form field each belongs to. */
const FIELD_OF: Record<string, FieldName> = {
  username: 'email',
  email: 'email',
  phone: 'phone',
  password: 'password',
  repeat_password: 'repeatPassword',
  currency: 'currency',
  promo_code: 'promo',
};

export interface ErrorPlace {
  notification?: { message: string; code: number; tone?: 'warning' };
  field?: { name: FieldName; message: string };
  /** The line above the submit button; `oops` means the generic text, `captcha` the captcha hint. */
  form?: { message: string | 'oops' | 'captcha'; tone: 'warning' | 'error' };
}

/** Whether a field is on screen for this variant and tab. */
export function fieldShown(
  name: FieldName,
  tab: ContactTab,
  variant: Pick<RegistrationOptions, 'repeatPassword' | 'promo'>,
): boolean {
  if (name === 'email') return tab === 'email';
  if (name === 'phone') return tab === 'phone';
  if (name === 'password') return tab !== 'one-click';
  if (name === 'repeatPassword') return variant.repeatPassword && tab !== 'one-click';
  if (name === 'promo') return variant.promo;
  return true;
}

export function registrationErrorPlace(
  err: ApiError,
  tab: ContactTab,
  variant: Pick<RegistrationOptions, 'repeatPassword' | 'promo'>,
): ErrorPlace {
  if (err.kind === 'too-many-requests') return { form: { message: 'captcha', tone: 'warning' } };
  if (err.kind === 'duplicate-user')
    return { notification: { message: err.message, code: err.status, tone: 'warning' } };
  const located = FIELD_OF[err.first.location ?? ''];
  if (located && err.status < 500) {
    // The username is the e-mail on the e-mail tab and the phone number elsewhere.
    const name = located === 'email' && tab !== 'email' ? 'phone' : located;
    const contact =
      err.first.reason === 'badRequest' && (err.first.location === 'username' || err.first.location === 'phone');
    const shown = fieldShown(name, tab, variant);
    const fieldMessage = contact ? (err.first.msg ?? err.message) : err.message;
    return {
      ...(contact || !shown ? { notification: { message: err.message, code: err.status } } : {}),
      ...(shown ? { field: { name, message: fieldMessage } } : {}),
    };
  }
  if (err.kind === 'network') return { form: { message: err.message, tone: 'error' } };
  return { form: { message: isServerSide(err) ? 'oops' : err.message, tone: 'error' } };
}
