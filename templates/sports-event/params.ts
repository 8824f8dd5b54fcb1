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
const LocalDateTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2})?$',
  description: 'Local date or date-time in the schedule time zone, e.g. 2024-03-22T19:30.',
});
const Colour = Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'A colour, e.g. #1c3f94.' });

export const SPORTS = ['cricket', 'football', 'tennis', 'basketball', 'kabaddi', 'multi'] as const;
export const OFFER_KINDS = ['free-bet', 'odds-boost', 'cashback', 'bonus', 'insurance', 'combo-boost', 'pool'] as const;
export const STAGES = ['test', 'odi', 't20', 'league', 'playoff', 'semi-final', 'final'] as const;

const Team = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: 32,
      description: 'Team name as fans know it, e.g. "India" or "Real Madrid".',
    }),
    code: Type.String({ pattern: '^[A-Z0-9]{2,4}$', description: 'Short code drawn on the badge, e.g. IND, RMA.' }),
    colors: Type.Optional(
      Type.Array(Colour, { minItems: 1, maxItems: 2, description: 'Badge colours: fill, then ring and code.' }),
    ),
  },
  { additionalProperties: false, description: 'One side of the fixture.' },
);

/** Params of the sports-event template: matches, tours, leagues and sports offers. Texts come from the campaign's text. */
export const SportsEventParams = Type.Object(
  {
    sport: Type.Unsafe<(typeof SPORTS)[number]>({
      type: 'string',
      enum: [...SPORTS],
      description: 'The sport: picks the ball drawn on the offer card and the kicker; multi for offers on every sport.',
    }),
    competition: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 48,
        description: 'League, tour or tournament name shown as the kicker, e.g. "IPL 2024" or "UEFA Champions League".',
      }),
    ),
    teams: Type.Optional(
      Type.Array(Team, {
        minItems: 2,
        maxItems: 2,
        description: 'The two sides for the fixture header, home (or host) first.',
      }),
    ),
    kickoff: Type.Optional(LocalDateTime),
    venue: Type.Optional(
      Type.String({ minLength: 1, maxLength: 80, description: 'Stadium and city, e.g. "Eden Gardens, Kolkata".' }),
    ),
    fixtures: Type.Optional(
      Type.Array(
        Type.Object(
          {
            date: LocalDateTime,
            stage: Type.Optional(
              Type.Unsafe<(typeof STAGES)[number]>({
                type: 'string',
                enum: [...STAGES],
                description: 'Match format or round, e.g. odi, t20, final.',
              }),
            ),
            venue: Type.Optional(Type.String({ minLength: 1, maxLength: 80, description: 'Stadium and city.' })),
            home: Type.Optional(
              Type.String({
                minLength: 1,
                maxLength: 32,
                description: 'Home side, when it differs from the header teams.',
              }),
            ),
            away: Type.Optional(
              Type.String({
                minLength: 1,
                maxLength: 32,
                description: 'Away side, when it differs from the header teams.',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: 12, description: 'Match list of a series, tour or final stage.' },
      ),
    ),
    offer: Type.Object(
      {
        kind: Type.Unsafe<(typeof OFFER_KINDS)[number]>({
          type: 'string',
          enum: [...OFFER_KINDS],
          description:
            'What the headline figure is. free-bet, insurance: an amount; odds-boost, combo-boost, cashback, bonus: a percent; pool: tournament.pool.',
        }),
        percent: Type.Optional(
          Type.Integer({ minimum: 1, maximum: 1000, description: 'Boost, cashback or bonus percent.' }),
        ),
        amounts: Type.Optional(
          Type.Array(Money, {
            minItems: 1,
            description:
              'Free-bet amount, or the cap of a percent offer, per currency; the route currency picks one, else the first.',
          }),
        ),
      },
      { additionalProperties: false, description: 'The headline offer on the offer card.' },
    ),
    boostLadder: Type.Optional(
      Type.Array(
        Type.Object(
          {
            selections: Type.Integer({
              minimum: 2,
              maximum: 30,
              description: 'Selections in the combo from which this boost applies.',
            }),
            percent: Type.Integer({ minimum: 1, maximum: 1000, description: 'Boost on the winnings, in percent.' }),
          },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: 10, description: 'Combo boost by number of selections, smallest first.' },
      ),
    ),
    heroImage: Type.Optional(
      Type.String({
        pattern: ASSET_PATH_PATTERN,
        description:
          'A JPEG, PNG, WebP or AVIF image (no SVG) under campaigns/assets/ that replaces the drawn ball on the offer card.',
      }),
    ),
    accent: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'Accent colour, e.g. #35e39b.' })),
  },
  { additionalProperties: false },
);
export type SportsEventParamsData = Static<typeof SportsEventParams>;
export default SportsEventParams;
