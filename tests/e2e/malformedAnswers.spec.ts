/**
 * Hostile API answers (issue 11, item 1): for the calls the runtime makes on the way to a sign-up,
 * the sandbox answers with wrong types, null, missing fields, HTML, truncated JSON or a 200 with an
 * error body. Whatever arrives: no uncaught exception (the fixture fails the test on one), the
 * dialogs still open, and the visitor reads a readable message. And when the runtime cannot start
 * at all, a call to action still works as the link it is.
 * Each fault answers once (times: 1): the sandbox is shared with the other specs, so a fault lives
 * only as long as this test's own request needs it.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { Sandbox, uniqueEmail } from './sandbox.ts';

test.describe.configure({ mode: 'serial' });

let sandbox: Sandbox;
test.beforeAll(async () => {
  sandbox = await Sandbox.open();
  await sandbox.config({ registrationAttemptLimit: 1000 });
});
test.afterEach(async () => {
  await sandbox.clearFaults();
});
test.afterAll(async () => {
  await sandbox.dispose();
});

const PAGE = '/new-promo/welcome-bonuses/';
const OOPS = 'Oops! Something went wrong';

/** Malformed bodies, each answered with status 200 (the hardest case: the call "succeeded"). */
const MALFORMED: [string, { body: unknown; headers?: Record<string, string> }][] = [
  ['null', { body: null, headers: { 'content-type': 'application/json' } }],
  ['HTML', { body: '<html><body><h1>502 Bad Gateway</h1></body></html>', headers: { 'content-type': 'text/html' } }],
  ['truncated JSON', { body: '{"currencies": [{"iso_code": "INR"', headers: { 'content-type': 'application/json' } }],
  ['an error body', { body: { errors: [{ location: 'server', reason: 'internal', msg: 'boom' }] } }],
];

async function openSignUp(page: Page) {
  await page.goto(PAGE);
  await page.getByRole('main').getByRole('link', { name: /claim/i }).first().click();
  const dialog = page.getByRole('dialog', { name: /create your account/i });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillRegistration(page: Page) {
  const dialog = page.getByRole('dialog', { name: /create your account/i });
  await dialog.getByLabel('E-mail').fill(uniqueEmail('bad'));
  await dialog.getByLabel('Password', { exact: true }).fill('secret123');
  await dialog.getByLabel('Repeat password').fill('secret123');
  return dialog;
}

test.describe('settings', () => {
  const cases: [string, { body: unknown; headers?: Record<string, string> }][] = [
    ['currencies as a string', { body: { default_currency: 'INR', currencies: 'INR,BRL' } }],
    ['currencies holding null', { body: { default_currency: 'INR', currencies: [null, { iso_code: 'INR' }] } }],
    ['a number for the default currency', { body: { default_currency: 7, currencies: [] } }],
    ...MALFORMED,
  ];
  for (const [what, answer] of cases) {
    test(`a settings answer with ${what}: the dialog opens with the site's default currency`, async ({ page }) => {
      await sandbox.fault({ match: { method: 'GET', path: '^/api/v1/settings$' }, status: 200, times: 1, ...answer });
      const dialog = await openSignUp(page);
      await expect(dialog.getByLabel('Currency')).toHaveValue('INR');
      await expect(dialog.getByLabel('E-mail')).toBeEditable();
    });
  }

  test('malformed additional settings: the dialog still opens', async ({ page }) => {
    await sandbox.fault({
      match: { method: 'GET', path: '/api/v1/settings/additional-settings' },
      status: 200,
      body: { captcha_site_key: { nested: true } },
      times: 1,
    });
    await expect((await openSignUp(page)).getByLabel('E-mail')).toBeVisible();
  });
});

test.describe('welcome bonuses', () => {
  for (const [what, answer] of [['an object instead of a list', { body: { list: [] } }] as const, ...MALFORMED]) {
    test(`a bonus list answer with ${what}: the dialog opens and says something went wrong`, async ({ page }) => {
      await sandbox.fault({
        match: { method: 'GET', path: '/bonus/bonuses/welcome-for-land' },
        status: 200,
        times: 1,
        ...answer,
      });
      const dialog = await openSignUp(page);
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: OOPS })
          .or(page.getByRole('status').filter({ hasText: OOPS }))
          .first(),
      ).toBeVisible();
      await expect(dialog.getByLabel('E-mail')).toBeEditable();
    });
  }
});

test.describe('registration', () => {
  const cases: [string, { body: unknown; headers?: Record<string, string> }][] = [
    ['no tokens', { body: {} }],
    ['a token without its type and expiry', { body: { token: { access_token: 'abc', refresh_token: 'def' } } }],
    ['a list', { body: [1, 2] }],
    ...MALFORMED,
  ];
  for (const [what, answer] of cases) {
    test(`a 200 registration answer with ${what}: the generic error in place, no "registered", no session`, async ({
      page,
      context,
    }) => {
      await sandbox.fault({
        match: { method: 'POST', path: '/ccg/user/registration' },
        status: 200,
        times: 1,
        ...answer,
      });
      await openSignUp(page);
      const dialog = await fillRegistration(page);
      await dialog.getByRole('button', { name: 'Sign up' }).click();
      await expect(dialog.getByRole('alert').filter({ hasText: OOPS })).toBeVisible();
      await expect(page.getByText('Registration completed')).toHaveCount(0);
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'vuexx')).toBeUndefined();
      // What the visitor typed is still there.
      await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('secret123');
    });
  }

  test('a CSRF answer without a token: the generic error, the dialog stays', async ({ page }) => {
    await sandbox.fault({
      match: { method: 'GET', path: '/ccg/csrf-token' },
      status: 200,
      body: { token: null },
      times: 1,
    });
    await openSignUp(page);
    const dialog = await fillRegistration(page);
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: OOPS })).toBeVisible();
  });
});

test('a 200 sign-in answer of null: the generic error, never a script error', async ({ page }) => {
  const email = uniqueEmail('nul');
  await sandbox.player(email);
  await sandbox.fault({
    match: { method: 'POST', path: '/ccg/user/login' },
    status: 200,
    body: 'null',
    headers: { 'content-type': 'application/json' },
    times: 1,
  });
  await page.goto(PAGE);
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('tab', { name: 'By E-mail' }).click();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('secret123');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: OOPS })).toBeVisible();
  await expect(page.getByText(/Cannot read properties/)).toHaveCount(0);
});

test('a promo check answered with HTML: a readable error at the field', async ({ page }) => {
  await sandbox.fault({
    match: { method: 'GET', path: '/api/v1/bonuses/promo/check' },
    status: 200,
    body: '<html>maintenance</html>',
    headers: { 'content-type': 'text/html' },
    times: 1,
  });
  const dialog = await openSignUp(page);
  await dialog.getByLabel('Promo code').fill('100100');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: OOPS })).toBeVisible();
});

test('when the runtime cannot load, a call to action works as the link it is', async ({ page }) => {
  // The runtime starts only at the tap here (no idle start), and no reload-once-on-chunk-failure:
  // the point is what the click does without the runtime.
  await page.addInitScript(() => {
    sessionStorage.setItem('promo:chunk-reload', String(Date.now()));
    Object.defineProperty(window, 'requestIdleCallback', { value: () => 0 });
  });
  await page.goto(PAGE);
  await expect(page.locator('html[data-promo-booted]')).toHaveCount(1);
  // The boot script is in; every script after it (the runtime's chunks) fails to load.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const link = page.getByRole('main').getByRole('link', { name: /claim/i }).first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^https?:/);
  await link.click();
  await page.waitForURL(href!);
  expect(await page.locator('[role="dialog"]').count()).toBe(0);
});
