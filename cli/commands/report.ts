/**
 * `promo report <slug>`: the A/B experiment of a campaign, counted per visitor: per arm visitors,
 * sign-up dialog openers, registrants, conversion with its interval, the always-valid comparison with
 * the control, the split check, and a verdict in plain words (cli/report/, docs/experiments.md).
 * Events come from a running sandbox or an exported file (model/abEvents.ts); --svg draws the picture.
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
import { AB_EVENTS_VERSION } from '../../model/abEvents.ts';
import { analyseExperiment } from '../report/analyseExperiment.ts';
import { formatReport } from '../report/formatReport.ts';
import { reportSvg } from '../report/reportSvg.ts';
import { EventsFormatError, readAbEvents, type EventSources } from '../report/readAbEvents.ts';

export const ReportErrors = {
  NoExperiment: {
    code: 'PROMO_NO_EXPERIMENT',
    title: 'No experiment',
    exitCode: 1,
    message: (slug: string) => `The campaign ${slug} declares no experiment, so there is nothing to report.`,
    hint: 'Add experiment: { arms: [...] } to its YAML file; promo list shows the running experiments.',
  } satisfies ErrorData<[string]>,
  NoEvents: {
    code: 'PROMO_NO_EVENTS',
    title: 'Events could not be read',
    exitCode: 1,
    message: (why: string) => why,
    hint: 'promo report <slug> --from http://127.0.0.1:4010 (a running sandbox) or --from events.json / events.csv (docs/experiments.md, "Event export")',
  } satisfies ErrorData<[string]>,
};

export interface ReportDeps extends EventSources {
  root: string;
  fs: ProjectFs;
  out: (s: string) => void;
  writeFile: (path: string, text: string) => Promise<void>;
}
export interface ReportOptions {
  slug: string;
  from?: string;
  format: 'text' | 'json';
  /** Only events at or after `since` and before `until` (epoch ms). */
  since?: number;
  until?: number;
  /** Write the chart here. */
  svg?: string;
}

export async function runReport(deps: ReportDeps, opts: ReportOptions): Promise<number> {
  const check = await checkProject({
    root: deps.root,
    fs: deps.fs,
    files: [join(deps.root, 'campaigns', `${opts.slug}.yaml`)],
    alone: true,
  });
  const campaign = check.campaigns[0]?.data;
  if (!campaign) {
    if (check.problems.some((p) => p.code === 'file/missing'))
      throw new PromoError(
        Errors.BadOption,
        '<slug>',
        `there is no campaigns/${opts.slug}.yaml. promo list shows the campaigns.`,
      );
    throw new PromoError(
      Errors.CheckFailed,
      check.problems.filter((p) => p.severity === 'error').length,
      'no report was made (run promo check)',
    );
  }
  if (hasErrors(check.problems))
    throw new PromoError(
      Errors.CheckFailed,
      check.problems.filter((p) => p.severity === 'error').length,
      'no report was made (run promo check)',
    );
  if (!campaign.experiment) throw new PromoError(ReportErrors.NoExperiment, opts.slug);
  if (opts.since !== undefined && opts.until !== undefined && opts.until <= opts.since)
    throw new PromoError(Errors.BadOption, '--until', 'must be later than --since.');
  // By default, the sandbox a `promo serve` on its default port mounts beside the site.
  const from = opts.from ?? `http://127.0.0.1:${DEFAULT_SERVE_PORT}${SANDBOX_PREFIX}`;
  let events: Awaited<ReturnType<typeof readAbEvents>>;
  try {
    events = await readAbEvents(from, deps);
  } catch (e) {
    if (e instanceof EventsFormatError) throw new PromoError(ReportErrors.NoEvents, e.message);
    if (isEnoent(e)) throw new PromoError(ReportErrors.NoEvents, `${from} does not exist.`);
    throw e;
  }
  const inWindow = events.filter(
    (e) => (opts.since === undefined || e.time >= opts.since) && (opts.until === undefined || e.time < opts.until),
  );
  const id = experimentIdOf(campaign);
  const analysis = analyseExperiment(inWindow, id, armShares(campaign.experiment));
  const title = `Experiment ${id} (${campaign.slug})`;
  if (opts.svg) await deps.writeFile(opts.svg, reportSvg(title, analysis));
  if (opts.format === 'json') {
    const window = {
      since: opts.since === undefined ? null : new Date(opts.since).toISOString(),
      until: opts.until === undefined ? null : new Date(opts.until).toISOString(),
    };
    deps.out(
      `${JSON.stringify({ schema_version: AB_EVENTS_VERSION, slug: campaign.slug, experiment: id, source: from, ...window, ...analysis, first: iso(analysis.first), last: iso(analysis.last) }, null, 2)}\n`,
    );
  } else {
    deps.out(formatReport(`${title}, events from ${from}`, analysis));
    if (opts.svg) deps.out(`Chart written to ${opts.svg}\n`);
  }
  return 0;
}

const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
