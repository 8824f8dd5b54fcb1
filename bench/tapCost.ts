/**
 * One tap on the sign-up call to action, measured so that the machine's load does not decide the figure.
 * The bench's phone network (phonePage.ts: 150 ms latency, 200 KB/s) with the CPU left as it is (Chromium's
 * CPU throttle keeps the thread busy, so thread time under it grows with the throttle and the load alike),
 * traced from the tap's pointerdown to the first frame after focus reached the dialog (its first field usable):
 * - `wallMs`: that time as the page saw it, on this machine's CPU (not the phone's; a loaded machine stretches it).
 * - `cpuMs`: the main thread's CPU in that time (thread time, which the load does not stretch) × 4, the
 *   phone's slowdown, as Lighthouse's simulation scales what it observed.
 * - `estimateMs`: the tap replayed on the phone: the main thread's tasks in their order, each taking its
 *   CPU × 4, none starting before the last response that arrived before it really started (the network,
 *   throttled by Chromium, is taken as observed). The figure to compare builds by, and with the goals.
 * - `liveMs`: wall time until the runtime's own dialog had focus: the same moment where the runtime opened the dialog;
 *   later where the page's pre-rendered copy answered the tap and the runtime took it over (boot/staticDialog.ts).
 * - `neededGz`, `floorMs`: the JS the tap needs (every script beyond the page's own boot scripts and their static
 *   imports that had arrived when the first field became usable: one arriving later cannot have been needed, such as
 *   the runtime that takes the page's pre-rendered dialog over), gzip, and the least time those bytes take on the
 *   line plus one round trip (dialogTiming.ts's `floorMs`).
 */
import type { Browser } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { PROFILE, phonePage } from './phonePage.ts';

export type TapMode = 'load' | 'idle';
export interface TapCost {
  wallMs: number;
  liveMs: number;
  cpuMs: number;
  estimateMs: number;
  neededGz: number;
  floorMs: number;
}
type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number };

/** How long a visitor reads before the "idle" tap, ms. */
export const IDLE_MS = 6000;

/** The least a tap can take on the profile: its scripts' bytes (gzip) at the line's rate, plus one round trip. */
export const floorMs = (gzBytes: number) =>
  Math.round((gzBytes / (PROFILE.downloadKBps * 1024)) * 1000 + PROFILE.latencyMs);

// A string, not a function: tsx's keepNames would wrap named arrows in a helper the page lacks.
const MARKS = `(() => {
  const t = window.__tap = { zero: performance.mark('tap-cost-zero').startTime };
  addEventListener('pointerdown', (e) => { t.start ??= e.timeStamp; }, true);
  addEventListener('focusin', (e) => {
    if (t.start !== undefined && e.target.closest?.('[role="dialog"]'))
      requestAnimationFrame(() => { t.end ??= performance.now(); });
    if (t.start !== undefined && e.target.closest?.('#promo-overlay [role="dialog"]')) t.live ??= performance.now();
  }, true);
})()`;

/** The page's own JS: its script tags and module preloads, and their static imports (what runs before any tap). */
async function bootScripts(origin: string, path: string): Promise<Set<string>> {
  const html = await (await fetch(origin + path)).text();
  const seen = new Set<string>();
  const visit = async (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = await (await fetch(url)).text();
    const imports = [...code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']([^"']+)["']/g)];
    await Promise.all(imports.map((m) => visit(new URL(m[1]!, url).href)));
  };
  const starts = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ];
  await Promise.all(starts.map((m) => visit(new URL(m[1]!, origin + path).href)));
  return seen;
}

/** A tap right after load or after `IDLE_MS` of reading, on a new page of `browser`. */
export async function tapCost(browser: Browser, origin: string, path: string, mode: TapMode): Promise<TapCost> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript(MARKS);
    const page = await phonePage(context, { cpuSlowdown: 1 });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
    });
    await page.goto(origin + path, { waitUntil: 'load' });
    if (mode === 'idle') await page.waitForTimeout(IDLE_MS);
    await page
      .getByRole('main')
      .getByRole('link', { name: /claim|join|get|sign up/i })
      .first()
      .tap();
    await page.waitForFunction(
      () => {
        const t = (window as unknown as { __tap: { end?: number; live?: number } }).__tap;
        return t.end !== undefined && t.live !== undefined;
      },
      { timeout: 60_000 },
    );
    const raw = await browser.stopTracing();
    if (process.env.TAP_TRACE_OUT) (await import('node:fs')).writeFileSync(process.env.TAP_TRACE_OUT, raw);
    const { zero, start, end, live, resources } = await page.evaluate(() => {
      const t = (window as unknown as { __tap: { zero: number; start: number; end: number; live: number } }).__tap;
      return {
        ...t,
        resources: performance
          .getEntriesByType('resource')
          .map((r) => ({ name: r.name, end: (r as PerformanceResourceTiming).responseEnd })),
      };
    });
    const events = (JSON.parse(raw.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    const zeroMark = events.filter((e) => e.name === 'tap-cost-zero').at(-1);
    if (!zeroMark) throw new Error(`no tap-cost-zero mark in the trace of ${origin}${path}`);
    // The page's clock (ms) on the trace's (µs), and the page's main thread: the one that set the mark.
    const at = (pageMs: number) => zeroMark.ts + (pageMs - zero) * 1000;
    const [tapTs, endTs] = [at(start), at(end)];
    const tasks = events
      .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === zeroMark.pid && e.tid === zeroMark.tid)
      .filter((e) => e.ts + (e.dur ?? 0) > tapTs && e.ts < endTs)
      .sort((a, b) => a.ts - b.ts)
      .map((e) => {
        const dur = e.dur ?? 0;
        // A task already running at the tap counts for the part still to run.
        const share = dur > 0 && e.ts < tapTs ? (e.ts + dur - tapTs) / dur : 1;
        return { ts: Math.max(e.ts, tapTs), cpu: ((e.tdur ?? dur) / 1000) * share * PROFILE.cpuSlowdown };
      });
    const arrivals = resources.map((r) => at(r.end)).filter((ts) => ts > tapTs && ts < endTs);
    let clock = 0;
    for (const task of tasks) {
      const gate = Math.max(0, ...arrivals.filter((ts) => ts <= task.ts).map((ts) => (ts - tapTs) / 1000));
      clock = Math.max(clock, gate) + task.cpu;
    }
    const boot = await bootScripts(origin, path);
    const needed = [...new Set(resources.filter((r) => r.end <= end).map((r) => r.name))].filter(
      (url) => /\.m?js(\?|$)/.test(url) && !boot.has(url),
    );
    const bodies = await Promise.all(needed.map(async (url) => Buffer.from(await (await fetch(url)).arrayBuffer())));
    const neededGz = bodies.reduce((sum, b) => sum + gzipSync(b).length, 0);
    return {
      wallMs: Math.round(end - start),
      liveMs: Math.round(live - start),
      cpuMs: Math.round(tasks.reduce((sum, t) => sum + t.cpu, 0)),
      estimateMs: Math.round(clock),
      neededGz,
      floorMs: floorMs(neededGz),
    };
  } finally {
    await context.close();
  }
}
