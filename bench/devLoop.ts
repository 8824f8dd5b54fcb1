/**
 * Issue 26, the campaign manager's preview loop: `promo dev` on a free port in a copy of the project,
 * started twice (cold: no `.promo/` cache; warm: the cache the first start left), timing start → the
 * first campaign page answered (HTTP 200 with its title), with the CPU time the dev process and its
 * children spent until then (a figure the machine's load moves less than the wall clock); then the page
 * opened in Chromium and N edits of that campaign's English title, each timed from the save to the new
 * title in the page's <h1> in the browser (and whether the page reloaded for it); and the resident
 * memory (VmRSS) of the dev process and its children after the first page and after every tenth edit.
 * `node_modules/.bin/tsx bench/devLoop.ts [edits]` (default 10) or `BENCH_ONLY=dev npm run bench`
 * (`BENCH_DEV_EDITS=n`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { tempProject } from '../tests/support/tempProject.ts';
import { TEST_CHROMIUM, TEST_CHROMIUM_ARGS } from '../tests/support/testChromium.mjs';
import { freePort } from './freePort.ts';

const SLUG = 'cash-race';
const TITLE = 'title: "Cash Race"';

/** The resident memory (MB) of `pid` and every process below it, from /proc. */
export function treeRssMb(pid: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      /* gone */
    }
  }
  let kb = 0;
  const visit = (p: number) => {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      /* gone */
    }
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return Math.round(kb / 1024);
}

/** The CPU seconds (user + system) `pid` and every process below it spent, the finished ones included. */
export function treeCpuS(pid: number): number {
  const ticks = (p: number, withChildren: boolean) => {
    const f = readFileSync(`/proc/${p}/stat`, 'utf8');
    const v = f
      .slice(f.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    return v[11]! + v[12]! + (withChildren ? v[13]! + v[14]! : 0);
  };
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      /* gone */
    }
  }
  let total = 0;
  const visit = (p: number) => {
    try {
      total += ticks(p, true);
    } catch {
      /* gone */
    }
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return total / 100;
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

async function startDev(
  dir: string,
): Promise<{ child: ChildProcess; url: string; startMs: number; cpuS: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [join(dir, 'cli', 'promo.mjs'), 'dev', '--port', String(port), '--host', '127.0.0.1'],
    { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NO_COLOR: '1' } },
  );
  let stderr = '';
  child.stderr!.on('data', (d) => {
    stderr += d;
  });
  const url = `http://127.0.0.1:${port}/new-promo/${SLUG}/`;
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

export async function devLoop(edits = Number(process.env.BENCH_DEV_EDITS ?? 10)): Promise<void> {
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  const project = tempProject();
  const file = join(project.dir, 'campaigns', `${SLUG}.yaml`);
  const source = readFileSync(file, 'utf8');
  if (!source.includes(TITLE))
    throw new Error(`bench/devLoop.ts: campaigns/${SLUG}.yaml no longer has ${TITLE}; update the bench`);
  try {
    const cold = await startDev(project.dir);
    await cold.stop();
    const loadBefore = load();
    const dev = await startDev(project.dir);
    const pid = dev.child.pid!;
    const browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: TEST_CHROMIUM_ARGS });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    let reloads = -1;
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) reloads++;
    });
    await page.goto(dev.url, { waitUntil: 'networkidle', timeout: 120_000 });
    // As a manager would: the page shown and idle (its runtime loaded) before the first save.
    await page.locator('html[data-promo-booted]').waitFor({ state: 'attached', timeout: 60_000 });
    await sleep(1500);
    reloads = 0;
    const rss: { after: string; MB: number }[] = [{ after: 'first page', MB: treeRssMb(pid) }];
    const saves: number[] = [];
    for (let i = 1; i <= edits; i++) {
      const title = `Cash Race edit ${i}`;
      const t = performance.now();
      writeFileSync(file, source.replace(TITLE, `title: "${title}"`));
      await page.waitForFunction((want) => document.querySelector('h1')?.textContent === want, title, {
        polling: 10,
        timeout: 120_000,
      });
      saves.push(performance.now() - t);
      if (i % 10 === 0 || i === edits) rss.push({ after: `${i} edits`, MB: treeRssMb(pid) });
    }
    await browser.close();
    await dev.stop();
    const sorted = [...saves].sort((a, b) => a - b);
    const s = (ms: number) => (ms / 1000).toFixed(2);
    console.log(`\npromo dev loop (${SLUG}; load average before ${loadBefore}, after ${load()})`);
    console.table([
      { figure: 'start → first page (cold cache)', s: s(cold.startMs), 'CPU s': cold.cpuS.toFixed(2) },
      { figure: 'start → first page (warm cache)', s: s(dev.startMs), 'CPU s': dev.cpuS.toFixed(2) },
      { figure: `save → new title in the browser, min (${edits} edits, ${reloads} reloads)`, s: s(sorted[0]!) },
      { figure: 'save → new title in the browser, median', s: s(sorted[Math.floor(sorted.length / 2)]!) },
      { figure: 'save → new title in the browser, max', s: s(sorted[sorted.length - 1]!) },
    ]);
    console.log(
      'Resident memory of the dev process and its children (Goal: after 100 edits ≤ 100 MB above the first page)',
    );
    console.table(rss);
  } finally {
    project.cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  await devLoop(Number(process.argv[2] ?? process.env.BENCH_DEV_EDITS ?? 10));
