/**
 * The registration payload of spec section 7, checked field by field. All field errors are returned
 * together (status 400, reason badRequest, location = field), username first, as the site reads errors[0].
 */
import { isKnownCurrency } from '../data/currencies.ts';
import type { PromoCode } from '../data/promoCodes.ts';
import { welcomeBonusesFor } from '../data/welcomeBonuses.ts';
import { type ErrorItem, type Result, err, fieldErrors, ok } from '../http/errors.ts';
import { checkPromo } from './promo.ts';
import { asRecord, isTicked, optionalId, optionalText, stringList } from './fields.ts';
import { type Username, parseUsername } from './username.ts';

export interface RegistrationInput {
  username: Username;
  password: string;
  currency: string;
  bonusId: number | null;
  promo: PromoCode | null;
  confirmSubscribers: string[];
  affiliate: { click_id: string | null; offer_id: string | null; partner_id: string | null; landing_id: string | null };
  formId: string | null;
  type: string | null;
  setDepositModalType: boolean;
  isTwoStep: boolean;
}

export const REGISTRATION_MESSAGES = {
  passwordShort: 'The password must be at least 6 characters',
  passwordMismatch: "The password doesn't match",
  currency: 'The currency is not supported',
  checkbox1: 'You must accept the rules',
  checkbox2: 'You must confirm that you are 18 or older',
  bonus: 'The bonus is not available for this currency',
} as const;

export function validateRegistration(rawBody: unknown): Result<RegistrationInput> {
  const body = asRecord(rawBody);
  const items: ErrorItem[] = [];
  const field = (location: string, msg: string) => items.push({ location, reason: 'badRequest', msg });

  const username = parseUsername(body.username, body.phone_code);
  if (!username.ok) items.push(...username.error.errors);

  const password = typeof body.password === 'string' ? body.password.trim() : '';
  const repeat = typeof body.repeat_password === 'string' ? body.repeat_password.trim() : '';
  if (password.length < 6) field('password', REGISTRATION_MESSAGES.passwordShort);
  else if (repeat !== password) field('repeat_password', REGISTRATION_MESSAGES.passwordMismatch);

  const currency = typeof body.currency === 'string' ? body.currency.trim().toUpperCase() : '';
  if (!isKnownCurrency(currency)) field('currency', REGISTRATION_MESSAGES.currency);
  if (!isTicked(body.checkbox1)) field('checkbox1', REGISTRATION_MESSAGES.checkbox1);
  if (!isTicked(body.checkbox2)) field('checkbox2', REGISTRATION_MESSAGES.checkbox2);

  let promo: PromoCode | null = null;
  if (isTicked(body.is_promo)) {
    const checked = checkPromo(body.promo_code, 'promo_code');
    if (checked.ok) promo = checked.value;
    else items.push(...checked.error.errors);
  }

  const bonusId = optionalId(body.bonus_id);
  if (bonusId !== null && isKnownCurrency(currency) && !welcomeBonusesFor(currency).some((b) => b.id === bonusId)) {
    field('bonus_id', REGISTRATION_MESSAGES.bonus);
  }

  if (items.length > 0 || !username.ok) return err(fieldErrors(400, items));
  const subscribers = stringList(body.confirm_subscribers);
  return ok({
    username: username.value,
    password,
    currency,
    bonusId,
    promo,
    confirmSubscribers: subscribers,
    affiliate: {
      click_id: optionalText(body.click_id),
      offer_id: optionalText(body.offer_id),
      partner_id: optionalText(body.partner_id),
      landing_id: optionalText(body.landing_id),
    },
    formId: optionalText(body.form_id),
    type: optionalText(body.type),
    setDepositModalType: isTicked(body.set_deposit_modal_type),
    isTwoStep: isTicked(body.isTwoStep),
  });
}
