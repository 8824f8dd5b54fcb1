/** The registration request body of the spec's calls table, from the form's values. Pure. */
import { findCountry, phoneUsername, stripPhone } from './phoneCountries.ts';
import { NO_BONUS } from './bonusChoice.ts';
import type { AffiliateIds } from '../core/affiliate.ts';

export const REGISTRATION_TYPE = '2';

export interface RegistrationInput {
  tab: 'email' | 'phone';
  email: string;
  phone: string;
  phoneCountry: string;
  password: string;
  repeatPassword: string;
  currency: string;
  promo: string;
  isPromo: boolean;
  bonusId: string;
  checkbox1: boolean;
  checkbox2: boolean;
  newsletter: boolean;
}

export function registrationPayload(
  v: RegistrationInput,
  ctx: {
    affiliate: AffiliateIds;
    formId: string;
    captchaToken: string | null;
    isTwoStep?: boolean;
    depositModal?: boolean;
  },
) {
  const country = findCountry(v.phoneCountry);
  const byPhone = v.tab === 'phone' && country;
  const body: Record<string, unknown> = {
    username: byPhone ? phoneUsername(v.phone, country) : v.email.trim(),
    // The unused contact is cleared by the tab.
    phone: byPhone ? stripPhone(v.phone) : '',
    phone_code: byPhone ? country.dial : '',
    password: v.password,
    repeat_password: v.repeatPassword,
    currency: v.currency,
    bonus_id: v.isPromo || v.bonusId === NO_BONUS || !v.bonusId ? null : Number(v.bonusId),
    is_promo: v.isPromo,
    promo_code: v.isPromo ? v.promo.trim() : '',
    checkbox1: v.checkbox1,
    checkbox2: v.checkbox2,
    confirm_subscribers: v.newsletter ? ['news'] : [],
    isTwoStep: ctx.isTwoStep ?? false,
    // The main application's deposit dialog after sign-up: for INR, when the site shows it (features.depositModal).
    set_deposit_modal_type: (ctx.depositModal ?? true) && v.currency === 'INR',
    click_id: ctx.affiliate.click_id ?? null,
    offer_id: ctx.affiliate.offer_id ?? null,
    partner_id: ctx.affiliate.partner_id ?? null,
    landing_id: ctx.affiliate.landing_id ?? null,
    form_id: ctx.formId,
    type: REGISTRATION_TYPE,
  };
  if (ctx.captchaToken) body['captcha-token'] = ctx.captchaToken;
  return body;
}
