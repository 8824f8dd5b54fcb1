import { Type, type Static } from '@sinclair/typebox';
import { CURRENCIES, type Currency } from '../../model/codes.ts';

/** One prize segment of the wheel. */
export const WheelSegment = Type.Object(
  {
    prize: Type.Unsafe<'cash' | 'bonus' | 'spins' | 'freebet'>({
      type: 'string',
      enum: ['cash', 'bonus', 'spins', 'freebet'],
      description:
        'cash: an amount of money; bonus: a deposit bonus percent; spins: a number of free spins; freebet: a free bet of an amount.',
    }),
    amount: Type.Number({
      exclusiveMinimum: 0,
      description: 'The money amount (cash, freebet), the percent (bonus) or the number of spins (spins).',
    }),
    currency: Type.Optional(
      Type.Unsafe<Currency>({
        type: 'string',
        enum: [...CURRENCIES],
        description: 'Currency of a cash or freebet prize; default the call-to-action currency.',
      }),
    ),
  },
  { additionalProperties: false, description: 'A prize segment on the wheel.' },
);

/** Params of the wheel template (wheel-of-fortune registration pages): the segments and where the wheel stops. */
export const WheelParams = Type.Object(
  {
    segments: Type.Array(WheelSegment, {
      minItems: 6,
      maxItems: 12,
      description: 'Prize segments clockwise from the pointer; 6 to 12.',
    }),
    win: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 11,
        description:
          'Index (from 0) of the segment the wheel stops on: the top prize, shown under the wheel. Default 0.',
      }),
    ),
    accent: Type.Optional(
      Type.String({
        pattern: '^#[0-9a-fA-F]{6}$',
        description: 'Accent colour of the rim, pointer and buttons, e.g. #ffc130.',
      }),
    ),
  },
  { additionalProperties: false, description: 'Wheel-of-fortune page: the prize segments and the winning one.' },
);
export type WheelParamsData = Static<typeof WheelParams>;
export type WheelSegmentData = Static<typeof WheelSegment>;
export default WheelParams;
