/**
 * Shared test fixture: fails any test whose page reports a CSP violation or an uncaught error, and
 * points SITE/SANDBOX (ports.ts) at the server pair of the worker's project before anything runs.
 */
import { test as base, expect } from '@playwright/test';
import { usePairOf } from './ports.ts';

export const test = base.extend<{ pageErrors: string[] }, { serverPair: string }>({
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
      page.on('console', (m) => { if (m.type() === 'error' && /Content Security Policy|Refused to/.test(m.text())) errors.push(`csp: ${m.text()}`); });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
      });
      await use(errors);
      expect(errors, 'no CSP violations or page errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
