import { Type, type Static } from '@sinclair/typebox';
import { CURRENCIES, type Currency } from '../../model/codes.ts';
import { CRASH_DEFAULTS } from './defaults.ts';
import { ASSET_PATH_PATTERN } from '../../model/campaignSchema.ts';

const CurrencyCode = Type.Unsafe<Currency>({
  type: 'string',
  enum: [...CURRENCIES],
  description: 'ISO currency code, upper case, e.g. INR.',
});
const Amount = (description: string) =>
  Type.Object(
    {
      amount: Type.Number({ exclusiveMinimum: 0, description: 'Amount in major units (rupees, not paise).' }),
      currency: CurrencyCode,
    },
    { additionalProperties: false, description },
  );

/**
 * Params of the crash template (Aviator, Rich Rocket and other crash games): the game, its screen
 * art and the offer. The headline figure is the first of percent, jackpot, cashback and freeBets given.
 */
export const CrashParams = Type.Object(
  {
    game: Type.String({
      minLength: 1,
      maxLength: 40,
      description: 'Game name shown above the title, e.g. "Aviator" or "Rich Rocket".',
    }),
    art: Type.Optional(
      Type.Unsafe<'plane' | 'rocket'>({
        type: 'string',
        enum: ['plane', 'rocket'],
        description: 'What flies on the game screen: plane (Aviator, the default) or rocket (Rich Rocket).',
      }),
    ),
    multiplier: Type.Optional(
      Type.Number({
        minimum: 1.01,
        maximum: 100000,
        description: `The big multiplier on the game screen, e.g. 100 shows 100.00x. Default ${CRASH_DEFAULTS.multiplier}.`,
      }),
    ),
    history: Type.Optional(
      Type.Array(Type.Number({ minimum: 1, maximum: 100000 }), {
        minItems: 1,
        maxItems: 10,
        description: 'Recent round multipliers shown above the game screen, newest first, e.g. [1.24, 8.5, 2.02].',
      }),
    ),
    bonus: Type.Optional(
      Type.Unsafe<'welcome' | 'deposit'>({
        type: 'string',
        enum: ['welcome', 'deposit'],
        description: 'Kind of percent bonus: welcome (first deposits, the default) or deposit (a reload bonus).',
      }),
    ),
    percent: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 1000, description: 'Deposit bonus percent, e.g. 700 for 700%.' }),
    ),
    maxBonus: Type.Optional(
      Type.Array(Amount('Largest bonus in one currency.'), {
        minItems: 1,
        description:
          'Bonus cap per currency; the route currency, or else the first, is shown and the others listed after it.',
      }),
    ),
    jackpot: Type.Optional(Amount('A jackpot or prize pool to win in the game, e.g. 10,00,000 INR.')),
    cashback: Type.Optional(
      Type.Object(
        {
          percent: Type.Integer({ minimum: 1, maximum: 100, description: 'Cashback percent of net losses, e.g. 10.' }),
          period: Type.Optional(
            Type.Unsafe<'daily' | 'weekly'>({
              type: 'string',
              enum: ['daily', 'weekly'],
              description: 'How often cashback is paid.',
            }),
          ),
        },
        { additionalProperties: false, description: 'Cashback on crash-game losses.' },
      ),
    ),
    freeBets: Type.Optional(
      Type.Object(
        {
          count: Type.Integer({ minimum: 1, maximum: 1000, description: 'Number of free bets, e.g. 30.' }),
          stake: Type.Optional(Amount('Stake of each free bet.')),
        },
        { additionalProperties: false, description: 'Free bets in the game.' },
      ),
    ),
    heroImage: Type.Optional(
      Type.String({
        pattern: ASSET_PATH_PATTERN,
        description:
          'A JPEG, PNG, WebP or AVIF image (no SVG) under campaigns/assets/ that replaces the drawn game screen.',
      }),
    ),
    accent: Type.Optional(
      Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'Accent colour of figures and buttons, e.g. #ffc130.' }),
    ),
  },
  { additionalProperties: false, description: 'Crash-game promotion: the game, its screen and the offer.' },
);
export type CrashParamsData = Static<typeof CrashParams>;
export default CrashParams;

// The defaults are plain data for Page.tsx (no TypeBox in the browser); here they are held to the params' types.
CRASH_DEFAULTS satisfies { readonly [K in 'art' | 'multiplier']: Readonly<Required<CrashParamsData>[K]> };
