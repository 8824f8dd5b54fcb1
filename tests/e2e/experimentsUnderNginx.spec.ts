/**
 * A/B experiments in Chromium against the generated nginx config (the e2e build's nginx.conf in a real
 * nginx on a free port): fresh visitors split near the weights, a returning visitor keeps the arm,
 * ?arm= forces one without sticking, a search engine sees the control. Fresh visitors are cheap HTTP
 * requests from the test; a handful are Chromium visits, whose cookie jar must hold the arm shown.
 */
import { join } from 'node:path';
import { test, expect, clockAt, serverCookiesAt } from './fixtures.ts';

// No background worker: it would fetch pages past the route that keeps the server's cookies (serverCookiesAt).
test.use({ serviceWorkers: 'block' });
import { startNginx, type RunningNginx } from '../support/startNginx.ts';
import { CACHES } from '../../cli/cacheRegistry.mjs';

const HEADLINES = { control: 'Mega Contest', 'prize-pool': 'Mega Contest: 10,000,000 INR for 200 winners' } as const;
type Arm = keyof typeof HEADLINES;
const armShown = (h1: string | null | undefined) =>
  (Object.keys(HEADLINES) as Arm[]).find((k) => HEADLINES[k] === h1?.trim());
const armOf = (html: string) => armShown(/<h1>([^<]*)<\/h1>/.exec(html)?.[1]);
const PAGE = '/new-promo/mega-contest/';
const COOKIE = 'promo_ab_mega_contest';
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

// One nginx for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

let nginx: RunningNginx;
test.beforeAll(async () => {
  nginx = await startNginx(join(process.cwd(), CACHES.e2eDist.path));
});
test.afterAll(() => {
  nginx?.stop();
});

test('nginx: 200 fresh visitors split near 50/50; in Chromium each sees at once the arm its cookie names', async ({
  page,
  context,
}) => {
  await serverCookiesAt(context);
  const counts: Record<Arm, number> = { control: 0, 'prize-pool': 0 };
  const inChromium: Record<Arm, number> = { control: 0, 'prize-pool': 0 };
  for (let i = 0; i < 20; i++) {
    await context.clearCookies();
    const res = await page.goto(nginx.origin + PAGE, { waitUntil: 'commit' });
    const arm = armOf(await res!.text())!;
    const cookie = (await context.cookies()).find((c) => c.name === COOKIE);
    expect([cookie?.value, cookie?.sameSite, cookie?.path]).toEqual([arm, 'Lax', '/new-promo/']);
    inChromium[arm]++;
  }
  for (let i = 0; i < 180; i++) {
    const res = await fetch(nginx.origin + PAGE);
    const arm = armOf(await res.text())!;
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^${COOKIE}=${arm};`));
    counts[arm]++;
  }
  for (const arm of Object.keys(counts) as Arm[]) counts[arm] += inChromium[arm];
  console.log('nginx split of 200 fresh visitors (20 in Chromium):', counts, 'of which in Chromium:', inChromium);
  expect(Math.abs(counts.control / 200 - 0.5)).toBeLessThan(0.12);
});

test('nginx: a returning visitor keeps the arm; ?arm= shows another without changing it', async ({ page, context }) => {
  await serverCookiesAt(context);
  const h1 = page.getByRole('heading', { level: 1 });
  await page.goto(nginx.origin + PAGE);
  const first = armShown(await h1.textContent())!;
  const other: Arm = first === 'control' ? 'prize-pool' : 'control';
  // The arm is in the HTML: each reload waits only for the document, not the page's scripts.
  for (let i = 0; i < 3; i++) {
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(h1).toHaveText(HEADLINES[first]);
  }
  await page.goto(`${nginx.origin}${PAGE}?arm=${other}`);
  await expect(h1).toHaveText(HEADLINES[other]);
  await expect(page.locator('html')).toHaveAttribute('data-promo-booted', 'mega-contest');
  expect((await context.cookies()).find((c) => c.name === COOKIE)?.value).toBe(first);
  await page.goto(nginx.origin + PAGE);
  await expect(h1).toHaveText(HEADLINES[first]);
});

test('nginx: a search engine sees the control and gets no cookie', async ({ browser }) => {
  const context = await clockAt(await browser.newContext({ userAgent: BOT_UA }));
  const page = await context.newPage();
  for (let i = 0; i < 3; i++) {
    await page.goto(nginx.origin + PAGE, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINES.control);
  }
  expect((await context.cookies()).map((c) => c.name)).not.toContain(COOKIE);
  await context.close();
});

test('nginx: a visitor without JavaScript sees the control, whatever arm the cookie names, and keeps the cookie', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const { hostname } = new URL(nginx.origin);
  await context.addCookies([{ name: COOKIE, value: 'prize-pool', domain: hostname, path: '/' }]);
  const page = await context.newPage();
  await page.goto(nginx.origin + PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINES.control);
  expect(new URL(page.url()).search).toBe('?arm=control');
  expect((await context.cookies()).find((c) => c.name === COOKIE)?.value).toBe('prize-pool');
  // With JavaScript the same cookie shows its arm: the refresh is inside <noscript>.
  const withJs = await clockAt(await browser.newContext());
  await withJs.addCookies([{ name: COOKIE, value: 'prize-pool', domain: hostname, path: '/' }]);
  const jsPage = await withJs.newPage();
  await jsPage.goto(nginx.origin + PAGE);
  await expect(jsPage.getByRole('heading', { level: 1 })).toHaveText(HEADLINES['prize-pool']);
  expect(new URL(jsPage.url()).search).toBe('');
  await Promise.all([context.close(), withJs.close()]);
});
