/**
 * Lighthouse mobile (its default profile: Moto G Power, 4x CPU, slow 4G) on one page per template,
 * median of 3 runs, against `promo serve`. Lighthouse is not a project dependency: it is imported
 * from a temporary folder (LIGHTHOUSE_DIR, default /tmp/lh; `npm install --prefix /tmp/lh
 * lighthouse@12.2.3 chrome-launcher@1.2.1`). Reports (summary.json, and per template the median run's report as
 * JSON without screenshots) go to bench/lighthouse/.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS } from './dialogTiming.ts';

export const LIGHTHOUSE_DIR = process.env.LIGHTHOUSE_DIR ?? '/tmp/lh';
const OUT = resolve(import.meta.dirname, 'lighthouse');

interface LhResult { lhr: { fullPageScreenshot?: unknown; categories: { performance: { score: number | null } }; audits: Record<string, { numericValue?: number }> }; report: string | string[] }
type LighthouseFn = (url: string, flags: Record<string, unknown>, config?: unknown) => Promise<LhResult | undefined>;
interface Launcher { launch(opts: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): Promise<void> | void }> }

export interface LighthouseRow { template: string; url: string; scores: number[]; score: number; tbtMs: number; lcpMs: number; fcpMs: number; cls: number }

/** The report without its screenshots (most of its size); opens in the Lighthouse Viewer (googlechrome.github.io/lighthouse/viewer). */
function slim(lhr: LhResult['lhr']) {
  const { fullPageScreenshot: _screens, ...rest } = lhr;
  const audits = Object.fromEntries(Object.entries(rest.audits).filter(([id]) => id !== 'screenshot-thumbnails' && id !== 'final-screenshot'));
  return { ...rest, audits };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export function lighthouseInstalled() {
  return existsSync(join(LIGHTHOUSE_DIR, 'node_modules', 'lighthouse')) && existsSync(join(LIGHTHOUSE_DIR, 'node_modules', 'chrome-launcher'));
}

/** Runs Lighthouse `runs` times per page (origin: where `promo serve` listens) and keeps the median run's report. */
export async function lighthouseTemplates(origin: string, pages: [template: string, path: string][], runs = 3, save = true): Promise<LighthouseRow[]> {
  const mod = (name: string) => import(pathToFileURL(join(LIGHTHOUSE_DIR, 'node_modules', name, name === 'lighthouse' ? 'core/index.js' : 'dist/index.js')).href);
  const lighthouse = (await mod('lighthouse')).default as LighthouseFn;
  const launcher = (await mod('chrome-launcher')) as Launcher;
  mkdirSync(OUT, { recursive: true });
  const rows: LighthouseRow[] = [];
  for (const [template, path] of pages) {
    const url = `${origin}${path}`;
    const results: LhResult[] = [];
    for (let i = 0; i < runs; i++) {
      // A fresh browser per run: nothing cached between runs.
      const chrome = await launcher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
      try {
        const r = await lighthouse(url, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error', formFactor: 'mobile' });
        if (r) results.push(r);
      } finally {
        await chrome.kill();
      }
    }
    const score = (r: LhResult) => Math.round((r.lhr.categories.performance.score ?? 0) * 100);
    const ordered = [...results].sort((a, b) => score(a) - score(b));
    const mid = ordered[Math.floor(ordered.length / 2)]!;
    const num = (r: LhResult, id: string) => r.lhr.audits[id]?.numericValue ?? NaN;
    rows.push({
      template, url: path, scores: results.map(score), score: score(mid),
      tbtMs: Math.round(median(results.map((r) => num(r, 'total-blocking-time')))),
      lcpMs: Math.round(median(results.map((r) => num(r, 'largest-contentful-paint')))),
      fcpMs: Math.round(median(results.map((r) => num(r, 'first-contentful-paint')))),
      cls: Number(median(results.map((r) => num(r, 'cumulative-layout-shift'))).toFixed(3)),
    });
    if (save) writeFileSync(join(OUT, `${template}.json`), `${JSON.stringify(slim(mid.lhr))}\n`);
  }
  if (save) writeFileSync(join(OUT, 'summary.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), profile: 'Lighthouse 12.2.3 mobile defaults (simulated throttling), median of 3', rows }, null, 2)}\n`);
  return rows;
}

/**
 * `node_modules/.bin/tsx bench/lighthouse.ts [template…] [--out-dir dir] [--runs n] [--no-save]`: the same
 * measurement on an already built project (this checkout's dist/, `node cli/promo.mjs build`; --out-dir
 * serves another build, e.g. one made before a change for a comparison), one page per named template (all
 * when none is named), against `promo serve` on a free port. The rows measured replace theirs in
 * summary.json and their reports are kept, unless --no-save.
 */
async function main(args: string[]) {
  const option = (name: string) => { const i = args.indexOf(name); return i < 0 ? undefined : args.splice(i, 2)[1]; };
  const outDir = option('--out-dir') ?? 'dist';
  const runs = Number(option('--runs') ?? 3);
  const save = !args.includes('--no-save');
  const templates = args.filter((a) => !a.startsWith('--'));
  const { spawn, spawnSync } = await import('node:child_process');
  const { readFileSync } = await import('node:fs');
  const { freePort } = await import('./freePort.ts');
  const root = resolve(import.meta.dirname, '..');
  if (!lighthouseInstalled()) throw new Error(`Lighthouse not found in ${LIGHTHOUSE_DIR} (npm install --prefix ${LIGHTHOUSE_DIR} lighthouse@12.2.3 chrome-launcher@1.2.1)`);
  const listed = JSON.parse(spawnSync(process.execPath, [join(root, 'cli', 'promo.mjs'), 'list', '--json'], { cwd: root, encoding: 'utf8' }).stdout) as { template: string; routes: string[] }[];
  const first = new Map<string, string>();
  for (const row of listed) if (!first.has(row.template)) first.set(row.template, row.routes[0]!);
  const pages = [...first].sort(([a], [b]) => a.localeCompare(b)).filter(([t]) => !templates.length || templates.includes(t)).map(([t, u]): [string, string] => [t, `/new-promo${u}`]);
  if (!pages.length) throw new Error(`no page for ${templates.join(', ')}; templates: ${[...first.keys()].join(', ')}`);
  const port = await freePort();
  const server = spawn(process.execPath, [join(root, 'cli', 'promo.mjs'), 'serve', '--port', String(port), '--out-dir', outDir], { cwd: root, stdio: 'ignore' });
  try {
    const origin = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      try { if ((await fetch(origin + pages[0]![1])).ok) break; } catch { /* not yet */ }
      await new Promise((r) => setTimeout(r, 100));
    }
    const summaryFile = join(OUT, 'summary.json');
    const before = existsSync(summaryFile) ? (JSON.parse(readFileSync(summaryFile, 'utf8')) as { rows: LighthouseRow[] }).rows : [];
    const rows = await lighthouseTemplates(origin, pages, runs, save);
    const merged = [...before.filter((r) => !rows.some((m) => m.template === r.template)), ...rows].sort((a, b) => a.template.localeCompare(b.template));
    if (save) writeFileSync(summaryFile, `${JSON.stringify({ measuredAt: new Date().toISOString(), profile: 'Lighthouse 12.2.3 mobile defaults (simulated throttling), median of 3', rows: merged }, null, 2)}\n`);
    console.table(rows.map((r) => ({ template: r.template, page: r.url, score: r.score, runs: r.scores.join(' '), 'TBT ms': r.tbtMs, 'LCP ms': r.lcpMs, 'FCP ms': r.fcpMs, CLS: r.cls })));
  } finally {
    server.kill();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main(process.argv.slice(2));
