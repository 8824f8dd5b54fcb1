/**
 * Ad-matched text: which query parameters campaign text may insert with `{{param|Default}}` slots,
 * how long an inserted value may be, and, per parameter, the only values or the character class it may
 * take. The base policy is fixed (model/adText.ts): no digit runs, domains or mixed scripts.
 */
import { Type } from '@sinclair/typebox';

export const AD_PARAM_PATTERN = '^[a-z][a-z0-9_]{0,31}$';
export const AD_TEXT_MAX_LENGTH = 40;

export const AdTextSchema = Type.Object(
  {
    params: Type.Array(
      Type.String({ pattern: AD_PARAM_PATTERN, description: 'A query parameter, e.g. utm_term, sport or team.' }),
      {
        minItems: 1,
        maxItems: 8,
        uniqueItems: true,
        description: 'The query parameters text slots may insert ({{utm_term|Cricket}}); any other is refused.',
      },
    ),
    maxLength: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: AD_TEXT_MAX_LENGTH,
        description: 'Longest value inserted (default 24); a longer one shows the default.',
      }),
    ),
    only: Type.Optional(
      Type.Record(
        Type.String({ pattern: AD_PARAM_PATTERN }),
        Type.Union([
          Type.Array(Type.String({ minLength: 1, maxLength: AD_TEXT_MAX_LENGTH }), {
            minItems: 1,
            maxItems: 200,
            uniqueItems: true,
            description:
              'The only values shown (compared in any case, shown as written here), e.g. [Cricket, Football].',
          }),
          Type.Union([Type.Literal('latin'), Type.Literal('letters')], {
            description: "latin: A–Z letters, spaces, ' and - only; letters: letters of one script, spaces, ' and -.",
          }),
        ]),
        {
          description:
            'Narrow a slot further: {utm_term: [Cricket, Football]} shows only those values; {team: latin} only plain letters. Other values show the default.',
        },
      ),
    ),
  },
  {
    additionalProperties: false,
    description:
      'Text that matches the ad: query parameters inserted into {{param|Default}} slots of the text, as plain text.',
  },
);
