/**
 * The pages and server rules of A/B experiments, pure: the control stays at each of the campaign's
 * URLs and every other arm is pre-rendered beside it at `<url>__arm/<id>/`; servers pick the file
 * per visitor (cookie, or a weighted draw) before sending any HTML. An experiment past its end is
 * not planned: everyone gets the control.
 */
import type { CampaignData } from '../../model/campaignSchema.ts';
import {
  armCampaign,
  armShares,
  armUrl,
  controlArm,
  experimentIdOf,
  armCookieName,
  pageExperiment,
  DEFAULT_EXPERIMENT_DAYS,
} from '../../model/experiment.ts';
import type { RouteVariant } from '../../model/planRoutes.ts';
import { parseLocal } from '../campaign/localTime.ts';
import { zonedEndOfDay } from '../../model/zonedTime.ts';
import type { SiteExperiment } from '../../model/Site.ts';

/** What a server needs to assign visitors of one experiment. */
export type ServedExperiment = SiteExperiment;

export interface ArmPage {
  url: string;
  campaign: CampaignData;
  variant: RouteVariant;
  experiment: ReturnType<typeof pageExperiment>;
}

export function experimentEnds(c: CampaignData, at: number): number {
  const e = c.experiment;
  const tz = c.schedule?.timeZone ?? 'UTC';
  const raw = e?.ends ?? c.schedule?.ends;
  const d = raw ? parseLocal(raw, tz) : null;
  if (d === null || !raw) return at + DEFAULT_EXPERIMENT_DAYS * 86_400_000;
  return raw.length === 10 ? zonedEndOfDay(raw, tz) : d;
}

/** A running experiment's assignment rules, or null (none, or ended). */
export function servedExperiment(
  c: CampaignData,
  variants: readonly RouteVariant[],
  at: number,
): ServedExperiment | null {
  const e = c.experiment;
  if (!e) return null;
  const ends = experimentEnds(c, at);
  if (ends <= at) return null;
  const id = experimentIdOf(c);
  return {
    id,
    slug: c.slug,
    cookie: armCookieName(id),
    control: controlArm(e).id,
    arms: armShares(e),
    urls: variants.map((v) => v.url),
    ends,
  };
}

/** Every page of one route variant: the control at its URL, each other arm at its hidden path. */
export function armPages(c: CampaignData, variant: RouteVariant, served: ServedExperiment | null): ArmPage[] {
  if (!served || !c.experiment) return [{ url: variant.url, campaign: c, variant, experiment: undefined }];
  // The control first: code that takes a campaign's first page gets its public URL.
  const arms = [...c.experiment.arms].sort((a, b) => Number(b.id === served.control) - Number(a.id === served.control));
  return arms.map((arm) => {
    if (arm.id === served.control)
      return { url: variant.url, campaign: c, variant, experiment: pageExperiment(c, arm.id) };
    const url = armUrl(variant.url, arm.id);
    return { url, campaign: armCampaign(c, arm), variant: { ...variant, url }, experiment: pageExperiment(c, arm.id) };
  });
}
