/**
 * The CLI's figures for `npm run bench`: `promo --version`, and `promo check` on the repo's campaigns
 * and on generated ones, with a cold and a warm check cache; each the median of a few runs, in temp copies.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { median } from 'simple-statistics';
import { PROMO_DIR } from '../cli/cacheRegistry.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Everything promo caches in a project: cold means none of it (check results, generated validator code, bundles). */
const CACHE = PROMO_DIR;

function promo(dir: string, ...args: string[]): number {
  const t = performance.now();
  const r = spawnSync(process.execPath, [join(dir, 'cli', 'promo.mjs'), ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  const ms = performance.now() - t;
  if (r.status !== 0 && !(args[0] === 'check' && r.status === 1))
    throw new Error(`promo ${args.join(' ')} failed in ${dir}:\n${r.stdout}\n${r.stderr}`);
  return ms;
}

/** Median of RUNS timings; `before` runs ahead of each one (e.g. dropping the cache for a cold run). */
function timed(run: () => number, before: () => void = () => {}): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    before();
    times.push(run());
  }
  return Math.round(median(times));
}

export interface CliFigure {
  figure: string;
  ms: number;
  goal: string;
}

/** `project()` makes a temp copy of the repo; `generate(dir, n)` adds n campaigns to it. */
export function cliTimings(
  project: () => string,
  generate: (dir: string, n: number) => void,
  generated: number,
): CliFigure[] {
  const dir = project();
  const big = project();
  try {
    const dropCache = (d: string) => () => rmSync(join(d, CACHE), { recursive: true, force: true });
    // The first run in a fresh copy compiles the CLI (as install does); not counted.
    const firstMs = Math.round(promo(dir, '--version'));
    const rows: CliFigure[] = [
      { figure: 'first run in a fresh copy (compiles the CLI when needed)', ms: firstMs, goal: '' },
      { figure: 'promo --version', ms: timed(() => promo(dir, '--version')), goal: '≪ 1000' },
      { figure: 'promo check, repo, cold cache', ms: timed(() => promo(dir, 'check'), dropCache(dir)), goal: '≤ 1000' },
    ];
    promo(dir, 'check');
    rows.push({ figure: 'promo check, repo, warm cache', ms: timed(() => promo(dir, 'check')), goal: '≤ 1000' });
    generate(big, generated);
    promo(big, '--version');
    rows.push({
      figure: `promo check, ${generated} generated (+ repo), cold cache`,
      ms: timed(() => promo(big, 'check'), dropCache(big)),
      goal: '≤ 3000',
    });
    promo(big, 'check');
    rows.push({
      figure: `promo check, ${generated} generated (+ repo), warm cache`,
      ms: timed(() => promo(big, 'check')),
      goal: '≤ 3000',
    });
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(big, { recursive: true, force: true });
  }
}

export function printCliTimings(rows: CliFigure[]) {
  console.log(`\nCLI (ms, median of ${RUNS} runs)`);
  console.table(rows);
}
