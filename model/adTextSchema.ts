/**
 * Ad-matched text: which query parameters campaign text may insert with `{{param|Default}}` slots,
 * and how long an inserted value may be. The character policy is fixed (model/adText.ts).
 */
import { Type } from '@sinclair/typebox';

export const AD_PARAM_PATTERN = '^[a-z][a-z0-9_]{0,31}$';
export const AD_TEXT_MAX_LENGTH = 40;

export const AdTextSchema = Type.Object(
  {
    params: Type.Array(Type.String({ pattern: AD_PARAM_PATTERN, description: 'A query parameter, e.g. utm_term, sport or team.' }), {
      minItems: 1, maxItems: 8, uniqueItems: true, description: 'The query parameters text slots may insert ({{utm_term|Cricket}}); any other is refused.',
    }),
    maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: AD_TEXT_MAX_LENGTH, description: 'Longest value inserted (default 24); a longer one shows the default.' })),
  },
  { additionalProperties: false, description: 'Text that matches the ad: query parameters inserted into {{param|Default}} slots of the text, as plain text.' },
);
