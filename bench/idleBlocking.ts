/**
 * Before/after for what a visitor who never taps pays: the main thread's blocking time on the bench's
 * phone profile (CPU ×4 in Chromium, phonePage.ts) from navigation to 10 s after load, for two or more
 * builds and (always) a script-free copy of the first one, measured in turn within each run with the
 * order rotated every run (a shared machine: only figures of the same run compare). Per build: total
 * blocking time (the time past 50 ms of every long task, as Lighthouse counts it, but on a real CPU
 * throttle, not simulated), the longest task, both min / median / max.
 * `node_modules/.bin/tsx bench/idleBlocking.ts dist-old dist-new` (RUNS=n, default 5; TAP_PATH=page; TRACE_OUT=name
 * keeps each build's last trace as name.<n>.json, n the build's place in the list).
 */
import { chromium, type Browser } from 'playwright-core';
import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROMIUM_ARGS } from './dialogTiming.ts';
import { PROFILE, phonePage } from './phonePage.ts';
import { scriptFreeCopy } from './scriptFree.ts';
import { serveBuild } from './serveBuild.ts';

const dir = resolve(import.meta.dirname, '..');
const outDirs = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 5);
const path = process.env.TAP_PATH ?? '/new-promo/welcome-bonuses/';
const AFTER_LOAD_MS = 10_000;
type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number };
if (!outDirs.length) throw new Error('usage: tsx bench/idleBlocking.ts <built folder> [<built folder> …]');

/**
 * One visit that never taps, traced: the main thread's tasks from the first contentful paint to 10 s after
 * load, each by its thread time (CPU the task used, not the wall time a loaded machine stretches) times
 * the phone's slowdown, as Lighthouse's simulation scales what it observed. Their blocking time and the longest, in ms.
 */
async function visit(browser: Browser, origin: string, traceFile?: string): Promise<{ tbt: number; longest: number }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  try {
    const page = await phonePage(context, { cpuSlowdown: 1 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(origin + path, { waitUntil: 'load' });
    await page.waitForTimeout(AFTER_LOAD_MS);
    const raw = await browser.stopTracing();
    if (traceFile) writeFileSync(traceFile, raw);
    const trace = JSON.parse(raw.toString('utf8')) as { traceEvents: TraceEvent[] };
    const fcp = trace.traceEvents.find((e) => e.name === 'firstContentfulPaint');
    // Without a first paint there is no main thread to count on: a figure of 0 would be a lie.
    if (!fcp) throw new Error(`no first contentful paint in the trace of ${origin}`);
    const tasks = trace.traceEvents
      .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === fcp.pid && e.tid === fcp.tid)
      .filter((e) => e.ts >= fcp.ts)
      .map((e) => ((e.tdur ?? e.dur ?? 0) / 1000) * PROFILE.cpuSlowdown);
    return {
      tbt: Math.round(tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
      longest: Math.round(Math.max(0, ...tasks)),
    };
  } finally {
    await context.close();
  }
}

const spread = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[0]} / ${s[Math.floor(s.length / 2)]} / ${s.at(-1)}`;
};

const freeDir = resolve(dir, `${outDirs[0]}-script-free`);
scriptFreeCopy(resolve(dir, outDirs[0]!), freeDir);
const sides = [
  ...outDirs.map((d) => ({ name: d, outDir: d })),
  { name: `${outDirs[0]} without scripts`, outDir: freeDir },
];
const servers = await Promise.all(sides.map((s) => serveBuild(dir, s.outDir, path)));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const figures = sides.map(() => ({ tbt: [] as number[], longest: [] as number[] }));
try {
  for (let run = 0; run < runs; run++) {
    for (let k = 0; k < sides.length; k++) {
      const i = (k + run) % sides.length;
      const f = await visit(browser, servers[i]!.origin, process.env.TRACE_OUT && `${process.env.TRACE_OUT}.${i}.json`);
      figures[i]!.tbt.push(f.tbt);
      figures[i]!.longest.push(f.longest);
    }
  }
} finally {
  await browser.close();
  for (const s of servers) s.stop();
  rmSync(freeDir, { recursive: true, force: true });
}
console.log(`blocking time before any tap on ${path} (CPU ×4, ${runs} runs, ms, min / median / max)`);
sides.forEach((s, i) =>
  console.log(
    `${s.name.padEnd(34)} TBT ${spread(figures[i]!.tbt).padEnd(22)} longest task ${spread(figures[i]!.longest)}`,
  ),
);
