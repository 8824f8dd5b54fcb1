/**
 * Shared test fixture: fails any test whose page reports a CSP violation or an uncaught error, points
 * SITE/SANDBOX (ports.ts) at the server pair of the worker's project before anything runs, and starts
 * every page's clock at `clockAt` (default BUILT_AT, the moment the site was built as at; moment.ts),
 * ticking from there, so no test depends on the day it runs. `test.use({ clockAt: null })` leaves the
 * real clock, for a test of what Chromium itself times by it (a cookie's expiry date; the site's cookies
 * also carry Max-Age, which Chromium counts from its own clock, runtime/core/cookies.ts).
 */
import { type BrowserContext, test as base, expect } from '@playwright/test';
import { usePairOf } from './ports.ts';
import { BUILT_AT } from './moment.ts';
import { shiftDate } from './shiftDate.ts';

export const test = base.extend<{ pageErrors: string[]; clockAt: number | null }, { serverPair: string }>({
  clockAt: [BUILT_AT, { option: true }],
  // Every page of the test's context (a context a test makes itself: `clockAt(context)` below).
  context: async ({ context, clockAt: at }, use) => {
    if (at !== null) await clockAt(context, at);
    await use(context);
  },
  serverPair: [
    async ({ playwright: _ }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      usePairOf(baseURL);
      await use(baseURL!);
    },
    { scope: 'worker', auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy|Refused to/.test(m.text()))
          errors.push(`csp: ${m.text()}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      await use(errors);
      expect(errors, 'no CSP violations or page errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Starts the pages' clock of a context (the fixture's, or one a test made with browser.newContext) at
 * `at`, ticking from there. Only `Date` moves (shiftDate.ts): Playwright's clock, even through
 * setSystemTime alone, replaces `performance` too (its getEntries* then return nothing: no paint
 * timing, no resource list for the background worker) and install() fakes timers and idle callbacks.
 */
export async function clockAt<C extends BrowserContext>(context: C, at = BUILT_AT): Promise<C> {
  await context.addInitScript(shiftDate, at - Date.now());
  return context;
}

/**
 * Makes Chromium keep the cookies the server sets as a browser living at `at` would: page.clock moves
 * only the pages' clock, while Chromium drops a cookie whose Expires has passed by its own (real)
 * clock. So each document's Set-Cookie Expires is moved by the time between `at` and now, keeping the
 * lifetime it has at `at` (an A/B arm lasting until its experiment ends; none once it has). Returns that shift.
 */
export async function serverCookiesAt(context: BrowserContext, at = BUILT_AT): Promise<number> {
  const shift = Date.now() - at;
  // Every page request (a path ending in /). A page the background worker (sw.js) fetches would pass
  // by the route: specs that use this block it (`test.use({ serviceWorkers: 'block' })`).
  // Fetched with Node's fetch, not route.fetch(), which would store the unmoved cookie in the context too.
  await context.route(
    (url) => url.pathname.endsWith('/'),
    async (route) => {
      const request = route.request();
      const sent = Object.fromEntries(
        Object.entries(await request.allHeaders()).filter(([k]) => !/^(host|connection|content-length|:)/.test(k)),
      );
      const response = await fetch(request.url(), { method: request.method(), headers: sent, redirect: 'manual' });
      const headers: Record<string, string> = {};
      // (fetch hands the body over decoded.)
      response.headers.forEach((value, name) => {
        if (!['set-cookie', 'content-encoding', 'content-length'].includes(name)) headers[name] = value;
      });
      const cookies = response.headers
        .getSetCookie()
        .map((c) =>
          c.replace(/Expires=([^;]+)/i, (_, d: string) => `Expires=${new Date(Date.parse(d) + shift).toUTCString()}`),
        );
      if (cookies.length) headers['set-cookie'] = cookies.join('\n');
      await route.fulfill({ status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) });
    },
  );
  return shift;
}
