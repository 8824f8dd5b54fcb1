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
export async function lighthouseTemplates(origin: string, pages: [template: string, path: string][], runs = 3): Promise<LighthouseRow[]> {
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
    writeFileSync(join(OUT, `${template}.json`), `${JSON.stringify(slim(mid.lhr))}\n`);
  }
  writeFileSync(join(OUT, 'summary.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), profile: 'Lighthouse 12.2.3 mobile defaults (simulated throttling), median of 3', rows }, null, 2)}\n`);
  return rows;
}
