/**
 * Issue 26, the campaign manager's preview loop: `promo dev` on a free port in a copy of the project,
 * started twice (cold: no `.promo/` cache; warm: the cache the first start left), timing start → the
 * first campaign page answered (HTTP 200 with its title), with the CPU time the dev process and its
 * children spent until then (a figure the machine's load moves less than the wall clock); then the page
 * opened in Chromium and N edits of that campaign's English title, each timed from the save to the new
 * title in the page's <h1> in the browser (and whether the page reloaded for it); and the resident
 * memory (VmRSS) of the dev process and its children after the first page and after every tenth edit.
 * `node_modules/.bin/tsx bench/devLoop.ts [edits]` (default 10) or `BENCH_ONLY=dev npm run bench`
 * (`BENCH_DEV_EDITS=n`; `BENCH_DEV_PEERS=eleventy,astro` the peers measured beside it, `none` for promo alone).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { processTree, procStat } from './processTree.ts';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { REPO, tempProject } from '../tests/support/tempProject.ts';
import { eleventySite } from './eleventySite.ts';
import { eleventyInstalled } from './buildBench.ts';
import { astroInstalled, astroSite } from './astroSite.ts';
import { DEV_UPDATE_MEASURE } from '../runtime/boot/devPageUpdates.ts';
import { TEST_CHROMIUM, TEST_CHROMIUM_ARGS } from '../tests/support/testChromium.mjs';
import { freePort } from './freePort.ts';

const SLUG = 'cash-race';
const TITLE = 'title: "Cash Race"';

/** The resident memory (MB) of `pid` and every process below it, from /proc. */
export function treeRssMb(pid: number): number {
  let kb = 0;
  for (const p of processTree(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      /* gone */
    }
  }
  return Math.round(kb / 1024);
}

/** The CPU seconds (user + system) `pid` and every process below it spent, the finished ones included. */
export function treeCpuS(pid: number): number {
  let ticks = 0;
  for (const p of processTree(pid)) {
    try {
      const v = procStat(p).map(Number);
      ticks += v[11]! + v[12]! + v[13]! + v[14]!;
    } catch {
      /* gone */
    }
  }
  return ticks / 100;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `url` until its HTML has `text`; the ms it took, from `since`. */
async function until(url: string, text: string, since: number, limitMs = 120_000): Promise<number> {
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.status === 200 && (await r.text()).includes(text)) return performance.now() - since;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - since > limitMs)
      throw new Error(`bench/devLoop.ts: ${url} did not show ${JSON.stringify(text)} within ${limitMs / 1000} s`);
    await sleep(25);
  }
}

interface Server {
  child: ChildProcess;
  url: string;
  startMs: number;
  cpuS: number;
  stop: () => Promise<void>;
}

/** Starts `args` (a Node script and its options) in `cwd`, timed until `url` answers with the campaign's title. */
async function startServer(cwd: string, args: string[], url: string): Promise<Server> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', ASTRO_TELEMETRY_DISABLED: '1' },
  });
  let stderr = '';
  child.stderr!.on('data', (d) => {
    stderr += d;
  });
  const startMs = await until(url, 'Cash Race', started).catch((e) => {
    child.kill();
    throw new Error(`${(e as Error).message}\n${stderr}`);
  });
  const cpuS = treeCpuS(child.pid!);
  const stop = () =>
    new Promise<void>((ok) => {
      child.once('exit', () => ok());
      child.kill('SIGTERM');
    });
  return { child, url, startMs, cpuS, stop };
}

async function startDev(dir: string): Promise<Server> {
  const port = await freePort();
  return startServer(
    dir,
    [join(dir, 'cli', 'promo.mjs'), 'dev', '--port', String(port), '--host', '127.0.0.1'],
    `http://127.0.0.1:${port}/new-promo/${SLUG}/`,
  );
}

/** The Eleventy peer (bench/eleventySite.ts: the same campaigns' text at the same URLs) under `eleventy --serve`. */
async function startEleventy(site: string): Promise<Server> {
  const port = await freePort();
  return startServer(
    site,
    [
      eleventyInstalled(),
      '--serve',
      '--quiet',
      '--port',
      String(port),
      '--input',
      site,
      '--output',
      join(site, '_site'),
    ],
    `http://localhost:${port}/new-promo/${SLUG}/`,
  );
}

/** The Astro peer (bench/astroSite.ts: the same campaigns' text at the same URLs) under `astro dev`. */
async function startAstro(site: string): Promise<Server> {
  const port = await freePort();
  return startServer(
    site,
    [astroInstalled(), 'dev', '--port', String(port), '--host', '127.0.0.1'],
    `http://127.0.0.1:${port}/new-promo/${SLUG}/`,
  );
}

interface EditRun {
  saves: number[];
  reloads: number;
  /** promo only: the page's own share of each update (DEV_UPDATE_MEASURE), ms. */
  inPage: number[];
  rss: { after: string; MB: number }[];
}

/** The page open in Chromium, then `edits` saves of the title, each timed until the browser's <h1> shows it. */
async function browserEdits(server: Server, file: string, source: string, edits: number): Promise<EditRun> {
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: TEST_CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    let reloads = -1;
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) reloads++;
    });
    await page.goto(server.url, { waitUntil: 'networkidle', timeout: 120_000 });
    // As a manager would: the page shown and idle (promo's runtime loaded) before the first save.
    await sleep(1500);
    reloads = 0;
    const rss: EditRun['rss'] = [{ after: 'first page', MB: treeRssMb(server.child.pid!) }];
    const saves: number[] = [];
    const inPage: number[] = [];
    for (let i = 1; i <= edits; i++) {
      const title = `Cash Race edit ${i}`;
      const t = performance.now();
      writeFileSync(file, source.replace(TITLE, `title: "${title}"`));
      // Polled from here, not in the page: a peer that reloads the page would end an in-page wait.
      for (;;) {
        const h1 = await page
          .locator('h1')
          .first()
          .textContent({ timeout: 120_000 })
          .catch(() => null);
        if (h1 === title) break;
        if (performance.now() - t > 120_000) throw new Error(`bench/devLoop.ts: ${title} not shown in 120 s`);
        await sleep(10);
      }
      saves.push(performance.now() - t);
      const measured = await page.evaluate(
        (name) => performance.getEntriesByName(name).at(-1)?.duration,
        DEV_UPDATE_MEASURE,
      );
      if (measured !== undefined) inPage.push(measured);
      if (i % 10 === 0 || i === edits) rss.push({ after: `${i} edits`, MB: treeRssMb(server.child.pid!) });
    }
    return { saves, reloads, inPage, rss };
  } finally {
    await browser.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** `peers`: which peers run beside promo (`BENCH_DEV_PEERS=none` for promo alone, e.g. a 100-edit memory run). */
export async function devLoop(
  edits = Number(process.env.BENCH_DEV_EDITS ?? 10),
  peers = (process.env.BENCH_DEV_PEERS ?? 'eleventy,astro').split(','),
): Promise<void> {
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  const project = tempProject();
  const file = join(project.dir, 'campaigns', `${SLUG}.yaml`);
  const source = readFileSync(file, 'utf8');
  if (!source.includes(TITLE))
    throw new Error(`bench/devLoop.ts: campaigns/${SLUG}.yaml no longer has ${TITLE}; update the bench`);
  const site = eleventySite(project.dir, REPO, { serve: true });
  const astro = astroSite(project.dir, REPO);
  try {
    const cold = await startDev(project.dir);
    await cold.stop();
    const loadBefore = load();
    const dev = await startDev(project.dir);
    const promo = await browserEdits(dev, file, source, edits).finally(() => dev.stop());
    // The next day's start: after a working session, whose pages let Vite finish its dependency scan
    // (the warm start above follows a start stopped at its first page, mid-scan).
    const nextDay = await startDev(project.dir);
    await nextDay.stop();
    // A peer starts from the same file as promo did, not from promo's last edit.
    writeFileSync(file, source);
    const none = { startMs: Number.NaN, cpuS: Number.NaN };
    const noRun: EditRun = { saves: [], reloads: Number.NaN, inPage: [], rss: [] };
    const peer = peers.includes('eleventy') ? await startEleventy(site) : undefined;
    const eleventy = peer ? await browserEdits(peer, file, source, edits).finally(() => peer.stop()) : noRun;
    writeFileSync(file, source);
    // Astro as promo: a first start (Vite's dependency scan), then the warm one timed.
    if (peers.includes('astro')) await (await startAstro(astro)).stop();
    const astroDev = peers.includes('astro') ? await startAstro(astro) : undefined;
    const astroRun = astroDev
      ? await browserEdits(astroDev, file, source, edits).finally(() => astroDev.stop())
      : noRun;
    writeFileSync(file, source);
    // A peer left out (BENCH_DEV_PEERS) shows blank, not NaN.
    const s = (ms: number) => (Number.isNaN(ms) ? '' : (ms / 1000).toFixed(2));
    const cpu = (x: number) => (Number.isNaN(x) ? '' : x.toFixed(2));
    const minMax = (xs: number[]) => (xs.length ? `${s(Math.min(...xs))}–${s(Math.max(...xs))}` : '');
    console.log(
      `\npromo dev loop against eleventy --serve and astro dev (${SLUG}; load average before ${loadBefore}, after ${load()})`,
    );
    console.table([
      { figure: 'start → first page (cold cache), s', promo: s(cold.startMs), eleventy: '', astro: '', goal: '' },
      {
        figure: 'start → first page (warm cache), s',
        promo: s(dev.startMs),
        eleventy: s((peer ?? none).startMs),
        astro: s((astroDev ?? none).startMs),
        goal: '≤ 3',
      },
      {
        figure: '  CPU s of the server until then',
        promo: dev.cpuS.toFixed(2),
        eleventy: cpu((peer ?? none).cpuS),
        astro: cpu((astroDev ?? none).cpuS),
        goal: '',
      },
      {
        figure: 'start → first page after a working session, s (CPU s)',
        promo: `${s(nextDay.startMs)} (${nextDay.cpuS.toFixed(2)})`,
        eleventy: '',
        astro: '',
        goal: '≤ 3',
      },
      {
        figure: `save → new title in the browser, median s (${edits} edits)`,
        promo: s(median(promo.saves)),
        eleventy: s(median(eleventy.saves)),
        astro: s(median(astroRun.saves)),
        goal: '≤ 0.5',
      },
      {
        figure: '  min–max',
        promo: minMax(promo.saves),
        eleventy: minMax(eleventy.saves),
        astro: minMax(astroRun.saves),
        goal: '',
      },
      {
        figure: '  the first save after opening the page, s',
        promo: s(promo.saves[0] ?? Number.NaN),
        eleventy: s(eleventy.saves[0] ?? Number.NaN),
        astro: s(astroRun.saves[0] ?? Number.NaN),
        goal: '≤ 0.5',
      },
      {
        figure: '  of which the page updating itself, median s',
        promo: s(median(promo.inPage)),
        eleventy: '',
        astro: '',
        goal: '',
      },
      {
        figure: '  page reloads',
        promo: promo.reloads,
        eleventy: Number.isNaN(eleventy.reloads) ? '' : eleventy.reloads,
        astro: Number.isNaN(astroRun.reloads) ? '' : astroRun.reloads,
        goal: '',
      },
    ]);
    console.log(
      'Resident memory (MB) of the server and its children (Goal: after 100 edits ≤ 100 MB above the first page)',
    );
    console.table(
      promo.rss.map((r, i) => ({
        after: r.after,
        promo: r.MB,
        eleventy: eleventy.rss[i]?.MB ?? '',
        astro: astroRun.rss[i]?.MB ?? '',
      })),
    );
  } finally {
    rmSync(site, { recursive: true, force: true });
    rmSync(astro, { recursive: true, force: true });
    project.cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  await devLoop(Number(process.argv[2] ?? process.env.BENCH_DEV_EDITS ?? 10));
