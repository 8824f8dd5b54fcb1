/** Shapes of the control endpoints' bodies (zod), turned into the spec's error shape on failure. */
import { z } from 'zod';
import { type Result, apiError, err, ok } from '../http/errors.ts';

export const FaultBody = z
  .object({
    match: z
      .object({
        method: z.string().min(1).optional(),
        path: z.string().min(1).optional(),
        pathRegex: z.string().min(1).optional(),
      })
      .refine((m) => m.path !== undefined || m.pathRegex !== undefined, 'match needs path or pathRegex'),
    status: z.number().int().min(100).max(599).optional(),
    body: z.unknown().optional(),
    headers: z.record(z.string(), z.string()).optional(),
    times: z
      .number()
      .int()
      .refine((n) => n === -1 || n >= 1, 'times is -1 (until cleared) or at least 1')
      .optional(),
    delayMs: z.number().int().min(0).max(60_000).optional(),
    drop: z.literal(true).optional(),
  })
  .refine(
    (f) => f.status !== undefined || f.delayMs !== undefined || f.drop,
    'a fault needs a status, a delayMs, drop, or a mix',
  )
  .refine(
    (f) => !(f.drop && f.status !== undefined),
    'drop closes the connection without an answer: give no status with it',
  );

const positive = z.number().int().positive();
export const ConfigBody = z
  .object({
    accessTtlSeconds: positive.optional(),
    refreshTtlSeconds: positive.optional(),
    registrationAttemptLimit: z.number().int().min(0).optional(),
    registrationWindowSeconds: positive.optional(),
    captchaTtlSeconds: positive.optional(),
    csrfTtlSeconds: positive.optional(),
  })
  .strict();

export const SeedPlayerBody = z.object({
  username: z.string(),
  password: z.string().min(6).default('secret123'),
  currency: z.string().default('INR'),
  balance: z.number().int().min(0).default(0),
  bonus_balance: z.number().int().min(0).default(0),
  total_deposit: z.number().int().min(0).default(0),
  blocked: z.boolean().default(false),
  confirm_subscribers: z.array(z.string()).default(['news']),
  welcome_bonus_id: z.number().int().nullable().default(null),
});

export const OnetimeBody = z.object({ username: z.string().optional(), uuid: z.string().optional() });

export function parseBody<T>(schema: z.ZodType<T>, body: unknown): Result<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return ok(parsed.data);
  return err({
    status: 400,
    errors: parsed.error.issues.map((i) => ({
      location: i.path.join('.') || 'body',
      reason: 'badRequest',
      msg: i.message,
    })),
  });
}

export const regexError = (e: unknown) =>
  apiError(400, 'badRequest', `Invalid regular expression: ${(e as Error).message}`, 'match');
