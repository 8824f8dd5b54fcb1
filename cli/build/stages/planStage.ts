/**
 * Stage 2, plan: the route manifest (every page with its data, for the environment and moment), the
 * campaign images prepared (encoded or taken from the image cache) and recorded on the pages that
 * show them, and which pages to render: those whose key (data + bundle) differs from the current
 * build's, all with `full`. Nothing is written into a build folder yet.
 */
import { addCampaignImages } from '../images.ts';
import { planRender, previousIndex, type PagesIndex, type RenderPlan } from '../incremental.ts';
import { planSite, type PlanOptions } from '../../site/planSite.ts';
import type { CampaignData } from '../../../model/campaignSchema.ts';
import type { RouteManifest } from '../../../model/Site.ts';
import type { SiteConfig } from '../../../model/siteConfigSchema.ts';

export type CampaignImages = Awaited<ReturnType<typeof addCampaignImages>>;

export interface PlanInput extends PlanOptions {
  root: string;
  config: SiteConfig;
  campaigns: readonly CampaignData[];
  /** The bundle's content hash (bundleCache.ts): part of every page's key. */
  bundle: string;
  /** The output folder (absolute): its current build is the one pages are kept from. */
  target: string;
  /** Render every page. */
  full?: boolean;
  /** Prepares the manifest's images (default: images.ts, sharp and the image cache). */
  images?: (root: string, manifest: RouteManifest) => Promise<CampaignImages>;
}
export interface Planned {
  manifest: RouteManifest;
  images: CampaignImages;
  /** The current build and its pages index, which unchanged pages are linked from; null with `full` or when there is none. */
  previous: { dir: string; index: PagesIndex } | null;
  /** Every page's key, and which to render and which to reuse. */
  pages: RenderPlan;
}

export async function planStage(input: PlanInput): Promise<Planned> {
  const {
    root,
    config,
    campaigns,
    env,
    at,
    apiOverride,
    preview,
    bundle,
    target,
    full,
    images = addCampaignImages,
  } = input;
  const manifest = planSite(config, campaigns, { env, at, apiOverride, preview });
  // Before the keys: a page's key covers the images recorded on it.
  const prepared = await images(root, manifest);
  const previous = full ? null : await previousIndex(target);
  return { manifest, images: prepared, previous, pages: planRender(manifest, bundle, previous?.index ?? null) };
}
