/**
 * Build at scale (issue 10), in a throw-away copy of the project: fixed cost (cold and warm bundle
 * cache), marginal ms per page between 1,000 and 5,000 generated campaigns, the 5,000-campaign
 * build, a rebuild after editing one campaign, and Eleventy on the same pages (same count, same
 * text), installed into a temporary folder (`npm install --prefix`), never a dependency of promo.
 * Each figure is the median of BENCH_RUNS runs (default 3). `BENCH_ONLY=build npm run bench`.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { median } from 'simple-statistics';
import { assertEquivalent, eleventySite } from './eleventySite.ts';
import { CACHES, PROMO_DIR } from '../cli/cacheRegistry.mjs';

const REPO = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const AT = '2026-11-20T12:00';
const ELEVENTY_VERSION = '3.1.8';
const ELEVENTY_DIR = join(tmpdir(), `promo-bench-eleventy-${ELEVENTY_VERSION}`);

/** A throw-away copy of the project's sources at `from` (default this checkout), with this checkout's node_modules. */
export function project(from = REPO): string {
  const dir = mkdtempSync(join(tmpdir(), 'promo-bench-build-'));
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
    'package-lock.json',
  ]) {
    if (existsSync(join(from, e))) cpSync(join(from, e), join(dir, e), { recursive: true });
  }
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** One `promo build`: wall-clock seconds (process start to exit) and the page count it reports. */
export function build(dir: string, ...extra: string[]): { s: number; pages: number } {
  const t = performance.now();
  const r = spawnSync(
    process.execPath,
    [join(dir, 'cli', 'promo.mjs'), 'build', '--at', AT, '--api', 'http://127.0.0.1:9', ...extra],
    { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );
  const s = (performance.now() - t) / 1000;
  if (r.status !== 0) throw new Error(`build failed in ${dir}:\n${r.stdout}\n${r.stderr}`);
  return { s, pages: Number(/Built (\d+) page/.exec(r.stdout)?.[1] ?? NaN) };
}

function medianOf(
  runs: number,
  one: (i: number) => { s: number; pages: number },
): { s: number; pages: number; all: number[] } {
  const all: number[] = [];
  let pages = 0;
  for (let i = 0; i < runs; i++) {
    const r = one(i);
    all.push(r.s);
    pages = r.pages;
  }
  return { s: median(all), pages, all };
}

export function generate(dir: string, n: number) {
  const tournament = readFileSync(join(REPO, 'campaigns', 'cash-race.yaml'), 'utf8');
  const bonus = readFileSync(join(REPO, 'campaigns', 'welcome-bonuses.yaml'), 'utf8');
  for (const f of readdirSync(join(dir, 'campaigns'))) if (f.startsWith('gen-')) rmSync(join(dir, 'campaigns', f));
  for (let i = 0; i < n; i++) {
    const slug = `gen-${i}`;
    const source = i % 2 ? tournament : bonus;
    writeFileSync(
      join(dir, 'campaigns', `${slug}.yaml`),
      source.replace(/^slug: .*$/m, `slug: ${slug}`).replace(/^route:\n( {2}.*\n)+/m, ''),
    );
  }
}

/** Edits one generated campaign's first title (a different text each time). */
export function editOne(dir: string, i: number) {
  const file = join(dir, 'campaigns', 'gen-7.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^(\s+title: ).*$/m, `$1"Edited title ${i}"`));
}

// ---- Eleventy on the same pages, read from the same YAML (bench/eleventySite.ts).

export function eleventyInstalled(): string {
  const bin = join(ELEVENTY_DIR, 'node_modules', '@11ty', 'eleventy', 'cmd.cjs');
  if (!existsSync(bin)) {
    mkdirSync(ELEVENTY_DIR, { recursive: true });
    const r = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        ELEVENTY_DIR,
        `@11ty/eleventy@${ELEVENTY_VERSION}`,
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
      ],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(`npm install of Eleventy failed:\n${r.stderr}`);
  }
  return bin;
}

/**
 * Eleventy builds of the same site (the project's campaigns/ as it stands), the first apart (it makes
 * the output folders; the next ones write into them, as promo's do). Before timing, its pages are
 * checked against promo's: the same URLs, and each page's title and subtitle in both.
 */
function eleventyRuns(
  bin: string,
  projectDir: string,
): { first: { s: number; pages: number }; next: ReturnType<typeof medianOf> } {
  const site = eleventySite(projectDir, REPO);
  try {
    const first = eleventyRun(bin, site);
    assertEquivalent(join(projectDir, CACHES.dist.path, 'client'), join(site, '_site', 'new-promo'));
    return { first, next: medianOf(RUNS, () => eleventyRun(bin, site)) };
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}

function eleventyRun(bin: string, site: string): { s: number; pages: number } {
  const t = performance.now();
  const r = spawnSync(process.execPath, [bin, '--quiet', '--input', site, '--output', join(site, '_site')], {
    cwd: site,
    encoding: 'utf8',
  });
  const s = (performance.now() - t) / 1000;
  if (r.status !== 0) throw new Error(`eleventy failed:\n${r.stdout}\n${r.stderr}`);
  const pages = readdirSync(join(site, '_site'), { recursive: true }).filter((f) =>
    String(f).endsWith('index.html'),
  ).length;
  return { s, pages };
}

const f1 = (n: number) => n.toFixed(1);
const f2 = (n: number) => n.toFixed(2);

export async function buildBench(): Promise<void> {
  const dir = project();
  try {
    // Fixed cost: the repo's campaigns; cold = no bundle cache, warm = bundles cached, every page rendered.
    const cold = medianOf(Math.min(RUNS, 2), () => {
      rmSync(join(dir, PROMO_DIR), { recursive: true, force: true });
      return build(dir, '--full');
    });
    const warm = medianOf(RUNS, () => build(dir, '--full'));
    const unchanged = medianOf(RUNS, () => build(dir));
    // After a change of size, a build also makes the new pages' folders until the spare it takes over
    // (the build before the previous one, writeAtomically.ts) has them: the first build is reported
    // apart, and the median is of repeated builds once settled (three builds after the change).
    const settled = () => {
      build(dir, '--full');
      build(dir, '--full');
    };
    generate(dir, 1000);
    const k1first = build(dir, '--full');
    settled();
    const k1 = medianOf(RUNS, () => build(dir, '--full'));
    generate(dir, 5000);
    const k5first = build(dir, '--full');
    settled();
    const k5 = medianOf(RUNS, () => build(dir, '--full'));
    // A manager's edit comes long after the last full build: each timed rebuild starts once the disk has written
    // back what the builds before it wrote (sync; ~60,000 files from the full builds just above), which would
    // otherwise be flushed beside it and stretch it by 0.4-0.6 s (session 13: 2.32-2.78 s right after the full
    // builds, 1.70-2.19 s settled, the same code).
    const edit = medianOf(RUNS, (i) => {
      editOne(dir, i);
      spawnSync('sync');
      return build(dir);
    });
    const marginal = ((k5.s - k1.s) * 1000) / (k5.pages - k1.pages);

    // Eleventy on the same campaigns, 5,000 generated (as promo's last build), then 1,000 (built again
    // by promo): Eleventy's pages are checked against promo's before they are timed.
    const bin = eleventyInstalled();
    const { first: e5first, next: e5 } = eleventyRuns(bin, dir);
    generate(dir, 1000);
    build(dir, '--full');
    const { first: e1first, next: e1 } = eleventyRuns(bin, dir);
    const eMarginal = ((e5.s - e1.s) * 1000) / (e5.pages - e1.pages);

    console.log(`\nBuild at scale (s, wall clock incl. process start; median of ${RUNS}; --at ${AT})`);
    console.table([
      {
        figure: `fixed cost, repo (${cold.pages} pages), bundle cache cold`,
        promo: f1(cold.s),
        goal: '',
        runs: cold.all.map(f1).join(' '),
      },
      {
        figure: `fixed cost, repo (${warm.pages} pages), bundle cache warm, --full`,
        promo: f1(warm.s),
        goal: '≤ 4',
        runs: warm.all.map(f1).join(' '),
      },
      {
        figure: 'repo, nothing changed (incremental)',
        promo: f1(unchanged.s),
        goal: '',
        runs: unchanged.all.map(f1).join(' '),
      },
      {
        figure: `1,000 generated campaigns (${k1.pages} pages), --full`,
        promo: f1(k1.s),
        eleventy: `${f1(e1.s)} (${e1.pages} pages; first ${f1(e1first.s)})`,
        runs: `${k1.all.map(f1).join(' ')} (first: ${f1(k1first.s)})`,
      },
      {
        figure: `5,000 generated campaigns (${k5.pages} pages), --full`,
        promo: f1(k5.s),
        eleventy: `${f1(e5.s)} (${e5.pages} pages; first ${f1(e5first.s)})`,
        goal: '≤ 12',
        runs: `${k5.all.map(f1).join(' ')} (first: ${f1(k5first.s)})`,
      },
      { figure: 'marginal ms/page, 1,000 → 5,000', promo: f2(marginal), eleventy: f2(eMarginal), goal: '≤ 1.5' },
      {
        figure: 'marginal ms/page, 1,000 → 5,000, first builds',
        promo: f2(((k5first.s - k1first.s) * 1000) / (k5first.pages - k1first.pages)),
        eleventy: f2(((e5first.s - e1first.s) * 1000) / (e5first.pages - e1first.pages)),
      },
      {
        figure: 'rebuild after editing one campaign (5,000)',
        promo: f1(edit.s),
        goal: '≤ 2',
        runs: edit.all.map(f1).join(' '),
      },
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
