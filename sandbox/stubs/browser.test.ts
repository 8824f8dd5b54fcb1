/**
 * The stub scripts in a real Chromium (captcha widget, pixel, chat SDK, CORS from a loopback site).
 * Uses the tests' Chromium (tests/support/testChromium.mjs: CHROMIUM_PATH, the headless shell or /usr/bin/chromium), which .ci/run installs.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { type RunningSandbox, startSandbox } from '../index.ts';
import { TEST_CHROMIUM, TEST_CHROMIUM_ARGS } from '../../tests/support/testChromium.mjs';

const CHROMIUM = TEST_CHROMIUM;
if (!existsSync(CHROMIUM))
  throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium (or set CHROMIUM_PATH)`);

const sitePage = (api: string) => `<!doctype html><html><body>
<div id="cap"></div><div id="cap2"></div>
<script>
  window.onCaptchaLoad = function () {
    window.wid = hcaptcha.render('cap', { sitekey: 'sandbox-site-key', hl: 'hi', callback: function (t) { window.captchaToken = t; } });
    try { hcaptcha.render('cap2', { sitekey: 'sandbox-fail' }); } catch (e) { window.renderError = e.message; }
  };
</script>
<script src="${api}/captcha/api.js?onload=onCaptchaLoad&render=explicit" async defer></script>
<script src="${api}/pixel/pixel.js"></script>
<script src="${api}/chat/sdk.js?websiteToken=abc"></script>
</body></html>`;

describe('stub scripts in Chromium', () => {
  let sandbox: RunningSandbox;
  let site: Server;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    site = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(sitePage(sandbox.url));
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: TEST_CHROMIUM_ARGS,
    });
    page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/new-promo/aviator/`);
    await page.waitForFunction(() => 'wid' in window);
  });

  afterAll(async () => {
    await browser?.close();
    await sandbox?.close();
    site?.close();
  });

  const win = <T>(key: string) => page.evaluate((k) => (window as unknown as Record<string, T>)[k], key);

  it('captcha: sandbox-fail throws, ticking "I am human" yields a token the API accepts once', async () => {
    expect(await win('renderError')).toMatch(/sandbox-fail/);
    await page.getByLabel('I am human').check();
    await page.waitForFunction(() => 'captchaToken' in window);
    const token = await win<string>('captchaToken');
    expect(token).toMatch(/^sandbox-captcha-/);
    const register = () =>
      page.evaluate(
        async ([api, t]) => {
          const res = await fetch(`${api}/registration/registration`, {
            method: 'POST',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json', 'Device-Fingerprint': 'fp' },
            body: JSON.stringify({
              username: `b${Math.random()}@example.com`,
              password: 'secret1',
              repeat_password: 'secret1',
              currency: 'INR',
              checkbox1: true,
              checkbox2: true,
              'captcha-token': t,
            }),
          });
          return res.status;
        },
        [sandbox.url, token] as const,
      );
    expect(await register()).toBe(200);
    expect(await register()).toBe(403);
    await page.evaluate(() => hcaptcha.reset());
    expect(await page.getByLabel('I am human').isChecked()).toBe(false);
  });

  it('pixel and chat report to /__sandbox/events; the Support button sits bottom-left', async () => {
    expect(
      await page.evaluate(() =>
        (window as unknown as { promoPixel: { track(c: string, d: unknown): Promise<boolean> } }).promoPixel.track(
          'sit-cra',
          { n: 1 },
        ),
      ),
    ).toBe(true);
    const kinds = async () =>
      (
        await (
          await fetch(`${sandbox.url}/__sandbox/events`, { headers: { 'x-sandbox-token': sandbox.state.controlToken } })
        ).json()
      ).map((e: { kind: string }) => e.kind);
    await expect.poll(kinds).toEqual(expect.arrayContaining(['chat-loaded', 'pixel']));
    expect(await page.locator('#sandbox-chat-button').getAttribute('data-position')).toBe('left');
  });
});

declare const hcaptcha: { reset(id?: string): void };
