import type { Page } from '@playwright/test';
import { test, expect, clockAt } from './fixtures.ts';
import { runtimeStarted } from './runtimeStarted.ts';
import { Sandbox, uniqueEmail, type Tokens } from './sandbox.ts';
import { SANDBOX, SANDBOX_APP, SITE } from './ports.ts';

// Faults are global to the sandbox: these tests run one at a time.
test.describe.configure({ mode: 'serial' });

let sandbox: Sandbox;
test.beforeAll(async () => {
  sandbox = await Sandbox.open();
});
test.afterEach(async () => {
  await sandbox.clearFaults();
});
test.afterAll(async () => {
  await sandbox.dispose();
});

/** Starts the lazily loaded runtime as a visitor's first key does, and waits for it. */
const runtimeReady = (page: Page) => runtimeStarted(page);
type PromoHandle = { api: { get: (p: string) => Promise<unknown> }; saveSession: (t: Tokens) => void };
const promo = (page: Page) => ({
  saveSession: (t: Tokens) =>
    page.evaluate((tok) => (window as unknown as { promo: PromoHandle }).promo.saveSession(tok), t),
  get: (path: string) =>
    page.evaluate(
      (p) =>
        (window as unknown as { promo: PromoHandle }).promo.api.get(p).then(
          (d) => ({ ok: true, d }),
          (e: Error) => ({ ok: false, d: e.message }),
        ),
      path,
    ),
});

// Chromium times a cookie's lifetime by its own clock, not the page's: the real clock here.
test.describe(() => {
  test.use({ clockAt: null });
  test('a visitor holding a session token goes on to the main application and gets mirred for 12 months', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'vuexx', value: 'some-access-token', url: SITE }]);
    await page.goto('/new-promo/cash-race/?click_id=c1');
    await page.waitForURL(/\/app\//);
    await expect(page.locator('#arrived')).toContainText('/app/');
    await expect(page.locator('#arrived')).toContainText('click_id=c1');
    const mirred = (await context.cookies(SITE)).find((c) => c.name === 'mirred')!;
    expect(mirred.sameSite).toBe('Lax');
    expect(mirred.expires * 1000 - Date.now()).toBeGreaterThan(360 * 86400_000);
  });
});

test('a one-time login link signs the visitor in and sends them on, the token gone from every address', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('once');
  await sandbox.player(email);
  const { token } = await sandbox.onetime(email);
  const mark = await sandbox.mark();
  await page.goto(`/new-promo/welcome-bonuses/?click_id=o1&token=${token}`);
  await page.waitForURL(SANDBOX_APP);
  const arrived = new URL(page.url());
  expect(Object.fromEntries(arrived.searchParams)).toEqual({ click_id: 'o1' });
  expect((await sandbox.requests(mark, '/api/v1/oauth/onetime')).map((r) => r.status)).toEqual([200]);
  expect((await context.cookies(SITE)).find((c) => c.name === 'vuexx')?.value).toBeTruthy();
  // Used once: the same link again leaves the visitor on the page, signed out.
  await context.clearCookies();
  await page.goto('/new-promo/no-such-page/'); // the 404 page sends no one on: clear the site's storage there
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/new-promo/welcome-bonuses/?token=${token}`);
  await expect(page.locator('html')).toHaveAttribute('data-promo-booted', 'welcome-bonuses');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/new-promo/welcome-bonuses/');
  await expect
    .poll(async () => (await sandbox.requests(mark, '/api/v1/oauth/onetime')).map((r) => r.status))
    .toEqual([200, 401]);
  // Still here a moment later, signed out: nothing sends the visitor on.
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe('/new-promo/welcome-bonuses/');
});

test('a token in local storage alone is enough to go on', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'vuexx',
      JSON.stringify({ access_token: 'from-storage', token_type: 'Bearer', expires_in: 9999999999 }),
    ),
  );
  await page.goto('/new-promo/welcome-bonuses/');
  await page.waitForURL(SANDBOX_APP);
});

test('the pixel fires the campaign category after 3 s; a page without one fires nothing', async ({ page, context }) => {
  const mark = await sandbox.mark();
  // The page without a category stays open beside the other one while it waits for its pixel, and
  // at least 4 s in all (its pixel would fire after 3 s).
  await page.goto('/new-promo/cash-race/');
  const plainSince = Date.now();
  const other = await context.newPage();
  await other.goto('/new-promo/wheel-of-fortune/');
  await expect
    .poll(async () => (await sandbox.events('pixel', mark)).map((e) => e.data.category), { timeout: 8000 })
    .toEqual(['sit-cas']);
  await page.waitForTimeout(Math.max(0, 4000 - (Date.now() - plainSince)));
  // Still that one pixel alone: the page without a category fired nothing.
  expect((await sandbox.events('pixel', mark)).map((e) => e.data.category)).toEqual(['sit-cas']);
});

// Chromium times a cookie's lifetime by its own clock, not the page's: the real clock here.
test.describe(() => {
  test.use({ clockAt: null });
  test('affiliate ids from the query are kept in cookies for 7 days; a tampered one is dropped', async ({
    page,
    context,
  }) => {
    await page.goto('/new-promo/cash-race/?click_id=clk-42&value_1=offer_7&value_2=partner9&value_3=%3Cscript%3E');
    await expect(page.locator('html')).toHaveAttribute('data-promo-booted', 'cash-race');
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    expect([cookies.click_id?.value, cookies.offer_id?.value, cookies.partner_id?.value]).toEqual([
      'clk-42',
      'offer_7',
      'partner9',
    ]);
    expect(cookies.landing_id).toBeUndefined();
    const days = (cookies.click_id!.expires * 1000 - Date.now()) / 86400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
  });
});

test('with only a refresh token left, the runtime refreshes on start', async ({ page, context }) => {
  const { token } = await sandbox.player(uniqueEmail('refresh'));
  await context.addCookies([{ name: 'refresh', value: token.refresh_token, url: SITE }]);
  const mark = await sandbox.mark();
  await page.goto('/new-promo/cash-race/');
  await runtimeReady(page);
  expect((await sandbox.requests(mark, '/api/v3/oauth/refresh')).map((r) => r.status)).toEqual([200]);
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(cookies.vuexx).toBeTruthy();
  expect(cookies.refresh).not.toBe(token.refresh_token);
});

test('two requests failing with 401 at once share one refresh and are each retried once', async ({ page }) => {
  const { token } = await sandbox.player(uniqueEmail('concurrent'));
  await page.goto('/new-promo/cash-race/');
  await runtimeReady(page);
  await promo(page).saveSession(token);
  await sandbox.expireAccess();
  const mark = await sandbox.mark();
  const results = await page.evaluate(() => {
    const p = (window as unknown as { promo: PromoHandle }).promo;
    return Promise.all([p.api.get('/players/me'), p.api.get('/players/me/balance')]).then(
      () => 'both ok',
      (e: Error) => e.message,
    );
  });
  expect(results).toBe('both ok');
  const seen = await sandbox.requests(mark);
  expect(seen.filter((r) => r.path === '/api/v3/oauth/refresh')).toHaveLength(1);
  expect(seen.filter((r) => r.path === '/api/v1/players/me').map((r) => r.status)).toEqual([401, 200]);
  expect(seen.filter((r) => r.path === '/api/v1/players/me/balance').map((r) => r.status)).toEqual([401, 200]);
  expect(seen.find((r) => r.path === '/api/v1/players/me' && r.status === 200)?.headers['accept-language']).toBe('en');
});

test('two open tabs share one refresh too', async ({ context }) => {
  const { token } = await sandbox.player(uniqueEmail('tabs'));
  const [a, b] = [await context.newPage(), await context.newPage()];
  // Each tab in front while its runtime starts (it starts on idle, which a background tab may not reach).
  for (const p of [a, b]) {
    await p.bringToFront();
    await p.goto('/new-promo/cash-race/');
    await runtimeReady(p);
  }
  await promo(a).saveSession(token);
  await b.evaluate(() => (window as unknown as { promo: { syncSession: () => void } }).promo.syncSession());
  await sandbox.expireAccess();
  const mark = await sandbox.mark();
  const [ra, rb] = await Promise.all([promo(a).get('/players/me'), promo(b).get('/players/me/balance')]);
  expect([ra.ok, rb.ok]).toEqual([true, true]);
  expect(await sandbox.requests(mark, '/api/v3/oauth/refresh')).toHaveLength(1);
});

test('a 401 ip block clears the session and goes home', async ({ page, context }) => {
  const { token } = await sandbox.player(uniqueEmail('ipblock'));
  await page.goto('/new-promo/cash-race/');
  await runtimeReady(page);
  await promo(page).saveSession(token);
  await sandbox.fault({
    match: { path: '/api/v1/players/me' },
    status: 401,
    body: {
      errors: [{ location: 'ip', reason: 'forbidden', msg: 'This resource is not accessible from your country.' }],
    },
  });
  const r = await promo(page).get('/players/me');
  expect(r).toEqual({ ok: false, d: expect.stringContaining('not accessible from your country') });
  await page.waitForURL((u) => u.pathname === '/new-promo/');
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('vuexx');
  expect(names).not.toContain('refresh');
  expect(await page.evaluate(() => [localStorage.getItem('vuexx'), localStorage.getItem('refresh')])).toEqual([
    null,
    null,
  ]);
});

test('a refresh failing with 500 shows the "Session refresh" notification, which closes by itself', async ({
  page,
  context,
}) => {
  const { token } = await sandbox.player(uniqueEmail('refresh500'));
  await context.addCookies([{ name: 'refresh', value: token.refresh_token, url: SITE }]);
  await sandbox.fault({ match: { path: '/api/v3/oauth/refresh' }, status: 500, times: 5 });
  await page.goto('/new-promo/cash-race/');
  const alert = page.getByRole('alert').filter({ hasText: 'Session refresh' });
  await expect(alert).toBeVisible({ timeout: 10_000 });
  await expect(alert).toBeHidden({ timeout: 8000 });
});

test('a remembered visitor is sent on from the root page only to an allowed host', async ({ page, context }) => {
  const url = SITE;
  await context.addCookies([
    { name: 'mirred', value: '1', url },
    { name: 'redirect_url', value: '//evil.example/steal', url },
  ]);
  await page.goto('/new-promo/');
  await expect(page.locator('html')).toHaveAttribute('data-promo-booted', 'home');
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe('/new-promo/');
  await context.addCookies([{ name: 'redirect_url', value: `${SANDBOX}/app/remembered`, url }]);
  await page.goto('/new-promo/');
  await page.waitForURL(/\/app\/remembered/);
  // A promotion page visited directly never follows the remembered address.
  await page.goto('/new-promo/cash-race/');
  await expect(page.locator('html')).toHaveAttribute('data-promo-booted', 'cash-race');
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe('/new-promo/cash-race/');
});

test('the support chat loads only on campaigns that ask for it, with token, locale and position from the site config, for a reader who never taps', async ({
  page,
}) => {
  const mark = await sandbox.mark();
  await page.goto('/new-promo/cash-race/');
  await runtimeReady(page);
  await page.waitForTimeout(500);
  expect(await sandbox.events('chat-loaded', mark)).toEqual([]);
  // No key, no tap: the boot script loads the chat on idle by itself, and the runtime does not start (issue 27).
  await page.goto('/new-promo/win-with-us/');
  await expect.poll(async () => (await sandbox.events('chat-loaded', mark)).length).toBe(1);
  await expect(page.locator('#sandbox-chat-button')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-promo-runtime', /.*/);
  // Token, locale and position come from the site config (promo.config.yaml), not from the SDK's defaults.
  const [loaded] = await sandbox.events('chat-loaded', mark);
  expect(loaded!.data).toMatchObject({ websiteToken: 'sandbox-chat-token', locale: 'en', position: 'left' });
  await expect(page.locator('#sandbox-chat-button')).toHaveAttribute('data-position', 'left');
  // The runtime, once a visitor shows intent, leaves the chat as it is: one SDK, one launcher.
  await runtimeReady(page);
  await expect(page.locator('#sandbox-chat-button')).toHaveCount(1);
  expect(await sandbox.events('chat-loaded', mark)).toHaveLength(1);
});

test('the runtime loads settings on start except where the campaign skips them (warm-up-royal-challenge-new)', async ({
  page,
}) => {
  const settingsCalls: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.includes('/settings') || u.pathname.includes('/bonuses/')) settingsCalls.push(u.pathname);
  });
  await page.goto('/new-promo/cash-race/');
  await runtimeReady(page);
  expect(settingsCalls.some((p) => p.endsWith('/settings'))).toBe(true);
  await page.goto('/new-promo/warm-up-royal-challenge-new/');
  // What the first page asked for is behind: this page starts its runtime only at the visitor's first key.
  settingsCalls.length = 0;
  await runtimeReady(page);
  await page.waitForTimeout(300);
  expect(settingsCalls).toEqual([]);
  // The page still works: its call to action opens the sign-up dialog.
  await page
    .getByRole('link', { name: /sign up|register|join/i })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a page flagged language-from-browser sets i18n_lang from the browser when it is unset', async ({ browser }) => {
  const context = await clockAt(await browser.newContext({ locale: 'hi-IN' }));
  const page = await context.newPage();
  await page.goto('/new-promo/cash-race/');
  await expect(page.locator('html')).toHaveAttribute('data-promo-booted', 'cash-race');
  expect((await context.cookies()).find((c) => c.name === 'i18n_lang')).toBeUndefined();
  await page.goto('/new-promo/win-with-us/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमारे साथ जीतें — अपने फ़ोन पर');
  expect((await context.cookies()).find((c) => c.name === 'i18n_lang')?.value).toBe('hi');
  await context.close();
});

test('slow requests show the progress bar and the full-screen spinner, then hide them', async ({ page }) => {
  await sandbox.fault({ match: { path: '/bonus/bonuses/welcome-for-land' }, delayMs: 1500, times: 1 });
  await page.goto('/new-promo/welcome-bonuses/');
  await runtimeReady(page);
  await page.getByRole('main').getByRole('link', { name: /claim/i }).first().click();
  await expect(page.locator('.promo-progress[role="progressbar"]')).toBeVisible();
  await expect(page.locator('.promo-spinner')).toBeVisible();
  await expect(page.locator('.promo-progress')).toBeHidden({ timeout: 5000 });
  await expect(page.locator('.promo-spinner')).toBeHidden({ timeout: 5000 });
});
