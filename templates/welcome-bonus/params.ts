import { Type, type Static } from '@sinclair/typebox';
import { CURRENCIES } from '../../model/codes.ts';
import { ASSET_PATH_PATTERN } from '../../model/campaignSchema.ts';

/** Params of the welcome-bonus template: the offer itself (deposit match or cashback: percent and cap per currency; free spins). */
export const WelcomeBonusParams = Type.Object(
  {
    kind: Type.Unsafe<'casino' | 'sport' | 'package'>({
      type: 'string',
      enum: ['casino', 'sport', 'package'],
      description: 'Which welcome offer this is.',
    }),
    offer: Type.Optional(
      Type.Unsafe<'deposit-match' | 'cashback'>({
        type: 'string',
        enum: ['deposit-match', 'cashback'],
        description: 'deposit-match (default): percent of the first deposit(s); cashback: percent of net losses back.',
      }),
    ),
    percent: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 1000,
        description: 'Match or cashback percentage, e.g. 100 for 100%. Leave out for a free-spins-only offer.',
      }),
    ),
    maxBonus: Type.Optional(
      Type.Array(
        Type.Object(
          {
            amount: Type.Number({ exclusiveMinimum: 0 }),
            currency: Type.Unsafe<string>({ type: 'string', enum: [...CURRENCIES] }),
          },
          { additionalProperties: false },
        ),
        {
          minItems: 1,
          description: 'Largest bonus (or cashback per period) per currency; the first is shown by default.',
        },
      ),
    ),
    cashbackPeriod: Type.Optional(
      Type.Unsafe<'daily' | 'weekly' | 'event'>({
        type: 'string',
        enum: ['daily', 'weekly', 'event'],
        description: 'How often cashback is paid: every day, every week, or once after the event.',
      }),
    ),
    freeSpins: Type.Optional(
      Type.Object(
        {
          count: Type.Integer({ minimum: 1, maximum: 10000, description: 'How many free spins.' }),
          game: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: 60,
              description: 'The slot they are played on, e.g. "Book of Dead".',
            }),
          ),
        },
        { additionalProperties: false, description: 'Free spins, alone or with the deposit match.' },
      ),
    ),
    heroImage: Type.Optional(
      Type.String({
        pattern: ASSET_PATH_PATTERN,
        description: 'A JPEG, PNG, WebP or AVIF image (no SVG) under campaigns/assets/.',
      }),
    ),
    accent: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$' })),
  },
  { additionalProperties: false },
);
export type WelcomeBonusParamsData = Static<typeof WelcomeBonusParams>;
export default WelcomeBonusParams;
