/**
 * A/B experiments and ad-matched text as visitors see them, in Chromium against `promo serve`: the
 * split of fresh visitors, a returning visitor's arm, ?arm= previews, search engines, and query text
 * inserted as plain text only. Nothing here reads or changes the sandbox: the arm in the pixel,
 * statistics and registration calls is checked by promo report's unit tests (tests/unit/abReport.test.ts).
 */
import { test, expect, clockAt, serverCookiesAt } from './fixtures.ts';

// No background worker: it would fetch pages past the route that keeps the server's cookies (serverCookiesAt).
test.use({ serviceWorkers: 'block' });

const HEADLINES = { control: 'Mega Contest', 'prize-pool': 'Mega Contest: 10,000,000 INR for 200 winners' } as const;
const armShown = (h1: string) =>
  (Object.keys(HEADLINES) as (keyof typeof HEADLINES)[]).find((k) => HEADLINES[k] === h1.trim());

test('200 fresh visitors split near 50/50; in Chromium each sees at once the arm its cookie names', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const counts = { control: 0, 'prize-pool': 0 };
  const inChromium = { control: 0, 'prize-pool': 0 };
  let origin = '';
  const shift = await serverCookiesAt(context);
  for (let i = 0; i < 30; i++) {
    // A fresh visitor: no cookie from before.
    await context.clearCookies();
    // The first HTML already holds the arm: nothing is swapped after arrival.
    const res = await page.goto('/new-promo/mega-contest/', { waitUntil: 'commit' });
    origin = new URL(res!.url()).origin;
    const arm = armShown(/<h1>([^<]*)<\/h1>/.exec(await res!.text())![1]!)!;
    const cookie = (await context.cookies()).find((c) => c.name === 'promo_ab_mega_contest');
    expect([cookie?.value, cookie?.sameSite, cookie?.path]).toEqual([arm, 'Lax', '/new-promo/']);
    // Lasting until the experiment ends, as seen at the moment the browser lives at.
    expect(Math.abs(cookie!.expires * 1000 - shift - Date.parse('2026-12-15T18:29:59Z'))).toBeLessThan(5000);
    inChromium[arm]++;
  }
  // The other 170 as plain requests (the same server, the same answer a browser gets; faster than Chromium).
  for (let i = 0; i < 170; i++) {
    const res = await fetch(`${origin}/new-promo/mega-contest/`);
    const arm = armShown(/<h1>([^<]*)<\/h1>/.exec(await res.text())![1]!)!;
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^promo_ab_mega_contest=${arm};`));
    counts[arm]++;
  }
  for (const arm of Object.keys(counts) as (keyof typeof counts)[]) counts[arm] += inChromium[arm];
  console.log('promo serve split of 200 fresh visitors (30 in Chromium):', counts, 'of which in Chromium:', inChromium);
  expect(Math.abs(counts.control / 200 - 0.5)).toBeLessThan(0.12);
});

test('a returning visitor keeps the arm; ?arm= shows another without changing it', async ({ page, context }) => {
  await serverCookiesAt(context);
  await page.goto('/new-promo/mega-contest/');
  const first = armShown(await page.getByRole('heading', { level: 1 }).innerText())!;
  const other = first === 'control' ? 'prize-pool' : 'control';
  // The arm is in the HTML: each reload waits only for the document, not the page's scripts.
  for (let i = 0; i < 3; i++) {
    await page.reload({ waitUntil: 'domcontentloaded' });
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
  const context = await clockAt(
    await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
  );
  const page = await context.newPage();
  for (let i = 0; i < 5; i++) {
    await page.goto('/new-promo/mega-contest/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINES.control);
  }
  expect((await context.cookies()).map((c) => c.name)).not.toContain('promo_ab_mega_contest');
  await context.close();
});

test('a visitor without JavaScript sees the control, whatever arm the server gave them', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: 'promo_ab_mega_contest', value: 'prize-pool', url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/new-promo/mega-contest/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINES.control);
  expect(new URL(page.url()).search).toBe('?arm=control');
  expect((await context.cookies()).find((c) => c.name === 'promo_ab_mega_contest')?.value).toBe('prize-pool');
  // Fresh visitors without JavaScript: each is assigned an arm (a cookie), and each sees the control.
  for (let i = 0; i < 4; i++) {
    await context.clearCookies();
    await page.goto('/new-promo/mega-contest/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINES.control);
    expect((await context.cookies()).map((c) => c.name)).toContain('promo_ab_mega_contest');
  }
  await context.close();
});

test('ad-matched text: the query value replaces the default as plain text, before the first paint', async ({
  page,
}) => {
  const h1 = page.getByRole('heading', { level: 1 });
  await page.goto('/new-promo/landfootball/');
  await expect(h1).toHaveText('Football betting with a 100% welcome bonus');
  await expect(page).toHaveTitle('Football betting with a 100% welcome bonus');
  await page.addInitScript(() => {
    const w = window as unknown as { adAt?: number };
    new MutationObserver(() => {
      if (w.adAt === undefined && document.querySelector('span[data-ad]')?.textContent === 'LaLiga')
        w.adAt = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/new-promo/landfootball/?utm_term=LaLiga');
  await expect(h1).toHaveText('LaLiga betting with a 100% welcome bonus');
  // Replaced before the first paint: no flash of the default, no shift.
  const paint = () => page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
  await expect.poll(paint).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { adAt?: number }).adAt)).toBeLessThan(await paint());
  await page.goto(`/new-promo/landfootball/?utm_term=${encodeURIComponent('Tom & Jerry')}`);
  await expect(h1).toHaveText('Tom & Jerry betting with a 100% welcome bonus');
});

test('ad-matched text: hostile values leave the default; a link-like value is shown as text', async ({ page }) => {
  const h1 = page.getByRole('heading', { level: 1 });
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  for (const hostile of [
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '"><svg onload=alert(1)>',
    '&lt;b&gt;x',
    'a'.repeat(40),
  ]) {
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
