/**
 * What the runtime accepts from the operator API, checked where the answer arrives (zod/mini, small
 * enough for the browser). An answer that does not fit is an `invalid-answer` ApiError: each caller
 * degrades on its own (settings fall back to the site's defaults, a form shows the generic error),
 * so one malformed field never breaks the dialogs.
 */
import { z } from 'zod/mini';
import { invalidAnswer } from './ApiError.ts';

// No eval-compiled fast paths: the site's CSP forbids eval.
z.config({ jitless: true });

const text = z.string();
const optionalText = z.optional(z.nullable(text));

export const CurrencyEntry = z.object({ iso_code: text, symbol: z.optional(text), flag: z.optional(text) });

export const SettingsAnswer = z.object({
  default_currency: optionalText,
  currencies: z.optional(z.array(CurrencyEntry)),
});

export const AdditionalSettingsAnswer = z.object({ captcha_site_key: optionalText });

export const WelcomeBonusAnswer = z.object({
  id: z.union([z.number(), text]),
  name: text,
  image: z.optional(text),
  bonus_name: z.optional(z.record(text, text)),
  max_bonus: z.optional(z.object({ amount: z.number(), currency: z.optional(text) })),
  casino: z.optional(z.boolean()),
  bets: z.optional(z.boolean()),
});

export const WelcomeBonusesAnswer = z.array(WelcomeBonusAnswer);

export const PromoCheckAnswer = z.object({ description: optionalText });

export const CsrfAnswer = z.object({ token: z.string().check(z.minLength(1)) });

/** The answer if it fits the schema, else an invalid-answer ApiError (status 200: the call itself succeeded). */
export function parseAnswer<T>(schema: z.ZodMiniType<T>, answer: unknown): T {
  const result = schema.safeParse(answer);
  if (!result.success) throw invalidAnswer(200, answer);
  return result.data;
}
