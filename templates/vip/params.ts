import { Type, type Static } from '@sinclair/typebox';
import { CURRENCIES } from '../../model/codes.ts';
import { VIP_DEFAULTS } from './defaults.ts';

const strict = { additionalProperties: false } as const;
const oneOf = <T extends readonly string[]>(values: T, description: string) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], description });

/** VIP benefits: label keys translated in templates/vip/locales/<lang>.json (benefit.<key>). */
export const VIP_BENEFITS = [
  'manager',
  'support',
  'offers',
  'noDeposit',
  'limits',
  'withdrawals',
  'cashback',
  'events',
  'gifts',
  'tournaments',
] as const;
export const VIP_LEVELS = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;

export const VipLevel = Type.Object(
  {
    level: oneOf(VIP_LEVELS, 'The level, as a label key translated into every language.'),
    cashback: Type.Integer({ minimum: 1, maximum: 50, description: 'Weekly cashback of this level, in percent.' }),
    minDeposits: Type.Optional(
      Type.Object(
        {
          amount: Type.Number({ exclusiveMinimum: 0, description: 'Amount in major units.' }),
          currency: oneOf(CURRENCIES, 'ISO currency code, e.g. INR.'),
        },
        { ...strict, description: 'Deposits a month that reach this level.' },
      ),
    ),
  },
  { ...strict, description: 'One VIP level.' },
);

/** Params of the vip template: the VIP contact, the benefits shown and optional levels. */
export const VipParams = Type.Object(
  {
    programme: Type.Optional(
      oneOf(
        ['vip', 'loyalty'] as const,
        'Which programme the page presents: the VIP club (default) or the loyalty programme for regular players; sets the kicker and the offer card labels.',
      ),
    ),
    contactEmail: Type.String({
      pattern: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$',
      maxLength: 120,
      description: 'The VIP contact players e-mail to join (a mailto link), e.g. vip@winplay.example.',
    }),
    cashbackPercent: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 50,
        description: `Highest weekly cashback, in percent (default ${VIP_DEFAULTS.cashbackPercent}).`,
      }),
    ),
    replyHours: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 168,
        description: `The VIP team answers an application within this many hours (default ${VIP_DEFAULTS.replyHours}).`,
      }),
    ),
    benefits: Type.Optional(
      Type.Array(oneOf(VIP_BENEFITS, 'A benefit, as a label key.'), {
        minItems: 1,
        uniqueItems: true,
        description: `Benefits in grid order. Default: ${VIP_DEFAULTS.benefits.join(', ')}.`,
      }),
    ),
    levels: Type.Optional(Type.Array(VipLevel, { minItems: 1, maxItems: 5, description: 'VIP levels, lowest first.' })),
    accent: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'Accent colour, e.g. #ffc130.' })),
  },
  strict,
);
export type VipParamsData = Static<typeof VipParams>;
export default VipParams;

// The defaults are plain data for Page.tsx (no TypeBox in the browser); here they are held to the params' types.
VIP_DEFAULTS satisfies {
  readonly [K in 'benefits' | 'cashbackPercent' | 'replyHours']: Readonly<Required<VipParamsData>[K]>;
};
