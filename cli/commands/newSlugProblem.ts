/**
 * Why a slug cannot name a new campaign, before anything is written: none given, not the slug form,
 * or its file exists. One rule for `promo new` (which throws it) and the studio's New screen (which shows
 * its message as the slug is typed). Whether another campaign's route takes the address is judged
 * against the project: `promo new` by checking the written file, the studio by the planned routes.
 */
import { join, relative } from 'node:path';
import { PromoError } from '../errors/PromoError.ts';
import { Errors } from '../errors/errorData.ts';
import type { ProjectFs } from '../campaign/ProjectFs.ts';

export const SLUG = /^[a-z0-9][a-z0-9_-]{0,79}$/;

export function newSlugProblem(fs: ProjectFs, root: string, slug: string | undefined): PromoError | null {
  if (slug === undefined || slug === '') return new PromoError(Errors.MissingSlug);
  if (!SLUG.test(slug)) return new PromoError(Errors.BadSlug, slug);
  const file = join(root, 'campaigns', `${slug}.yaml`);
  if (fs.exists(file)) return new PromoError(Errors.SlugExists, relative(process.cwd(), file) || file);
  return null;
}
