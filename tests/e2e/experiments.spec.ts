/**
 * A/B experiments and ad-matched text in Chromium against `promo serve` and the sandbox: the split of
 * fresh visitors, a returning visitor's arm, ?arm= previews, the arm in the pixel, statistics and
 * registration calls (and `promo report` from them), and query text inserted as plain text only.
 */
import { spawnSync } from 'node:child_process';
import { test, expect } from './fixtures.ts';
import { Sandbox, uniqueEmail } from './sandbox.ts';
import { SANDBOX_APP, SITE } from './ports.ts';

test.describe.configure({ mode: 'serial' });

let sandbox: Sandbox;
test.beforeAll(async () => { sandbox = await Sandbox.open(); await sandbox.config({ registrationAttemptLimit: 1000 }); });
test.afterAll(async () => { await sandbox.dispose(); });

const ORIGIN = SITE;
const HEADLINES = { control: 'Mega Contest', 'prize-pool': 'Mega Contest: 10,000,000 INR for 200 winners' } as const;
const armShown = (h1: string) => (Object.keys(HEADLINES) as (keyof typeof HEADLINES)[]).find((k) => HEADLINES[k] === h1.trim());

test('200 fresh visitors split near 50/50, each seeing at once the arm its cookie names', async ({ browser }) => {
  test.setTimeout(180_000);
  const counts = { control: 0, 'prize-pool': 0 };
  // Four browsers' worth of visitors at once, 50 each. Only the first HTML and the cookie it sets are
  // looked at, so each visit fetches the document alone (no scripts, styles or images).
  await Promise.all(Array.from({ length: 4 }, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route('**/*', (route) => (route.request().resourceType() === 'document' ? route.continue() : route.abort()));
    for (let i = 0; i < 50; i++) {
      // A fresh visitor: no cookie from before.
      await context.clearCookies();
      // The first HTML already holds the arm: nothing is swapped after arrival.
      const res = await page.goto('/new-promo/mega-contest/', { waitUntil: 'commit' });
      const html = await res!.text();
      const arm = armShown(/<h1>([^<]*)<\/h1>/.exec(html)![1]!)!;
      const cookie = (await context.cookies()).find((c) => c.name === 'promo_ab_mega_contest');
      expect([cookie?.value, cookie?.sameSite, cookie?.path]).toEqual([arm, 'Lax', '/new-promo/']);
      expect(Math.abs(cookie!.expires * 1000 - Date.parse('2026-12-15T18:29:59Z'))).toBeLessThan(2000);
      counts[arm]++;
    }
    await context.close();
  }));
  console.log('promo serve split of 200 fresh visitors:', counts);
  expect(counts.control + counts['prize-pool']).toBe(200);
  expect(Math.abs(counts.control / 200 - 0.5)).toBeLessThan(0.12);
});

test('a returning visitor keeps the arm; ?arm= shows another without changing it', async ({ page, context }) => {
  await page.goto('/new-promo/mega-contest/');
  const first = armShown(await page.getByRole('heading', { level: 1 }).innerText())!;
  const other = first === 'control' ? 'prize-pool' : 'control';
  for (let i = 0; i < 3; i++) {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINES[first]);
  }
  await page.goto(`/new-promo/mega-contest/?arm=${other}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINES[other]);
  await expect(page.locator('html')).toHaveAttribute('data-promo-booted', 'mega-contest');
  expect((await context.cookies()).find((c) => c.name === 'promo_ab_mega_contest')?.value).toBe(first);
  await page.goto('/new-promo/mega-contest/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINES[first]);
});

test('a search engine sees the control and gets no cookie', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  const page = await context.newPage();
  for (let i = 0; i < 5; i++) {
    await page.goto('/new-promo/mega-contest/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINES.control);
  }
  expect((await context.cookies()).map((c) => c.name)).not.toContain('promo_ab_mega_contest');
  await context.close();
});

test('the arm reaches the pixel, statistics and registration calls, and promo report counts them', async ({ page, context }) => {
  test.setTimeout(60_000);
  const mark = await sandbox.mark();
  await context.addCookies([
    { name: 'promo_ab_reg_en', value: 'phone-dialog', url: ORIGIN },
    { name: '_ga', value: 'GA1.1.4242.1717', url: ORIGIN },
  ]);
  await page.goto('/new-promo/reg-en/?value_3=aff-landing-9');
  await expect.poll(async () => (await sandbox.events('pixel', mark)).map((e) => [e.data.category, e.data.experiment, e.data.arm]), { timeout: 8000 }).toEqual([['sit-bet', 'reg_en', 'phone-dialog']]);
  await page.getByRole('main').getByRole('link', { name: /register now/i }).first().click();
  const dialog = page.getByRole('dialog', { name: /create your account/i });
  await expect(dialog).toBeVisible();
  // The phone-dialog arm is the custom variant: e-mail and phone tabs (the control has e-mail and 1 click).
  await expect(dialog.getByRole('tab', { name: 'By phone' })).toBeVisible();
  await expect.poll(async () => (await sandbox.events('statistics', mark)).map((e) => [e.data.experiment, e.data.arm, e.data.landing_id])).toEqual([['reg_en', 'phone-dialog', 'aff-landing-9']]);
  await dialog.getByLabel('E-mail').fill(uniqueEmail('arm'));
  await dialog.getByLabel('Password', { exact: true }).fill('secret123');
  await dialog.getByLabel('Repeat password').fill('secret123');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL(SANDBOX_APP);
  const [reg] = await sandbox.events('registration', mark);
  expect(reg!.data).toMatchObject({ experiment: 'reg_en', arm: 'phone-dialog', landing_id: 'aff-landing-9', form_id: expect.stringMatching(/^ab\.reg_en\.phone-dialog\.[0-9a-f-]{36}$/) });
  const [req] = await sandbox.requests(mark, '/ccg/user/registration');
  expect(req!.body).toMatchObject({ landing_id: 'aff-landing-9', form_id: expect.stringMatching(/^ab\.reg_en\.phone-dialog\./) });

  const report = spawnSync(process.execPath, ['cli/promo.mjs', 'report', 'reg-en', '--from', sandbox.url], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  console.log(report.stdout);
  expect(report.status).toBe(0);
  expect(report.stdout).toMatch(/gift-dialog \(control\)\s+50\.0%\s+0\s+0\s+0\s+0\.0%/);
  expect(report.stdout).toMatch(/phone-dialog\s+50\.0%\s+1\s+1\s+1\s+100\.0%\s+20\.7%–100\.0%/);
});

test('ad-matched text: the query value replaces the default as plain text; hostile values leave the default', async ({ page }) => {
  const h1 = page.getByRole('heading', { level: 1 });
  await page.goto('/new-promo/landfootball/');
  await expect(h1).toHaveText('Football betting with a 100% welcome bonus');
  await expect(page).toHaveTitle('Football betting with a 100% welcome bonus');
  await page.addInitScript(() => {
    const w = window as unknown as { adAt?: number };
    new MutationObserver(() => { if (w.adAt === undefined && document.querySelector('span[data-ad]')?.textContent === 'LaLiga') w.adAt = performance.now(); })
      .observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/new-promo/landfootball/?utm_term=LaLiga');
  await expect(h1).toHaveText('LaLiga betting with a 100% welcome bonus');
  // Replaced before the first paint: no flash of the default, no shift.
  const paint = () => page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
  await expect.poll(paint).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { adAt?: number }).adAt)).toBeLessThan(await paint());
  await page.goto(`/new-promo/landfootball/?utm_term=${encodeURIComponent('Tom & Jerry')}`);
  await expect(h1).toHaveText('Tom & Jerry betting with a 100% welcome bonus');
  let dialogs = 0;
  page.on('dialog', (d) => { dialogs++; void d.dismiss(); });
  for (const hostile of ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', '"><svg onload=alert(1)>', '&lt;b&gt;x', 'a'.repeat(40)]) {
    await page.goto(`/new-promo/landfootball/?utm_term=${encodeURIComponent(hostile)}`);
    await expect(page.locator('html')).toHaveAttribute('data-promo-booted', 'landfootball');
    await expect(h1).toHaveText('Football betting with a 100% welcome bonus');
    await expect(h1.locator('span[data-ad="utm_term"] *')).toHaveCount(0);
  }
  // Only letters, digits and basic punctuation: shown, but as text, never as a link or markup.
  await page.goto(`/new-promo/landfootball/?utm_term=${encodeURIComponent('javascript:alert(1)')}`);
  await expect(h1).toHaveText('javascript:alert(1) betting with a 100% welcome bonus');
  await expect(h1.locator('a, span[data-ad] *')).toHaveCount(0);
  expect(dialogs).toBe(0);
});
