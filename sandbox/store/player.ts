/** The player record: one zod schema is both the persisted file's shape and the TypeScript type. */
import { z } from 'zod';

const nullableString = z.string().nullable();

export const PlayerBonusSchema = z.object({
  id: z.number().int(),
  bonus_id: z.number().int(),
  status: z.enum(['pending', 'deactivated', 'transferred', 'bankrupt', 'expired']),
  created_at: z.number().int(),
  name: z.string(),
  wager: z.number(),
  bets: z.boolean(),
  casino: z.boolean(),
  currency: z.string(),
  orig_amount: z.number().int(),
  transfer_amount: z.number().int(),
});
export type PlayerBonus = z.infer<typeof PlayerBonusSchema>;

export const PlayerSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  /** What the player signs in with: an e-mail, or '+' dial code and digits. */
  username: z.string(),
  email: nullableString,
  phone: nullableString,
  phoneCode: nullableString,
  passwordHash: z.string(),
  currency: z.string(),
  /** Epoch seconds. */
  registeredAt: z.number().int(),
  lastSeenAt: z.number().int().nullable(),
  lastSeenIp: nullableString,
  welcomeBonusId: z.number().int().nullable(),
  lastUsedBonusId: z.number().int().nullable(),
  confirmSubscribers: z.array(z.string()),
  promoCode: nullableString,
  usedPromoCodes: z.array(z.string()),
  affiliate: z.object({
    click_id: nullableString,
    offer_id: nullableString,
    partner_id: nullableString,
    landing_id: nullableString,
  }),
  registration: z.object({
    form_id: nullableString,
    type: nullableString,
    host: z.enum(['registration', 'ccg', 'seed']),
    set_deposit_modal_type: z.boolean(),
    is_two_step: z.boolean(),
  }),
  profile: z.object({
    first_name: nullableString,
    last_name: nullableString,
    birth: nullableString,
    city: nullableString,
    country: nullableString,
    gender: nullableString,
  }),
  /** Minor units (hundredths) in the player's currency. */
  balance: z.number().int(),
  bonusBalance: z.number().int(),
  totalDeposit: z.number().int(),
  blocked: z.boolean(),
  emailConfirmed: z.boolean(),
  pendingEmail: nullableString,
  bonuses: z.array(PlayerBonusSchema),
  tournaments: z.array(z.string()),
});
export type Player = z.infer<typeof PlayerSchema>;

export const DataFileSchema = z.object({ version: z.literal(1), players: z.array(PlayerSchema) });
export type DataFile = z.infer<typeof DataFileSchema>;
