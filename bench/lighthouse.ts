/**
 * Lighthouse mobile (its default profile: Moto G Power, 4x CPU, slow 4G, simulated throttling) on one
 * page per template, against the same page with every script removed (bench/scriptFree.ts), in one run:
 * the two alternate (the order swapped every other run) so both see the same machine. The goal is
 * relative, so it holds on a noisy machine: promo's median performance score within 2 points of the
 * script-free page's, its median total blocking time within 100 ms. Lighthouse is not a project
 * dependency: it is imported from a temporary folder (LIGHTHOUSE_DIR, default /tmp/lh; `npm install
 * --prefix /tmp/lh lighthouse@12.2.3 chrome-launcher@1.2.1`). Reports (summary.json, and per template
 * promo's median run as JSON without screenshots) go to bench/lighthouse/.
 *
 * Each run is audited twice: as Lighthouse reports it (the stranger's figure), and again from the same
 * saved trace with the page's main-thread tasks at the CPU they used (threadTimeTrace.ts), which the
 * machine's load does not stretch. The load average is kept with every run: Lighthouse multiplies the
 * wall time of what it observed by 4, so on a busy machine its figures say more about the machine.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS } from './dialogTiming.ts';
import { scriptFreeCopy } from './scriptFree.ts';
import { serveBuild } from './serveBuild.ts';
import { atThreadTime, type TraceEvent } from './threadTimeTrace.ts';

export const LIGHTHOUSE_DIR = process.env.LIGHTHOUSE_DIR ?? '/tmp/lh';
export const LIGHTHOUSE_VERSION = '12.2.3';
const OUT = resolve(import.meta.dirname, 'lighthouse');

interface LhResult {
  lhr: {
    fullPageScreenshot?: unknown;
    categories: { performance: { score: number | null } };
    audits: Record<string, { numericValue?: number }>;
  };
  report: string | string[];
}
type LighthouseFn = (url: string, flags: Record<string, unknown>, config?: unknown) => Promise<LhResult | undefined>;
interface Launcher {
  launch(opts: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): Promise<void> | void }>;
}

export interface Spread {
  min: number;
  median: number;
  max: number;
}
export interface SideFigures {
  score: Spread;
  tbtMs: Spread;
  lcpMs: Spread;
  scores: number[];
  tbts: number[];
  /** The same runs audited with every main-thread task at its thread time (threadTimeTrace.ts). */
  cpu: { score: Spread; tbtMs: Spread; lcpMs: Spread; scores: number[]; tbts: number[] };
  /** The 1-minute load average when each run started. */
  loads: number[];
}
export interface PairRow {
  template: string;
  url: string;
  promo: SideFigures;
  scriptFree: SideFigures;
  met: boolean;
  /** The goal on the thread-time audits. */
  metOnCpu: boolean;
}

/** The report without its screenshots (most of its size); opens in the Lighthouse Viewer (googlechrome.github.io/lighthouse/viewer). */
function slim(lhr: LhResult['lhr']) {
  const { fullPageScreenshot: _screens, ...rest } = lhr;
  const audits = Object.fromEntries(
    Object.entries(rest.audits).filter(([id]) => id !== 'screenshot-thumbnails' && id !== 'final-screenshot'),
  );
  return { ...rest, audits };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const spread = (xs: number[]): Spread => ({ min: Math.min(...xs), median: median(xs), max: Math.max(...xs) });
export const showSpread = (s: Spread) => `${s.min} / ${s.median} / ${s.max}`;

export function lighthouseInstalled() {
  return (
    existsSync(join(LIGHTHOUSE_DIR, 'node_modules', 'lighthouse')) &&
    existsSync(join(LIGHTHOUSE_DIR, 'node_modules', 'chrome-launcher'))
  );
}

const score = (r: LhResult) => Math.round((r.lhr.categories.performance.score ?? 0) * 100);
const num = (r: LhResult, id: string) => Math.round(r.lhr.audits[id]?.numericValue ?? Number.NaN);
const figuresOf = (runs: LhResult[]) => ({
  score: spread(runs.map(score)),
  tbtMs: spread(runs.map((r) => num(r, 'total-blocking-time'))),
  lcpMs: spread(runs.map((r) => num(r, 'largest-contentful-paint'))),
  scores: runs.map(score),
  tbts: runs.map((r) => num(r, 'total-blocking-time')),
});
interface Run {
  wall: LhResult;
  cpu: LhResult;
  load: number;
}
const figures = (runs: Run[]): SideFigures => ({
  ...figuresOf(runs.map((r) => r.wall)),
  cpu: figuresOf(runs.map((r) => r.cpu)),
  loads: runs.map((r) => r.load),
});

/** The goal, on medians: score within 2 points of the script-free page's, TBT within 100 ms of it. */
export const goalMet = (promo: Pick<SideFigures, 'score' | 'tbtMs'>, bare: Pick<SideFigures, 'score' | 'tbtMs'>) =>
  promo.score.median >= bare.score.median - 2 && promo.tbtMs.median <= bare.tbtMs.median + 100;

/**
 * Runs Lighthouse `runs` times per page on promo's build and on its script-free copy (origins of the two
 * servers), alternating, a fresh browser per run (nothing cached between runs); keeps promo's median report.
 */
export async function lighthousePairs(
  origins: { promo: string; scriptFree: string },
  pages: [template: string, path: string][],
  runs = 3,
  save = true,
): Promise<PairRow[]> {
  const mod = (name: string) =>
    import(
      pathToFileURL(
        join(LIGHTHOUSE_DIR, 'node_modules', name, name === 'lighthouse' ? 'core/index.js' : 'dist/index.js'),
      ).href
    );
  const lighthouse = (await mod('lighthouse')).default as LighthouseFn;
  const launcher = (await mod('chrome-launcher')) as Launcher;
  const flags = { output: 'json', onlyCategories: ['performance'], logLevel: 'error', formFactor: 'mobile' };
  /** One run: gathered and audited (artifacts kept in a temporary folder), then audited again at thread time. */
  const once = async (url: string): Promise<Run> => {
    const load = Math.round(loadavg()[0]! * 10) / 10;
    const folder = mkdtempSync(join(tmpdir(), 'promo-lh-'));
    const saved = join(folder, 'observed');
    const chrome = await launcher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    let running = true;
    const stop = async () => {
      if (running) await chrome.kill();
      running = false;
    };
    try {
      const wall = await lighthouse(url, { ...flags, port: chrome.port, gatherMode: saved, auditMode: saved });
      if (!wall) throw new Error(`Lighthouse returned nothing for ${url}`);
      await stop();
      const atCpu = join(folder, 'thread-time');
      cpSync(saved, atCpu, { recursive: true });
      const traceFile = join(atCpu, 'defaultPass.trace.json');
      const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
      atThreadTime(trace.traceEvents);
      writeFileSync(traceFile, JSON.stringify(trace));
      const cpu = await lighthouse(url, { ...flags, auditMode: atCpu });
      if (!cpu) throw new Error(`Lighthouse's audit at thread time returned nothing for ${url}`);
      return { wall, cpu, load };
    } finally {
      await stop();
      rmSync(folder, { recursive: true, force: true });
    }
  };
  if (save) mkdirSync(OUT, { recursive: true });
  const rows: PairRow[] = [];
  for (const [template, path] of pages) {
    const promo: Run[] = [];
    const bare: Run[] = [];
    for (let i = 0; i < runs; i++) {
      const order = i % 2 ? (['scriptFree', 'promo'] as const) : (['promo', 'scriptFree'] as const);
      for (const side of order) (side === 'promo' ? promo : bare).push(await once(`${origins[side]}${path}`));
    }
    const mine = figures(promo);
    const theirs = figures(bare);
    rows.push({
      template,
      url: path,
      promo: mine,
      scriptFree: theirs,
      met: goalMet(mine, theirs),
      metOnCpu: goalMet(mine.cpu, theirs.cpu),
    });
    console.error(
      `${template}: score ${mine.scores.join(' ')} (no JS ${theirs.scores.join(' ')}), TBT ms ${mine.tbts.join(' ')} (no JS ${theirs.tbts.join(' ')}); at thread time: score ${mine.cpu.scores.join(' ')} (no JS ${theirs.cpu.scores.join(' ')}), TBT ms ${mine.cpu.tbts.join(' ')} (no JS ${theirs.cpu.tbts.join(' ')}); load ${[...mine.loads, ...theirs.loads].join(' ')}`,
    );
    const mid = [...promo].sort((a, b) => score(a.wall) - score(b.wall))[Math.floor(promo.length / 2)]!;
    if (save) writeFileSync(join(OUT, `${template}.json`), `${JSON.stringify(slim(mid.wall.lhr))}\n`);
  }
  return rows;
}

export function printPairs(rows: PairRow[], runs: number) {
  const loads = rows.flatMap((r) => [...r.promo.loads, ...r.scriptFree.loads]);
  console.log(
    `Lighthouse ${LIGHTHOUSE_VERSION} mobile, one page per template, promo against the same page with every script removed, ${runs} runs each alternating (min / median / max), load average ${Math.min(...loads)}–${Math.max(...loads)} on ${os.availableParallelism()} cores. Goal: median score within 2 points, median TBT within 100 ms of the script-free page. "at thread time": the same runs audited again with each main-thread task at the CPU it used (bench/threadTimeTrace.ts), which the load does not stretch; Lighthouse's own figures above load ~1 per core mostly measure the machine.`,
  );
  console.table(
    rows.map((r) => ({
      template: r.template,
      'score promo': showSpread(r.promo.score),
      'score no JS': showSpread(r.scriptFree.score),
      'TBT ms promo': showSpread(r.promo.tbtMs),
      'TBT ms no JS': showSpread(r.scriptFree.tbtMs),
      'LCP ms promo': r.promo.lcpMs.median,
      'LCP ms no JS': r.scriptFree.lcpMs.median,
      goal: r.met ? 'met' : 'NOT met',
    })),
  );
  console.log('The same runs at thread time:');
  console.table(
    rows.map((r) => ({
      template: r.template,
      'score promo': showSpread(r.promo.cpu.score),
      'score no JS': showSpread(r.scriptFree.cpu.score),
      'TBT ms promo': showSpread(r.promo.cpu.tbtMs),
      'TBT ms no JS': showSpread(r.scriptFree.cpu.tbtMs),
      'LCP ms promo': r.promo.cpu.lcpMs.median,
      'LCP ms no JS': r.scriptFree.cpu.lcpMs.median,
      goal: r.metOnCpu ? 'met' : 'NOT met',
    })),
  );
}

/**
 * Serves a built project's `outDir` and its script-free copy side by side and compares them on the
 * given pages (template, path under the origin).
 */
export async function compareBuild(
  projectDir: string,
  outDir: string,
  pages: [string, string][],
  runs = 3,
  save = true,
): Promise<PairRow[]> {
  const copy = mkdtempSync(join(tmpdir(), 'promo-noscript-'));
  scriptFreeCopy(resolve(projectDir, outDir), copy);
  const promo = await serveBuild(projectDir, outDir, pages[0]![1]);
  const bare = await serveBuild(projectDir, copy, pages[0]![1]);
  try {
    const rows = await lighthousePairs({ promo: promo.origin, scriptFree: bare.origin }, pages, runs, save);
    if (save) {
      const summaryFile = join(OUT, 'summary.json');
      const before = existsSync(summaryFile)
        ? ((JSON.parse(readFileSync(summaryFile, 'utf8')) as { rows?: PairRow[] }).rows ?? []).filter(
            (r) => 'metOnCpu' in r,
          )
        : [];
      const merged = [...before.filter((r) => !rows.some((m) => m.template === r.template)), ...rows].sort((a, b) =>
        a.template.localeCompare(b.template),
      );
      writeFileSync(
        summaryFile,
        `${JSON.stringify({ measuredAt: new Date().toISOString(), profile: `Lighthouse ${LIGHTHOUSE_VERSION} mobile defaults (simulated throttling), promo against its script-free copy, ${runs} runs each; cpu: the same runs audited with main-thread tasks at thread time; loads: 1-minute load average at each run (${os.availableParallelism()} cores)`, rows: merged }, null, 2)}\n`,
      );
    }
    return rows;
  } finally {
    promo.stop();
    bare.stop();
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * `node_modules/.bin/tsx bench/lighthouse.ts [template…] [--out-dir dir] [--runs n] [--no-save]`: the
 * comparison on an already built project (this checkout's dist/, `node cli/promo.mjs build`; --out-dir
 * serves another build), one page per named template (all when none is named).
 */
async function main(args: string[]) {
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i < 0 ? undefined : args.splice(i, 2)[1];
  };
  const outDir = option('--out-dir') ?? 'dist';
  const runs = Number(option('--runs') ?? 3);
  const save = !args.includes('--no-save');
  const templates = args.filter((a) => !a.startsWith('--'));
  const { spawnSync } = await import('node:child_process');
  const root = resolve(import.meta.dirname, '..');
  if (!lighthouseInstalled())
    throw new Error(
      `Lighthouse not found in ${LIGHTHOUSE_DIR} (npm install --prefix ${LIGHTHOUSE_DIR} lighthouse@${LIGHTHOUSE_VERSION} chrome-launcher@1.2.1)`,
    );
  const listed = JSON.parse(
    spawnSync(process.execPath, [join(root, 'cli', 'promo.mjs'), 'list', '--json'], { cwd: root, encoding: 'utf8' })
      .stdout,
  ) as { template: string; routes: string[] }[];
  const first = new Map<string, string>();
  for (const row of listed) if (!first.has(row.template)) first.set(row.template, row.routes[0]!);
  const pages = [...first]
    .sort(([a], [b]) => a.localeCompare(b))
    .filter(([t]) => !templates.length || templates.includes(t))
    .map(([t, u]): [string, string] => [t, `/new-promo${u}`]);
  if (!pages.length) throw new Error(`no page for ${templates.join(', ')}; templates: ${[...first.keys()].join(', ')}`);
  printPairs(await compareBuild(root, outDir, pages, runs, save), runs);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main(process.argv.slice(2));
