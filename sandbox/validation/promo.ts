/** Promo code rules: digits 0–9 only, at most 12 characters (player-content spec 5 and 9); empty is refused (spec sections 5 and 8). */
import { findPromo, type PromoCode } from '../data/promoCodes.ts';
import { type Result, apiError, err, ok } from '../http/errors.ts';

export const PROMO_MESSAGES = {
  empty: 'Enter promo code',
  format: 'The promo code may only contain digits, at most 12',
  inactive: 'The promo code is no longer active',
  unknown: 'The promo code does not exist',
  used: 'You have already used the promo code!',
} as const;

/** An active promo code, or the error the spec implies: 422 empty/format, 400 badRequest inactive, 404 notFound unknown. */
export function checkPromo(raw: unknown, location = 'code'): Result<PromoCode> {
  const code = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
  if (!code) return err(apiError(422, 'unprocessableEntity', PROMO_MESSAGES.empty, location));
  if (!/^[0-9]{1,12}$/.test(code)) return err(apiError(422, 'unprocessableEntity', PROMO_MESSAGES.format, location));
  const promo = findPromo(code);
  if (!promo) return err(apiError(404, 'notFound', PROMO_MESSAGES.unknown, location));
  if (!promo.active) return err(apiError(400, 'badRequest', PROMO_MESSAGES.inactive, location));
  return ok(promo);
}
