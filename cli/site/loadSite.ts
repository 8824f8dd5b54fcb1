/** Loads and checks the project and plans the site: the one entry the build and the dev server share. */
import { checkProject, type CheckOptions, type ProjectCheck } from '../campaign/checkProject.ts';
import { nodeFs } from '../campaign/ProjectFs.ts';
import { hasErrors } from '../campaign/Problem.ts';
import { planSite, type PlanOptions } from './planSite.ts';
import type { RouteManifest } from '../../model/Site.ts';
import type { DevCheckCaches } from './devCheckCaches.ts';

export interface LoadedSite {
  check: ProjectCheck;
  manifest: RouteManifest | null;
}

/** With `caches` (devCheckCaches.ts, `promo dev`), only files changed since the last call are checked again. */
export async function loadSite(
  root: string,
  opts: PlanOptions,
  fs = nodeFs,
  caches?: DevCheckCaches & Pick<CheckOptions, 'validatorCache' | 'stamp'>,
): Promise<LoadedSite> {
  const check = await checkProject({ root, fs, ...caches });
  if (hasErrors(check.problems) || !check.config) return { check, manifest: null };
  return {
    check,
    manifest: planSite(
      check.config,
      check.campaigns.map((c) => c.data),
      opts,
    ),
  };
}
