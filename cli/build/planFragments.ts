/**
 * What each campaign added to a build's plan, kept beside its pages index (`plan-fragments.json`), so
 * the next build takes an unchanged campaign's part without reading its data back or planning it again.
 *
 * A campaign's part holds when, against the build it was made in: the campaign file's check key is the
 * same (its text, the site config, the params schemas and the checking code: checkCache.ts), so are the
 * images it looked at, the plan's context (the planning code, the bundle, the public site, environment,
 * preview), and every date-time in its data is still on the same side of the build moment, none less
 * than a day away. Those decide everything planning does with a campaign, and a page's key
 * (incremental.ts) covers no more; so its pages keep their URLs and keys, and its rewrites, served
 * experiment and images are the same. At 5,000 campaigns the data of the 4,999 unchanged ones was
 * most of a rebuild after one edit (docs/languages.md).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dateTimesIn, momentsSignature } from './incremental.ts';
import type { CampaignPlan } from '../site/planSite.ts';
import type { CampaignData } from '../../model/campaignSchema.ts';
import type { PublicSite } from '../../model/Site.ts';

export const PLAN_FRAGMENTS_FILE = 'plan-fragments.json';

export interface CampaignFragment {
  /** The images the campaign's check looked at, with their keys (imageKey.ts). */
  assets: Record<string, string>;
  /** The date-times in the campaign's data, and which had passed at the build (momentsSignature). */
  moments: number[];
  passed: string;
  /** Its pages' URLs (their keys are in the pages index), rewrites, served experiment, browser-language URLs, image paths. */
  urls: string[];
  rewrites: CampaignPlan['rewrites'];
  experiment: CampaignPlan['experiment'];
  fromBrowser: string[];
  images: string[];
}
export interface PlanFragments {
  version: 1;
  context: string;
  /** By the campaign file's check key. */
  campaigns: Record<string, CampaignFragment>;
}

/** The plan's context: what every campaign's part depends on besides the campaign. */
export function planContext(parts: { code: string; bundle: string; site: PublicSite; preview?: boolean }): string {
  return createHash('sha256')
    .update(JSON.stringify([parts.code, parts.bundle, parts.site, !!parts.preview]))
    .digest('hex');
}

/** Set by cli/compile.mjs in the compiled CLI; undeclared when running from the sources. */
declare const PROMO_CLI_BUILD: string | undefined;

/**
 * The planning code's identity: the compiled CLI's build (.promo-cli/<build>/, a new one for every
 * change of its sources); null when running from the sources, where no part is kept.
 */
export function compiledCodeVersion(): string | null {
  return typeof PROMO_CLI_BUILD === 'string' ? PROMO_CLI_BUILD : null;
}

/** One campaign's fragment, made from its plan. */
export function fragmentOf(
  data: CampaignData,
  plan: CampaignPlan,
  assets: Record<string, string>,
  images: string[],
  at: number,
): CampaignFragment {
  const moments = dateTimesIn(JSON.stringify(data));
  return {
    assets,
    moments,
    passed: momentsSignature(moments, at),
    urls: Object.keys(plan.pages),
    rewrites: plan.rewrites,
    experiment: plan.experiment,
    fromBrowser: plan.fromBrowser,
    images,
  };
}

/** Whether a kept fragment still holds at `at` for a campaign whose images have `assets` now. */
export function fragmentHolds(f: CampaignFragment, assets: Record<string, string>, at: number): boolean {
  if (f.passed.startsWith('at:') || momentsSignature(f.moments, at) !== f.passed) return false;
  const names = Object.keys(assets);
  return names.length === Object.keys(f.assets).length && names.every((n) => f.assets[n] === assets[n]);
}

/** The fragments of the build in `dir`, or null (none, another format, unreadable JSON). */
export async function readFragments(dir: string): Promise<PlanFragments | null> {
  try {
    const f = JSON.parse(await readFile(join(dir, PLAN_FRAGMENTS_FILE), 'utf8')) as PlanFragments;
    return f.version === 1 && f.campaigns ? f : null;
  } catch (e) {
    if (e instanceof SyntaxError || (e instanceof Error && 'code' in e && e.code === 'ENOENT')) return null;
    throw e;
  }
}
