/**
 * The campaign's `experiment`: named arms with weights, each overriding what a test needs (text per
 * locale, the call to action and its dialog, template params such as heroImage). An arm's campaign
 * is the campaign deep-merged with its override (model/experiment.ts) and is checked in full.
 * A factory, so that campaignSchema.ts can hand in its own parts without an import cycle.
 */
import { Type, type TObject, type TString } from '@sinclair/typebox';
import { LOCALES } from './codes.ts';
import { MAX_WEIGHT } from './experiment.ts';

const strict = { additionalProperties: false } as const;

export const ARM_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,19}$';
export const EXPERIMENT_ID_PATTERN = '^[a-z0-9][a-z0-9_]{0,39}$';

export function experimentSchema(parts: { LocaleText: TObject; DialogRef: TObject; LocalDateTime: TString }) {
  const text = Type.Object(Object.fromEntries(LOCALES.map((l) => [l, Type.Optional(Type.Partial(parts.LocaleText))])), {
    ...strict,
    description: 'Text fields this arm replaces, per locale (lists replace the whole list).',
  });
  const Override = Type.Object(
    {
      text: Type.Optional(text),
      cta: Type.Optional(
        Type.Partial(parts.DialogRef, { description: 'Call-to-action fields this arm changes, e.g. variant.' }),
      ),
      params: Type.Optional(Type.Object({}, { description: 'Template params this arm changes, e.g. heroImage.' })),
    },
    { ...strict, description: 'What this arm changes; merged into the campaign, then checked like a campaign.' },
  );
  const Arm = Type.Object(
    {
      id: Type.String({
        pattern: ARM_ID_PATTERN,
        description: 'Arm id: lower-case letters, digits and "-", up to 20; shown in reports and ?arm=<id>.',
      }),
      weight: Type.Number({
        exclusiveMinimum: 0,
        maximum: MAX_WEIGHT,
        description:
          'Relative share of visitors, e.g. 50 and 50, or 2 and 1 (at most 1000000); each arm gets at least 0.01 %.',
      }),
      control: Type.Optional(
        Type.Boolean({
          description:
            'The control arm (default: the first). Search engines and forced previews without an arm see it.',
        }),
      ),
      override: Type.Optional(Override),
    },
    strict,
  );
  return Type.Object(
    {
      id: Type.Optional(
        Type.String({
          pattern: EXPERIMENT_ID_PATTERN,
          description: 'Experiment id (default: the slug with "_" for "-"); names the cookie promo_ab_<id>.',
        }),
      ),
      ends: Type.Optional(parts.LocalDateTime),
      arms: Type.Array(Arm, {
        minItems: 2,
        maxItems: 8,
        description: 'The arms, the control first unless one says control: true.',
      }),
    },
    {
      ...strict,
      description: 'An A/B test: every arm is pre-rendered and each visitor is assigned one, before the first paint.',
    },
  );
}
