/**
 * A username is an e-mail or '+' dial code and digits (spec section 5). Phone characters (space, dash,
 * brackets) are stripped first; the subscriber part must have 7 to 15 digits.
 */
import { COUNTRIES } from '../data/countries.ts';
import { type Result, err, ok, apiError } from '../http/errors.ts';

export type Username =
  | { kind: 'email'; value: string; email: string }
  | { kind: 'phone'; value: string; phone: string; phoneCode: string };

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const MESSAGES = {
  emailRequired: 'email is required',
  invalidEmail: 'invalid email',
  invalidPhone: 'The phone number is invalid',
} as const;

const stripPhone = (s: string) => s.replace(/[\s\-()]/g, '');
const DIAL_CODES = [...new Set(COUNTRIES.map((c) => c.dial_code.slice(1)))].sort((a, b) => b.length - a.length);

/** Reads the username; `phoneCodeHint` is the form's phone_code (with or without '+'), when sent. */
export function parseUsername(raw: unknown, phoneCodeHint?: unknown): Result<Username> {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) return err(apiError(400, 'badRequest', MESSAGES.emailRequired, 'username'));
  if (text.includes('@')) {
    if (!EMAIL_RE.test(text)) return err(apiError(400, 'badRequest', MESSAGES.invalidEmail, 'email'));
    const email = text.toLowerCase();
    return ok({ kind: 'email', value: email, email });
  }
  const phone = stripPhone(text);
  const invalid = err<Username>(apiError(400, 'badRequest', MESSAGES.invalidPhone, 'phone'));
  if (!/^\+\d+$/.test(phone)) return invalid;
  const digits = phone.slice(1);
  const hint =
    typeof phoneCodeHint === 'string' || typeof phoneCodeHint === 'number'
      ? stripPhone(String(phoneCodeHint)).replace(/^\+/, '')
      : '';
  const code =
    hint && /^\d{1,4}$/.test(hint)
      ? hint
      : (DIAL_CODES.find((c) => digits.startsWith(c)) ?? digits.slice(0, Math.max(1, digits.length - 10)));
  if (!digits.startsWith(code)) return invalid;
  const subscriber = digits.slice(code.length);
  if (subscriber.length < 7 || subscriber.length > 15) return invalid;
  return ok({ kind: 'phone', value: phone, phone: subscriber, phoneCode: `+${code}` });
}
