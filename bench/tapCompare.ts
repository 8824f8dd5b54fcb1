/**
 * Before/after for the tap: the same cold (or warm) tap as dialogTiming.ts on two or more builds of
 * this project, served side by side and measured in turn within each run, the order reversed every
 * other run (the build measured first in a pair tends to differ: a shared 2-core machine), medians.
 * `node_modules/.bin/tsx bench/tapCompare.ts dist-old dist-new` (built folders, e.g. `promo build
 * --out-dir dist-old`); RUNS=n (default 9), MODE=warm for a tap after 6 s idle.
 */
import { chromium, type Browser } from 'playwright-core';
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, IDLE_MS, PROFILE } from './dialogTiming.ts';
import { freePort } from './freePort.ts';
import { phonePage } from './phonePage.ts';

const dir = resolve(import.meta.dirname, '..');
const outDirs = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 9);
const mode = process.env.MODE === 'warm' ? 'warm' : 'cold';
const path = process.env.TAP_PATH ?? '/new-promo/welcome-bonuses/';
if (!outDirs.length) throw new Error('usage: tsx bench/tapCompare.ts <built folder> <built folder> …');

/** One tap: pointerdown → the first frame after focus reached the dialog, in ms (as dialogTiming.ts). */
async function tap(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  try {
    // A string, not a function: tsx's keepNames would wrap named arrows in a helper the page lacks.
    await context.addInitScript(`(() => {
      const t = window.__tap = {};
      addEventListener('pointerdown', (e) => { t.start ??= e.timeStamp; }, true);
      addEventListener('focusin', (e) => { if (t.start !== undefined && e.target.closest?.('[role="dialog"]')) requestAnimationFrame(() => { t.end ??= performance.now(); }); }, true);
    })()`);
    const page = await phonePage(context);
    await page.goto(origin + path, { waitUntil: 'load' });
    if (mode === 'warm') await page.waitForTimeout(IDLE_MS);
    await page
      .getByRole('main')
      .getByRole('link', { name: /claim|join|get|sign up/i })
      .first()
      .tap();
    await page.waitForFunction(
      () => (window as unknown as { __tap: { end?: number } }).__tap.end !== undefined,
      undefined,
      { timeout: 60_000 },
    );
    return Math.round(
      await page.evaluate(() => {
        const t = (window as unknown as { __tap: { start: number; end: number } }).__tap;
        return t.end - t.start;
      }),
    );
  } finally {
    await context.close();
  }
}

const servers = await Promise.all(
  outDirs.map(async (outDir) => {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [join(dir, 'cli', 'promo.mjs'), 'serve', '--out-dir', outDir, '--port', String(port)],
      { cwd: dir, stdio: 'ignore' },
    );
    return { outDir, origin: `http://127.0.0.1:${port}`, child, ms: [] as number[] };
  }),
);
try {
  for (const s of servers) {
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(s.origin + path)).ok) break;
      } catch {
        /* not yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  for (let run = 0; run < runs; run++) {
    for (const s of run % 2 ? [...servers].reverse() : servers) s.ms.push(await tap(browser, s.origin));
  }
  await browser.close();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(
    `${mode} tap → focus in the sign-up dialog on ${path} (CPU ${PROFILE.cpuSlowdown}x, ${PROFILE.latencyMs} ms, ${PROFILE.downloadKBps} KB/s), ${runs} runs each, alternating`,
  );
  console.table(servers.map((s) => ({ build: s.outDir, 'median ms': median(s.ms), runs: s.ms.join(' ') })));
} finally {
  for (const s of servers) s.child.kill();
}
