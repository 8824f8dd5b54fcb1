import { Type, type Static } from '@sinclair/typebox';
import { CURRENCIES, type Currency } from '../../model/codes.ts';
import { ASSET_PATH_PATTERN } from '../../model/campaignSchema.ts';

const CurrencyCode = Type.Unsafe<Currency>({
  type: 'string',
  enum: [...CURRENCIES],
  description: 'ISO currency code, upper case, e.g. INR.',
});
const ImagePath = (description: string) => Type.String({ pattern: ASSET_PATH_PATTERN, description });

/**
 * Params of the blogger template: a creator's exclusive welcome offer. A page on a {name} route is
 * the same for every handle, so it leaves `blogger` out and shows a generic partner badge.
 */
export const BloggerParams = Type.Object(
  {
    blogger: Type.Optional(
      Type.Object(
        {
          name: Type.String({
            minLength: 1,
            maxLength: 40,
            description: 'The creator\'s display name, e.g. "Rahul Plays".',
          }),
          handle: Type.Optional(
            Type.String({
              pattern: '^@[A-Za-z0-9_.]{2,30}$',
              description: 'Social handle with its @, e.g. "@rahulplays".',
            }),
          ),
          avatarImage: Type.Optional(
            ImagePath(
              'Square JPEG, PNG, WebP or AVIF photo (no SVG) under campaigns/assets/; without it the initials are shown.',
            ),
          ),
        },
        {
          additionalProperties: false,
          description: 'The creator who brings the offer; omit on pages shared by every handle.',
        },
      ),
    ),
    game: Type.Optional(
      Type.String({ maxLength: 40, description: 'Game the creator plays, shown as a kicker, e.g. "Aviator".' }),
    ),
    percent: Type.Integer({
      minimum: 200,
      maximum: 300,
      description: 'Bonus percent on the first deposit: 200 to 300.',
    }),
    maxBonus: Type.Array(
      Type.Object(
        {
          amount: Type.Number({ exclusiveMinimum: 0, description: 'Largest bonus in major units, e.g. 25000.' }),
          currency: CurrencyCode,
        },
        { additionalProperties: false, description: 'Largest bonus in one currency.' },
      ),
      {
        minItems: 1,
        description:
          'Largest bonus per currency (such as 25,000 to 55,000 INR); the route currency, or else the first, is shown.',
      },
    ),
    promoCode: Type.Optional(
      Type.String({
        pattern: '^[0-9]{1,12}$',
        description:
          "The creator's promo code, entered in the sign-up form: digits 0–9, at most 12, as the form accepts (spec 5).",
      }),
    ),
    accent: Type.Optional(
      Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'Accent colour of figures and buttons, e.g. #ffc130.' }),
    ),
  },
  { additionalProperties: false, description: 'Blogger offer: the creator, the bonus percent and its cap.' },
);
export type BloggerParamsData = Static<typeof BloggerParams>;
export default BloggerParams;
