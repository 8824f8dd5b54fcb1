/**
 * `npm run bench`: build time for the repo's campaigns and for 1,000 generated ones, and the bytes
 * each page costs a visitor before interaction (HTML with inlined CSS, JS loaded at start), as tables.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { tapBench } from './tapBench.ts';
import { freePort } from './freePort.ts';
import { cliTimings, printCliTimings } from './cliTiming.ts';
import { buildBench } from './buildBench.ts';
import { languageCost } from './languageCost.ts';
import { loaderCompare } from './loaderCompare.ts';
import { devLoop } from './devLoop.ts';
import { studioPreview } from './studioPreview.ts';

const REPO = resolve(import.meta.dirname, '..');
const GENERATED = Number(process.env.BENCH_CAMPAIGNS ?? 1000);

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'promo-bench-'));
  for (const e of [
    'cli',
    'model',
    'runtime',
    'templates',
    'campaigns',
    'locales',
    'sandbox',
    'promo.config.yaml',
    'vite.config.ts',
    'tsconfig.json',
    'package.json',
  ])
    cpSync(join(REPO, e), join(dir, e), { recursive: true });
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

function build(dir: string, ...extra: string[]): number {
  const t = performance.now();
  const r = spawnSync(process.execPath, [join(dir, 'cli', 'promo.mjs'), 'build', ...extra], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  if (r.status !== 0) throw new Error(`build failed in ${dir}:\n${r.stdout}\n${r.stderr}`);
  return (performance.now() - t) / 1000;
}

function generate(dir: string, n: number) {
  const tournament = readFileSync(join(REPO, 'campaigns', 'cash-race.yaml'), 'utf8');
  const bonus = readFileSync(join(REPO, 'campaigns', 'welcome-bonuses.yaml'), 'utf8');
  for (let i = 0; i < n; i++) {
    const slug = `gen-${i}`;
    const source = i % 2 ? tournament : bonus;
    writeFileSync(
      join(dir, 'campaigns', `${slug}.yaml`),
      source
        .replace(/^slug: .*$/m, `slug: ${slug}`)
        .replace(/^route:\n( {2}.*\n)+/m, '')
        .replace(/^experiment:.*\n( {2}.*\n)+/m, ''),
    );
  }
}

const kb = (n: number) => (n / 1024).toFixed(1);
function pageWeight(dist: string, url: string) {
  const html = readFileSync(join(dist, 'client', url, 'index.html'));
  const text = html.toString('utf8');
  const css = /<style>([\s\S]*?)<\/style>/.exec(text)?.[1] ?? '';
  const scripts = [
    ...text.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...text.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]!);
  const js = new Set<string>();
  const visit = (src: string) => {
    if (js.has(src)) return;
    js.add(src);
    const file = join(dist, 'client', src.replace(/^\/new-promo\//, ''));
    const code = readFileSync(file, 'utf8');
    // Static imports load before the script runs; dynamic import() loads later, on demand.
    for (const m of code.matchAll(/(?:^|[;\n])\s*import\s*(?:[^'"()]*?from\s*)?["']([^"']+)["']/g))
      visit(new URL(m[1]!, `http://x${src}`).pathname);
  };
  scripts.forEach(visit);
  const jsBytes = [...js].map((s) => readFileSync(join(dist, 'client', s.replace(/^\/new-promo\//, ''))));
  return {
    url,
    html: html.length,
    htmlGz: gzipSync(html).length,
    cssGz: gzipSync(css).length,
    js: jsBytes.reduce((a, b) => a + b.length, 0),
    jsGz: jsBytes.reduce((a, b) => a + gzipSync(b).length, 0),
    jsFiles: js.size,
  };
}

// BENCH_ONLY=check runs only the CLI figures (start-up and `promo check`).
const ONLY = process.env.BENCH_ONLY;
if (!ONLY || ONLY === 'check')
  printCliTimings(cliTimings(project, generate, Number(process.env.BENCH_CHECK_CAMPAIGNS ?? 5000)));
if (ONLY === 'check') process.exit(0);
// BENCH_ONLY=loader: the tap right after load, streamModule.ts against plain modulepreload (bench/loaderCompare.ts).
if (ONLY === 'loader') {
  await loaderCompare();
  process.exit(0);
}
// BENCH_ONLY=dev: the campaign manager's loop, `promo dev` start → first page, save → new text, memory (bench/devLoop.ts).
if (ONLY === 'dev') {
  await devLoop();
  process.exit(0);
}
// BENCH_ONLY=studio: the studio's preview, keystroke → new title in the frame (bench/studioPreview.ts).
if (ONLY === 'studio') {
  await studioPreview();
  process.exit(0);
}
// BENCH_ONLY=languages: what pre-rendering pages in their campaign's languages costs, before against after (bench/languageCost.ts).
if (process.env.BENCH_ONLY === 'languages') {
  await languageCost();
  process.exit(0);
}
// BENCH_ONLY=build: only the build-at-scale figures (bench/buildBench.ts).
if (process.env.BENCH_ONLY === 'build') {
  await buildBench();
  process.exit(0);
}

const repo = project();
// Free ports: the sandbox `promo serve` starts at the API origin baked in here, and the site itself.
const BENCH_API = `http://127.0.0.1:${await freePort()}`;
const repoSeconds = build(repo, '--api', BENCH_API);
// One page per template (its first campaign's plain route), plus the root page.
const listed = JSON.parse(
  spawnSync(process.execPath, [join(repo, 'cli', 'promo.mjs'), 'list', '--json'], { cwd: repo, encoding: 'utf8' })
    .stdout,
) as { template: string; routes: string[] }[];
const firstPerTemplate = new Map<string, string>();
for (const row of listed)
  if (!firstPerTemplate.has(row.template)) firstPerTemplate.set(row.template, row.routes[0]!.replace(/^\/|\/$/g, ''));
const pages = [...firstPerTemplate]
  .sort(([a], [b]) => a.localeCompare(b))
  .filter(([, u]) => existsSync(join(repo, 'dist', 'client', u, 'index.html')));
const weights = pages.map(([template, u]) => ({ template, ...pageWeight(join(repo, 'dist'), u) }));

// BENCH_ONLY=tap: the visitor's figures only (tap timing and Lighthouse), on the repo's campaigns.
if (process.env.BENCH_ONLY === 'tap') {
  console.log('JS before interaction per page (KB gz):', weights.map((w) => `${w.template} ${kb(w.jsGz)}`).join(', '));
  await tapBench(repo, pages);
  rmSync(repo, { recursive: true, force: true });
  process.exit(0);
}

const big = project();
generate(big, GENERATED);
const bigSeconds = build(big);

console.log('\nBuild time');
console.table([
  {
    campaigns: `repo (${readdirSync(join(REPO, 'campaigns')).filter((f) => f.endsWith('.yaml')).length})`,
    seconds: repoSeconds.toFixed(1),
  },
  { campaigns: `${GENERATED} generated (+ repo)`, seconds: bigSeconds.toFixed(1) },
]);
console.log('Bytes per page before interaction (KB; gz = gzip). Budget: HTML+CSS ≤ 14 KB gz.');
console.table(
  weights.map((w) => ({
    template: w.template,
    page: `/${w.url}${w.url ? '/' : ''}`,
    'HTML+CSS': kb(w.html),
    'HTML+CSS gz': kb(w.htmlGz),
    'CSS gz': kb(w.cssGz),
    JS: kb(w.js),
    'JS gz': kb(w.jsGz),
    'JS files': w.jsFiles,
  })),
);
await tapBench(repo, pages);
rmSync(repo, { recursive: true, force: true });
rmSync(big, { recursive: true, force: true });
if (!process.env.BENCH_ONLY) await buildBench();
if (!process.env.BENCH_ONLY) await devLoop();
if (!process.env.BENCH_ONLY) await studioPreview();
