/**
 * Time from a tap on the call-to-action to an interactive sign-up dialog (its first field usable), in
 * Chromium with a throttled profile (4x slower CPU, a slow mobile network), against `promo serve`.
 * "cold": tap before the runtime has loaded; "warm": tap after it loaded on idle.
 */
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const PROFILE = { cpuSlowdown: 4, latencyMs: 150, downloadKBps: 200, uploadKBps: 90 } as const;
/** The flags of playwright.config.ts (Debian's Chromium in a container). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function dialogTiming(projectDir: string, port: number, path = '/new-promo/welcome-bonuses/', runs = 5) {
  const server = spawn(process.execPath, [join(projectDir, 'cli', 'promo.mjs'), 'serve', '--port', String(port)], { cwd: projectDir, stdio: 'ignore' });
  try {
    for (let i = 0; i < 100; i++) {
      try { if ((await fetch(`http://127.0.0.1:${port}${path}`)).ok) break; } catch { /* not yet */ }
      await new Promise((r) => setTimeout(r, 100));
    }
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const results: { mode: string; ms: number; bytes: number; gz: number }[] = [];
    for (const mode of ['cold', 'warm'] as const) {
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PROFILE.latencyMs, downloadThroughput: PROFILE.downloadKBps * 1024, uploadThroughput: PROFILE.uploadKBps * 1024 });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
        await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'load' });
        if (mode === 'warm') await page.locator('html[data-promo-runtime]').waitFor({ timeout: 60_000 });
        const cta = page.getByRole('main').getByRole('link', { name: /claim|join|get|sign up/i }).first();
        const loaded: Promise<Buffer>[] = [];
        page.on('response', (r) => { if (r.request().resourceType() === 'script') loaded.push(r.body().catch(() => Buffer.alloc(0))); });
        const started = Date.now();
        await cta.tap();
        await page.getByRole('dialog').getByRole('textbox').first().waitFor({ state: 'visible', timeout: 60_000 });
        await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'), undefined, { timeout: 60_000 });
        const ms = Date.now() - started;
        const bodies = await Promise.all(loaded);
        results.push({ mode, ms, bytes: bodies.reduce((a, b) => a + b.length, 0), gz: bodies.reduce((a, b) => a + gzipSync(b).length, 0) });
        await context.close();
      }
    }
    await browser.close();
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    return (['cold', 'warm'] as const).map((mode) => {
      const mine = results.filter((r) => r.mode === mode);
      return { mode, medianMs: median(mine.map((r) => r.ms)), all: mine.map((r) => r.ms), bytes: mine[0]!.bytes, gz: mine[0]!.gz, runs };
    });
  } finally {
    server.kill();
  }
}
