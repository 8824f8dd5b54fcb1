import { Type, type Static } from '@sinclair/typebox';
import { CURRENCIES } from '../../model/codes.ts';
import { ASSET_PATH_PATTERN } from '../../model/campaignSchema.ts';

const Currency = Type.Unsafe<(typeof CURRENCIES)[number]>({
  type: 'string',
  enum: [...CURRENCIES],
  description: 'ISO currency code, upper case, e.g. INR.',
});
const Money = Type.Object(
  {
    amount: Type.Number({ exclusiveMinimum: 0, description: 'Amount in major units (rupees, not paise).' }),
    currency: Currency,
  },
  { additionalProperties: false, description: 'An amount and its currency.' },
);

export const TABLE_GAMES = [
  'baccarat',
  'blackjack',
  'roulette',
  'teen-patti',
  'dice-duel',
  'war-of-bets',
  'live-casino',
  'slots',
] as const;
export type TableGame = (typeof TABLE_GAMES)[number];

/** Params of the table-game template: live casino, table and TV games. Texts come from the campaign's text. */
export const TableGameParams = Type.Object(
  {
    game: Type.Unsafe<TableGame>({
      type: 'string',
      enum: [...TABLE_GAMES],
      description:
        'The game: picks the table visual (cards, chips, wheel, dice), the kicker and, for baccarat, blackjack and roulette, the payouts table.',
    }),
    provider: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 40,
        description: 'Studio or provider shown beside the game, e.g. "Evolution" or "BetGames".',
      }),
    ),
    offer: Type.Object(
      {
        kind: Type.Unsafe<'cashback' | 'bonus' | 'pool'>({
          type: 'string',
          enum: ['cashback', 'bonus', 'pool'],
          description:
            'What the headline figure is: a cashback percent, a deposit bonus percent, or a prize pool (then the pool comes from tournament.pool).',
        }),
        percent: Type.Optional(
          Type.Integer({ minimum: 1, maximum: 1000, description: 'Cashback or bonus percent, e.g. 10 for 10%.' }),
        ),
        upTo: Type.Optional(
          Type.Array(Money, {
            minItems: 1,
            description:
              'The cap per currency ("up to 20,000 INR"); the route currency picks one, else the first is shown.',
          }),
        ),
        period: Type.Optional(
          Type.Unsafe<'daily' | 'weekly' | 'monthly'>({
            type: 'string',
            enum: ['daily', 'weekly', 'monthly'],
            description: 'How often cashback is paid.',
          }),
        ),
      },
      { additionalProperties: false, description: 'The headline offer shown on the table card.' },
    ),
    limits: Type.Optional(
      Type.Array(
        Type.Object(
          {
            currency: Currency,
            min: Type.Number({ exclusiveMinimum: 0, description: 'Smallest bet at the table.' }),
            max: Type.Optional(Type.Number({ exclusiveMinimum: 0, description: 'Largest bet at the table.' })),
          },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: 4, description: 'Table bet limits per currency, shown as key facts.' },
      ),
    ),
    showPayouts: Type.Optional(
      Type.Boolean({
        description: 'Show the standard payouts table for baccarat, blackjack and roulette (default true).',
      }),
    ),
    heroImage: Type.Optional(
      Type.String({
        pattern: ASSET_PATH_PATTERN,
        description:
          'A JPEG, PNG, WebP or AVIF image (no SVG) under campaigns/assets/ that replaces the drawn table visual.',
      }),
    ),
    accent: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'Accent colour, e.g. #35e39b.' })),
  },
  { additionalProperties: false },
);
export type TableGameParamsData = Static<typeof TableGameParams>;
export default TableGameParams;
