/** Shared test fixture: fails any test whose page reports a CSP violation or an uncaught error. */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ pageErrors: string[] }>({
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
