import { Type, type Static } from '@sinclair/typebox';
import { CURRENCIES } from '../../model/codes.ts';

/** Params of the welcome-bonus template: the offer itself (percent and cap per currency). */
export const WelcomeBonusParams = Type.Object(
  {
    kind: Type.Unsafe<'casino' | 'sport' | 'package'>({ type: 'string', enum: ['casino', 'sport', 'package'], description: 'Which welcome offer this is.' }),
    percent: Type.Integer({ minimum: 1, maximum: 1000, description: 'Match percentage, e.g. 100 for 100%.' }),
    maxBonus: Type.Array(
      Type.Object(
        { amount: Type.Number({ exclusiveMinimum: 0 }), currency: Type.Unsafe<string>({ type: 'string', enum: [...CURRENCIES] }) },
        { additionalProperties: false },
      ),
      { minItems: 1, description: 'Largest bonus per currency; the first is shown by default.' },
    ),
    heroImage: Type.Optional(Type.String({ pattern: '^(?!/)(?!.*\\.\\.)[A-Za-z0-9_./-]+\\.(webp|png|jpe?g|svg|avif)$' })),
    accent: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$' })),
  },
  { additionalProperties: false },
);
export type WelcomeBonusParamsData = Static<typeof WelcomeBonusParams>;
export default WelcomeBonusParams;
