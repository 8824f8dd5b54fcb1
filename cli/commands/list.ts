/** `promo list`: one line per campaign: slug, template, routes, schedule status, locales. */
import { checkProject } from '../campaign/checkProject.ts';
import type { ProjectFs } from '../campaign/ProjectFs.ts';
import type { Problem } from '../campaign/Problem.ts';
import { planRewrites, planRoutes } from '../../model/planRoutes.ts';
import { scheduleStatus } from '../site/scheduleStatus.ts';
import { coverageSummary } from '../campaign/localeCoverage.ts';
import type { ScheduleStatus } from '../../model/Site.ts';
import { PromoError } from '../errors/PromoError.ts';
import { Errors } from '../errors/errorData.ts';
import { armsOf, runningExperimentLine } from '../site/experimentSummary.ts';

export interface ListDeps {
  root: string;
  fs: ProjectFs;
  out: (s: string) => void;
}
export interface ListOptions {
  status?: ScheduleStatus;
  at: number;
  json?: boolean;
}

export interface ListRow {
  slug: string;
  template: string;
  routes: string[];
  status: ScheduleStatus;
  locales: string[];
  coverage: string;
  file: string;
  arms: { id: string; weight: number }[];
}

export async function runList(deps: ListDeps, opts: ListOptions): Promise<number> {
  const result = await checkProject({ root: deps.root, fs: deps.fs });
  const rows: ListRow[] = result.campaigns
    .map((c) => ({
      slug: c.data.slug,
      template: c.data.template,
      file: c.file,
      routes: [
        ...planRoutes(c.data).map((r) => r.url),
        ...planRewrites(c.data).map((r) => `${r.prefix}{${c.data.route?.param?.kind ?? 'name'}}/`),
      ],
      status: scheduleStatus(c.data, opts.at),
      locales: Object.keys(c.data.text),
      coverage: coverageSummary(c.data),
      arms: armsOf(c.data),
    }))
    .filter((r) => !opts.status || r.status === opts.status);
  if (opts.json) {
    deps.out(JSON.stringify(rows, null, 2) + '\n');
    return failIfBroken(result.problems);
  }
  const table = [
    ['SLUG', 'TEMPLATE', 'ROUTES', 'STATUS', 'LOCALES'],
    ...rows.map((r) => [
      r.slug,
      r.template,
      r.routes.length > 1 ? `${r.routes[0]} (+${r.routes.length - 1})` : r.routes[0]!,
      r.status,
      r.coverage,
    ]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  deps.out(
    table
      .map((row) =>
        row
          .map((cell, i) => cell.padEnd(widths[i]!))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n',
  );
  const running = result.campaigns
    .filter((c) => rows.some((r) => r.slug === c.data.slug))
    .map((c) => runningExperimentLine(c.data, opts.at))
    .filter((l) => l !== null);
  if (running.length)
    deps.out(
      `Running experiments (promo report <slug> compares the arms):\n${running.map((l) => `  ${l}`).join('\n')}\n`,
    );
  deps.out(`${rows.length} campaign${rows.length === 1 ? '' : 's'}\n`);
  return failIfBroken(result.problems);
}

/** A file with errors cannot be listed: name each one and where its first error is, then fail. */
function failIfBroken(problems: readonly Problem[]): number {
  const errors = problems.filter((p) => p.severity === 'error');
  if (!errors.length) return 0;
  const first = new Map<string, Problem>();
  for (const p of errors) if (!first.has(p.file)) first.set(p.file, p);
  const files = [...first.values()]
    .map((p) => `\n    ${p.file}:${p.line}:${p.col}  ${p.message.replace(/\.$/, '')}`)
    .join('');
  throw new PromoError(
    Errors.CheckFailed,
    errors.length,
    `${first.size === 1 ? 'this file is' : `these ${first.size} files are`} not listed:${files}`,
  );
}
