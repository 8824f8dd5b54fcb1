/**
 * Where the time of one tap goes: a cold (or warm) tap on the sign-up call to action, on the bench's
 * throttled phone profile, printed as a timeline from navigation start — every script and API
 * request (start, end, KB), the tap, the dialog's spinner, the dialog, the focus in its first field,
 * and the main thread's long tasks (script compile/evaluation by file, from a Chromium trace).
 * Run on a built project: `node_modules/.bin/tsx bench/tapTrace.ts [cold|warm|idle] [path]` (idle: no tap, 10 s after load) (TRACE_OUT=file keeps the
 * trace, TAP_PROFILE=1 adds V8's sampling profiler to it, OUT_DIR=folder serves another build than dist/).
 */
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { writeFileSync } from 'node:fs';
import { CHROMIUM_ARGS, IDLE_MS, PROFILE } from './dialogTiming.ts';
import { freePort } from './freePort.ts';
import { phonePage } from './phonePage.ts';

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; frame?: string; functionName?: string }; fileName?: string; name?: string };
};

const mode = process.argv[2] === 'warm' ? 'warm' : process.argv[2] === 'idle' ? 'idle' : 'cold';
const path = process.argv[3] ?? '/new-promo/welcome-bonuses/';
const dir = resolve(import.meta.dirname, '..');
const port = await freePort();
const server = spawn(
  process.execPath,
  [
    join(dir, 'cli', 'promo.mjs'),
    'serve',
    '--port',
    String(port),
    ...(process.env.OUT_DIR ? ['--out-dir', process.env.OUT_DIR] : []),
  ],
  { cwd: dir, stdio: 'ignore' },
);
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${path}`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  // A string, not a function: tsx's keepNames would wrap named arrows in a helper the page lacks.
  await context.addInitScript(`(() => {
    const marks = window.__marks = {};
    window.__zero = performance.mark('tap-trace-zero').startTime;
    const mark = (k, t = performance.now()) => { marks[k] ??= t; };
    addEventListener('pointerdown', (e) => mark('tap (pointerdown)', e.timeStamp), true);
    addEventListener('focusin', (e) => { if (e.target.closest?.('[role="dialog"]')) requestAnimationFrame(() => mark('focus in dialog + frame')); }, true);
    new MutationObserver(() => {
      if (document.querySelector('.promo-pending')) mark('loader at the tap (boot)');
      if (document.querySelector('.dlg-loading')) mark('dialog spinner');
      if (document.querySelector('[role="dialog"]')) mark('dialog element');
      if (document.querySelector('[role="dialog"] input')) mark('dialog field');
      if (document.getElementById('promo-overlay')) mark('runtime overlay mounted');
      if (document.querySelector('link[rel="modulepreload"]')) mark('first modulepreload link');
      if (document.documentElement.dataset.promoRuntime) mark('runtime ready (settings loaded)');
    }).observe(document, { subtree: true, childList: true, attributes: true });
    addEventListener('load', () => mark('load event'));
    document.addEventListener('DOMContentLoaded', () => mark('DOMContentLoaded'));
    new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') mark('first contentful paint', e.startTime); }).observe({ type: 'paint', buffered: true });
  })()`);
  const page = await phonePage(context);
  // TAP_PROFILE=1 adds V8's sampling profiler to the trace (with TRACE_OUT, to open in DevTools).
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'v8',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      ...(process.env.TAP_PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
    ],
  });
  await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'load' });
  if (mode !== 'cold') await page.waitForTimeout(IDLE_MS + (mode === 'idle' ? 4000 : 0));
  if (mode !== 'idle')
    await page
      .getByRole('main')
      .getByRole('link', { name: /claim|join|get|sign up/i })
      .first()
      .tap();
  if (mode !== 'idle')
    await page
      .waitForFunction(
        () =>
          (window as unknown as { __marks: Record<string, number> }).__marks['focus in dialog + frame'] !== undefined,
        undefined,
        { timeout: 30_000 },
      )
      .catch(async (e: unknown) => {
        console.log(
          await page.evaluate(() => JSON.stringify((window as unknown as { __marks: unknown }).__marks)),
          await page
            .locator('body')
            .innerHTML()
            .then((h) => h.slice(-1500)),
        );
        throw e;
      });
  await page.waitForTimeout(300);
  const raw = await browser.stopTracing();
  if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, raw);
  const trace = JSON.parse(raw.toString('utf8')) as { traceEvents: TraceEvent[] };
  const marks = await page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks);
  const resources = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((r) => {
      const e = r as PerformanceResourceTiming;
      return {
        name: e.name,
        type: e.initiatorType,
        start: e.startTime,
        reqStart: e.requestStart,
        end: e.responseEnd,
        kb: e.encodedBodySize / 1024,
      };
    }),
  );
  // The trace's clock against the page's: a user-timing mark at a known performance.now().
  const zeroAt = await page.evaluate(() => (window as unknown as { __zero: number }).__zero);
  const zeroMark = trace.traceEvents.filter((e) => e.name === 'tap-trace-zero').at(-1);
  const nav = (zeroMark?.ts ?? 0) - zeroAt * 1000;
  const rows: { at: number; what: string }[] = [];
  for (const [k, v] of Object.entries(marks)) rows.push({ at: v, what: `● ${k}` });
  for (const m of await page.evaluate(() =>
    performance.getEntriesByType('mark').map((e) => [e.name, e.startTime] as const),
  ))
    rows.push({ at: m[1], what: `◆ ${m[0]}` });
  for (const r of resources) {
    const short = r.name.replace(/^https?:\/\/[^/]+/, '').replace('/new-promo/assets/', '');
    rows.push({
      at: r.start,
      what: `  ${r.type.padEnd(6)} ${short}  ${r.start.toFixed(0)}→${r.end.toFixed(0)} (${(r.end - r.start).toFixed(0)} ms, ${r.kb.toFixed(1)} KB)`,
    });
  }
  // The page's main thread: the renderer thread that set the mark.
  const mainTid = zeroMark?.tid;
  const work = trace.traceEvents.filter((e) => e.ph === 'X' && e.ts >= nav && (e.dur ?? 0) > 0 && e.tid === mainTid);
  for (const e of work.filter((x) => x.name === 'RunTask' && (x.dur ?? 0) >= 30_000)) {
    const inside = work.filter(
      (x) =>
        x.ts >= e.ts &&
        x.ts < e.ts + (e.dur ?? 0) &&
        /v8\.(compile|evaluateModule|run)|EvaluateScript|FunctionCall|Layout|UpdateLayoutTree|Paint|V8\.GC/.test(
          x.name,
        ) &&
        (x.dur ?? 0) > 5_000,
    );
    const detail = inside
      .slice(0, 6)
      .map(
        (x) =>
          `${x.name}${x.args?.data?.url || x.args?.fileName ? ` ${(x.args?.data?.url ?? x.args?.fileName ?? '').replace(/^.*\/assets\//, '')}` : ''}${x.args?.data?.functionName ? ` ${x.args.data.functionName}` : ''} ${((x.dur ?? 0) / 1000).toFixed(0)}`,
      )
      .join('; ');
    rows.push({ at: (e.ts - nav) / 1000, what: `  TASK ${((e.dur ?? 0) / 1000).toFixed(0)} ms: ${detail}` });
  }
  rows.sort((a, b) => a.at - b.at);
  console.log(
    `${mode} tap on ${path} (CPU ${PROFILE.cpuSlowdown}x, ${PROFILE.latencyMs} ms, ${PROFILE.downloadKBps} KB/s); ms from navigation start`,
  );
  for (const r of rows) console.log(`${r.at.toFixed(0).padStart(6)}  ${r.what}`);
  const tap = marks['tap (pointerdown)'] ?? 0;
  console.log(`tap → focus in dialog: ${((marks['focus in dialog + frame'] ?? 0) - tap).toFixed(0)} ms`);
  await browser.close();
} finally {
  server.kill();
}
