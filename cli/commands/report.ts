/**
 * `promo report <slug>`: the A/B experiment of a campaign, per arm: visitors (pixel calls), sign-up
 * dialog opens (statistics calls), registrations, conversion with a 95 % Wilson interval, and a
 * two-proportion z-test against the control. Events come from a running sandbox or an exported file.
 */
import { join } from 'node:path';
import { DEFAULT_SERVE_PORT, SANDBOX_PREFIX } from '../serve/sandboxPrefix.ts';
import { checkProject } from '../campaign/checkProject.ts';
import { hasErrors } from '../campaign/Problem.ts';
import type { ProjectFs } from '../campaign/ProjectFs.ts';
import { isEnoent } from '../campaign/ProjectFs.ts';
import { PromoError } from '../errors/PromoError.ts';
import type { ErrorData } from '../errors/errorData.ts';
import { Errors } from '../errors/errorData.ts';
import { armShares, experimentIdOf } from '../../model/experiment.ts';
import { tallyArms, type ArmRow } from '../report/armTally.ts';
import { EventsFormatError, readEvents, type EventSources } from '../report/readEvents.ts';

export const ReportErrors = {
  NoExperiment: { code: 'PROMO_NO_EXPERIMENT', title: 'No experiment', exitCode: 1, message: (slug: string) => `The campaign ${slug} declares no experiment, so there is nothing to report.`, hint: 'Add experiment: { arms: [...] } to its YAML file; promo list shows the running experiments.' } satisfies ErrorData<[string]>,
  NoEvents: { code: 'PROMO_NO_EVENTS', title: 'Events could not be read', exitCode: 1, message: (why: string) => why, hint: 'promo report <slug> --from http://127.0.0.1:4010 (a running sandbox) or --from events.json / events.csv' } satisfies ErrorData<[string]>,
};

export interface ReportDeps extends EventSources { root: string; fs: ProjectFs; out: (s: string) => void }
export interface ReportOptions { slug: string; from?: string; format: 'text' | 'json' }

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function formatReport(title: string, rows: readonly ArmRow[]): string {
  const head = ['ARM', 'WEIGHT', 'VISITORS', 'OPENS', 'REGISTRATIONS', 'CONVERSION', '95% INTERVAL', 'VS CONTROL'];
  const total = rows.reduce((s, r) => s + r.weight, 0);
  const body = rows.map((r) => [
    r.control ? `${r.id} (control)` : r.id, pct(r.weight / total), String(r.visitors), String(r.opens), String(r.registrations), pct(r.conversion),
    `${pct(r.interval[0])}–${pct(r.interval[1])}`,
    r.control ? '—' : r.vsControl ? `${r.vsControl.difference >= 0 ? '+' : ''}${(r.vsControl.difference * 100).toFixed(1)} pts, z=${r.vsControl.z.toFixed(2)}, p=${r.vsControl.p.toFixed(3)}, ${r.vsControl.significant ? 'significant' : 'not significant'}` : 'no comparison yet (an arm has no visitors)',
  ]);
  const table = [head, ...body];
  const widths = head.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  const lines = table.map((row) => row.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd());
  return `${title}\n${lines.join('\n')}\nConversion = registrations / visitors (pixel calls); significant at p < 0.05 (two-proportion z-test against the control).\n`;
}

export async function runReport(deps: ReportDeps, opts: ReportOptions): Promise<number> {
  const check = await checkProject({ root: deps.root, fs: deps.fs, files: [join(deps.root, 'campaigns', `${opts.slug}.yaml`)], alone: true });
  const campaign = check.campaigns[0]?.data;
  if (!campaign) {
    if (check.problems.some((p) => p.code === 'file/missing')) throw new PromoError(Errors.BadOption, '<slug>', `there is no campaigns/${opts.slug}.yaml. promo list shows the campaigns.`);
    throw new PromoError(Errors.CheckFailed, check.problems.filter((p) => p.severity === 'error').length, 'no report was made (run promo check)');
  }
  if (hasErrors(check.problems)) throw new PromoError(Errors.CheckFailed, check.problems.filter((p) => p.severity === 'error').length, 'no report was made (run promo check)');
  if (!campaign.experiment) throw new PromoError(ReportErrors.NoExperiment, opts.slug);
  // By default, the sandbox a `promo serve` on its default port mounts beside the site.
  const from = opts.from ?? `http://127.0.0.1:${DEFAULT_SERVE_PORT}${SANDBOX_PREFIX}`;
  let events: Awaited<ReturnType<typeof readEvents>>;
  try {
    events = await readEvents(from, deps);
  } catch (e) {
    if (e instanceof EventsFormatError) throw new PromoError(ReportErrors.NoEvents, e.message);
    if (isEnoent(e)) throw new PromoError(ReportErrors.NoEvents, `${from} does not exist.`);
    throw e;
  }
  const id = experimentIdOf(campaign);
  const rows = tallyArms(events, id, armShares(campaign.experiment).map((a) => ({ id: a.id, weight: a.weight, control: a.control })));
  if (opts.format === 'json') deps.out(JSON.stringify({ slug: campaign.slug, experiment: id, source: from, arms: rows }, null, 2) + '\n');
  else deps.out(formatReport(`Experiment ${id} (${campaign.slug}), events from ${from}`, rows));
  return 0;
}
