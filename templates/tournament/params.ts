import { Type, type Static } from '@sinclair/typebox';
import { ASSET_PATH_PATTERN } from '../../model/campaignSchema.ts';

/** Params of the tournament template: presentation only; the tournament data itself is top-level. */
export const TournamentParams = Type.Object(
  {
    game: Type.Optional(
      Type.String({ maxLength: 60, description: 'Game or provider shown as a kicker, e.g. "Aviator" or "Playson".' }),
    ),
    heroImage: Type.Optional(
      Type.String({
        pattern: ASSET_PATH_PATTERN,
        description: 'A JPEG, PNG, WebP or AVIF image (no SVG) under campaigns/assets/.',
      }),
    ),
    accent: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'Accent colour, e.g. #ffc130.' })),
    showPoints: Type.Optional(Type.Boolean({ description: 'Show the leaderboard points table (default true).' })),
  },
  { additionalProperties: false },
);
export type TournamentParamsData = Static<typeof TournamentParams>;
export default TournamentParams;
