/**
 * Every file the studio reads or writes for a campaign is `campaigns/<slug>.yaml`, with a slug as
 * `promo new` accepts it (lower-case letters, digits, - and _): nothing a request says can reach
 * outside `campaigns/`.
 */
import { join, resolve, sep } from 'node:path';
import { SLUG } from '../commands/newSlugProblem.ts';

export class StudioRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function campaignPath(root: string, slug: unknown): string {
  if (typeof slug !== 'string' || !SLUG.test(slug))
    throw new StudioRequestError(
      400,
      `"${String(slug)}" is not a campaign slug: lower-case letters, digits, - and _, starting with a letter or digit.`,
    );
  const dir = resolve(root, 'campaigns');
  const file = join(dir, `${slug}.yaml`);
  if (!file.startsWith(dir + sep)) throw new StudioRequestError(400, `"${slug}" leaves campaigns/.`);
  return file;
}
