/**
 * Stage 2, plan: the route manifest (every page with its data, for the environment and moment), the
 * campaign images prepared (encoded or taken from the image cache) and recorded on the pages that
 * show them, and which pages to render: those whose key (data + bundle) differs from the current
 * build's, all with `full`. Nothing is written into a build folder yet.
 *
 * An unchanged campaign's part is taken from the current build's plan fragments (planFragments.ts)
 * when they hold: its data is not read back, and its pages are neither planned nor keyed again; they
 * are kept with the keys the current build's pages index gives them. Only the other campaigns' pages
 * are in the manifest (`manifest.pages`); `pages.keys` lists every page.
 */
import { addCampaignImages } from '../images.ts';
import { planRender, previousIndex, type PagesIndex, type RenderPlan } from '../incremental.ts';
import {
  compiledCodeVersion,
  fragmentHolds,
  fragmentOf,
  planContext,
  readFragments,
  type CampaignFragment,
  type PlanFragments,
} from '../planFragments.ts';
import { manifestOf, planCampaign, publicSite, type CampaignPlan, type PlanOptions } from '../../site/planSite.ts';
import { campaignImages } from '../../campaign/imageRule.ts';
import type { CheckedCampaign } from '../../campaign/checkProject.ts';
import type { CampaignData } from '../../../model/campaignSchema.ts';
import type { RouteManifest } from '../../../model/Site.ts';
import type { SiteConfig } from '../../../model/siteConfigSchema.ts';

export type CampaignImages = Awaited<ReturnType<typeof addCampaignImages>>;

export interface PlanInput extends PlanOptions {
  root: string;
  config: SiteConfig;
  /** The checked campaigns, in order: data (planned), or a checked campaign (its part possibly kept). */
  campaigns: readonly (CampaignData | CheckedCampaign)[];
  /** The bundle's content hash (bundleCache.ts): part of every page's key. */
  bundle: string;
  /** The output folder (absolute): its current build is the one pages are kept from. */
  target: string;
  /** Render every page. */
  full?: boolean;
  /** Prepares the manifest's images (default: images.ts, sharp and the image cache). */
  images?: (root: string, manifest: RouteManifest, also: string[]) => Promise<CampaignImages>;
  /** The planning code's identity (default: the compiled CLI's build; none from the sources: no part is kept). */
  code?: string | null;
}
export interface Planned {
  /** The site, with the pages of the campaigns planned by this build (all with `full` or without a current build). */
  manifest: RouteManifest;
  images: CampaignImages;
  /** The current build and its pages index, which unchanged pages are linked from; null with `full` or when there is none. */
  previous: { dir: string; index: PagesIndex } | null;
  /** Every page's key, and which to render and which to reuse. */
  pages: RenderPlan;
  /** This build's plan fragments, to be kept beside its pages index; null when the code has no identity. */
  fragments: PlanFragments | null;
  /** How many campaigns' parts were kept from the current build, and how many campaigns there are. */
  kept: number;
  campaigns: number;
}

export async function planStage(input: PlanInput): Promise<Planned> {
  const { root, config, campaigns, env, at, apiOverride, preview, bundle, target, full } = input;
  const images = input.images ?? addCampaignImages;
  const code = input.code === undefined ? compiledCodeVersion() : input.code;
  const site = publicSite(config, env, apiOverride);
  const context = code ? planContext({ code, bundle, site, preview }) : '';
  const previous = full ? null : await previousIndex(target);
  const was = previous && code ? await readFragments(previous.dir) : null;
  const kept = was?.context === context ? was.campaigns : {};
  const opts = { env, at, apiOverride, preview };
  const parts: CampaignPlan[] = [];
  const fragments: PlanFragments = { version: 1, context, campaigns: {} };
  // Every campaign's page URLs in order: the pages index lists them as a full plan would.
  const order: string[][] = [];
  const keptUrls: string[] = [];
  const keptImages: string[] = [];
  let keptCount = 0;
  const planned = new Map<string, { assets: Record<string, string>; data: CampaignData; plan: CampaignPlan }>();
  const made: Array<[string, CampaignFragment | null]> = [];
  for (const c of campaigns) {
    const checked = 'load' in c ? c : null;
    const f = checked ? kept[checked.key] : undefined;
    if (checked && f && fragmentHolds(f, checked.assets, at) && f.urls.every((u) => previous?.index.pages[u])) {
      parts.push({ pages: {}, rewrites: f.rewrites, experiment: f.experiment, fromBrowser: f.fromBrowser });
      made.push([checked.key, f]);
      order.push(f.urls);
      keptUrls.push(...f.urls);
      keptImages.push(...f.images);
      keptCount++;
      continue;
    }
    const data = checked ? await checked.load() : (c as CampaignData);
    const plan = planCampaign(data, site, opts);
    parts.push(plan);
    order.push(Object.keys(plan.pages));
    if (checked) {
      planned.set(checked.key, { assets: checked.assets, data, plan });
      made.push([checked.key, null]);
    }
  }
  const manifest = manifestOf(config, site, parts);
  // Before the keys: a page's key covers the images recorded on it.
  const prepared = await images(root, manifest, keptImages);
  // The fragments in the campaigns' order, as a full plan writes them.
  for (const [key, f] of made) {
    if (f) fragments.campaigns[key] = f;
    else {
      const { assets, data, plan } = planned.get(key)!;
      const paths = new Set(Object.values(plan.pages).flatMap((p) => campaignImages(p.campaign).map((i) => i.path)));
      fragments.campaigns[key] = fragmentOf(data, plan, assets, [...paths], at);
    }
  }
  const pages = planRender(manifest, bundle, previous?.index ?? null);
  if (keptUrls.length) {
    for (const url of keptUrls) {
      pages.keys[url] = previous!.index.pages[url]!.key;
      pages.reuse.push(url);
    }
    const keys = pages.keys;
    pages.keys = Object.fromEntries(order.flat().map((url) => [url, keys[url]!]));
  }
  return {
    manifest,
    images: prepared,
    previous,
    pages,
    fragments: code ? fragments : null,
    kept: keptCount,
    campaigns: campaigns.length,
  };
}
