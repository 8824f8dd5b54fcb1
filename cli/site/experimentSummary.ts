/** `promo list`'s view of a campaign's A/B experiment: its arms, and a line when it is running. */
import type { CampaignData } from '../../model/campaignSchema.ts';
import { ARM_QUERY, armShares, experimentIdOf, type PageExperiment } from '../../model/experiment.ts';
import { planRoutes } from '../../model/planRoutes.ts';
import { servedExperiment } from './planArms.ts';

export const armsOf = (c: CampaignData) => (c.experiment?.arms ?? []).map((a) => ({ id: a.id, weight: a.weight }));

/** "cash-race  experiment cash_race: control 50% (control), prize-pool 50% — until 2026-12-15", or null when none is running. */
export function runningExperimentLine(c: CampaignData, at: number): string | null {
  const served = servedExperiment(c, planRoutes(c), at);
  if (!served || !c.experiment) return null;
  const arms = armShares(c.experiment)
    .map((a) => `${a.id} ${Math.round(a.share * 1000) / 10}%${a.control ? ' (control)' : ''}`)
    .join(', ');
  return `${c.slug}: experiment ${experimentIdOf(c)} — ${arms}; until ${new Date(served.ends).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** `?arm=<control>` for a page in an experiment (screenshots compare the control, never a random arm), else ''. */
export const controlArmQuery = (e: PageExperiment | undefined) =>
  e ? `?${ARM_QUERY}=${encodeURIComponent(e.control)}` : '';
