/**
 * Validation rules of the landing-site forms (spec 5) as zod schemas (zod/mini: the same checks in a
 * fraction of the bytes the tap downloads). Messages are locale keys.
 */
import { z } from 'zod/mini';

// No eval-compiled fast paths: the site's CSP forbids eval, and zod's probe for it would be reported.
z.config({ jitless: true });
import { findCountry, isValidPhone } from '../phoneCountries.ts';

/** Message keys (locales/<lang>.json, "validation" section); en.json holds the spec's texts. */
export const MESSAGES = {
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  passwordShort: 'validation.passwordShort',
  passwordMismatch: 'validation.passwordMismatch',
  phoneInvalid: 'validation.phoneInvalid',
  checkbox: 'validation.checkbox',
  emptyPromo: 'validation.emptyPromo',
  promoFormat: 'validation.promoFormat',
  /** The field is invalid but shows no text (the repeat while the password is too short). */
  silent: ' ',
} as const;

export const MIN_PASSWORD = 6;
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const email = z
  .string()
  .check(z.trim(), z.minLength(1, MESSAGES.emailRequired), z.regex(EMAIL, MESSAGES.emailInvalid));
export const password = z.string().check(z.refine((v) => v.trim().length >= MIN_PASSWORD, MESSAGES.passwordShort));

export type ContactTab = 'email' | 'phone';

/** Contact and repeat-password checks run even while other fields (e.g. an unticked box) are invalid. */
const always = { when: () => true } as const;

export const registrationSchema = (opts: { requireSecondCheckbox: boolean; repeatPassword?: boolean }) =>
  z
    .object({
      tab: z.enum(['email', 'phone']),
      email: z.string(),
      phone: z.string(),
      phoneCountry: z.string(),
      password,
      repeatPassword: z.string(),
      currency: z.string().check(z.minLength(3)),
      promo: z.string(),
      isPromo: z.boolean(),
      bonusId: z.string(),
      // Spec 5: a checkbox must be ticked, with an empty message (the box is marked, nothing written).
      checkbox1: z.literal(true, { error: MESSAGES.silent }),
      checkbox2: opts.requireSecondCheckbox ? z.literal(true, { error: MESSAGES.silent }) : z.boolean(),
      newsletter: z.boolean(),
    })
    .check(
      z.superRefine((v, ctx) => {
        contactIssue(v, ctx);
        // Under 6 characters the repeat shows no message of its own: the password's message says it.
        if (opts.repeatPassword !== false && v.repeatPassword !== v.password)
          ctx.addIssue({
            code: 'custom',
            path: ['repeatPassword'],
            message: v.password.trim().length < MIN_PASSWORD ? MESSAGES.silent : MESSAGES.passwordMismatch,
          });
      }, always),
    );

/** The contact of the chosen tab: a valid e-mail, or a valid phone number for its country. */
function contactIssue(
  v: { tab: 'email' | 'phone'; email: string; phone: string; phoneCountry: string },
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
) {
  if (v.tab === 'email') {
    const r = email.safeParse(v.email);
    if (!r.success) ctx.addIssue({ code: 'custom', path: ['email'], message: r.error.issues[0]!.message });
    return;
  }
  const country = findCountry(v.phoneCountry);
  if (!country || !isValidPhone(v.phone, country))
    ctx.addIssue({ code: 'custom', path: ['phone'], message: MESSAGES.phoneInvalid });
}

export type RegistrationValues = z.input<ReturnType<typeof registrationSchema>>;

export const signInSchema = z
  .object({ tab: z.enum(['email', 'phone']), email: z.string(), phone: z.string(), phoneCountry: z.string(), password })
  .check(
    z.superRefine((v, ctx) => {
      contactIssue(v, ctx);
    }, always),
  );
export type SignInValues = z.input<typeof signInSchema>;

export const resetSchema = z.object({ email });

/** Promo codes: digits 0–9 only, at most 12 (player-content spec 5 and 9); empty is refused with the spec's message. */
export function promoProblem(code: string): string | null {
  const v = code.trim();
  if (!v) return MESSAGES.emptyPromo;
  if (!/^[0-9]{1,12}$/.test(v)) return MESSAGES.promoFormat;
  return null;
}
