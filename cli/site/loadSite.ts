/** Loads and checks the project and plans the site: the one entry the build and the dev server share. */
import { checkProject, type CheckOptions, type ProjectCheck } from '../campaign/checkProject.ts';
import { nodeFs } from '../campaign/ProjectFs.ts';
import { hasErrors } from '../campaign/Problem.ts';
import { type CampaignPlan, manifestOf, type PlanOptions, planCampaign, publicSite } from './planSite.ts';
import type { PublicSite, RouteManifest } from '../../model/Site.ts';
import type { DevCheckCaches } from './devCheckCaches.ts';

export interface LoadedSite {
  check: ProjectCheck;
  manifest: RouteManifest | null;
}
/** A site planned: each campaign's plan by its file (as problems name it), in the campaigns' order, from which the manifest is made. */
export interface PlannedSite extends LoadedSite {
  manifest: RouteManifest;
  site: PublicSite;
  plans: Map<string, CampaignPlan>;
}

/** With `caches` (devCheckCaches.ts, `promo dev`), only files changed since the last call are checked again. */
export async function loadSite(
  root: string,
  opts: PlanOptions,
  fs = nodeFs,
  caches?: DevCheckCaches & Pick<CheckOptions, 'validatorCache' | 'stamp'>,
): Promise<LoadedSite | PlannedSite> {
  const check = await checkProject({ root, fs, ...caches });
  if (hasErrors(check.problems) || !check.config) return { check, manifest: null };
  // planSite's manifest, each campaign's part kept: a studio draft re-plans only its own (replanCampaign.ts).
  const site = publicSite(check.config, opts.env, opts.apiOverride);
  const plans = new Map(check.campaigns.map((c) => [c.file, planCampaign(c.data, site, opts)]));
  return { check, site, plans, manifest: manifestOf(check.config, site, [...plans.values()]) };
}
