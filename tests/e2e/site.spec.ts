import { test, expect } from './fixtures.ts';

test.describe('pre-rendered campaign pages', () => {
  test('a tournament page shows its content, prize table and countdown @mobile', async ({ page }) => {
    const res = await page.goto('/new-promo/cash-race/');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Cash Race/i);
    await expect(page.getByRole('table', { name: /prize/i })).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.getByRole('link', { name: /join|play|register|sign up/i }).first()).toBeVisible();
  });

  test.describe('with the next page held', () => {
    // The background worker fetches pages itself, past page.route: it would not be held.
    test.use({ serviceWorkers: 'block' });
    test('following a link to another page of the site shows the progress bar until that page arrives', async ({
      page,
    }) => {
      // Neither Playwright nor CDP can evaluate in a page whose next document is held by page.route
      // (the call waits, or the target closes), so the page writes what it draws into sessionStorage,
      // which outlives the navigation (Chromium clears window.name), on every frame while it is marked.
      await page.addInitScript(() => {
        const frames: { opacity: string; transform: string }[] = [];
        const look = () => {
          const html = document.documentElement;
          if (html?.hasAttribute('data-navigating')) {
            const s = getComputedStyle(html, '::before');
            frames.push({ opacity: s.opacity, transform: s.transform });
            sessionStorage.setItem('promo-test-bar', JSON.stringify(frames));
          }
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await page.goto('/new-promo/cash-race/');
      await expect(page.locator('html')).toHaveAttribute('data-promo-booted', 'cash-race');
      // The next page is slow to answer: the bar shows from 200 ms on and grows while it waits.
      let release: () => void = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      let asked: () => void = () => {};
      const requested = new Promise<void>((r) => {
        asked = r;
      });
      await page.route('**/new-promo/', async (route) => {
        asked();
        await held;
        await route.continue();
      });
      await page.getByRole('link', { name: /home/i }).first().click({ noWaitAfter: true });
      await requested;
      await new Promise((r) => setTimeout(r, 1500));
      release();
      await page.waitForURL(/\/new-promo\/$/);
      const frames = JSON.parse(await page.evaluate(() => sessionStorage.getItem('promo-test-bar') ?? '[]')) as {
        opacity: string;
        transform: string;
      }[];
      const shown = frames.filter((f) => f.opacity === '1');
      expect(shown.length, 'frames drawn with the bar shown while the next page was held').toBeGreaterThan(1);
      expect(new Set(shown.map((f) => f.transform)).size, 'the bar grows while it waits').toBeGreaterThan(1);
      expect(await page.locator('html').getAttribute('data-navigating')).toBeNull();
    });
  });

  test('the countdown ticks once the boot script runs', async ({ page }) => {
    await page.goto('/new-promo/cash-race/');
    const seconds = page.getByRole('timer').locator('[data-unit="seconds"]');
    const first = await seconds.textContent();
    await expect(seconds).not.toHaveText(first ?? '', { timeout: 3000 });
  });

  test('content is in the HTML: readable with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/new-promo/welcome-bonuses/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/20,000\s*INR/).first()).toBeVisible();
    await context.close();
  });

  test('the {id} route picks the info-dialog language, opened by "More info"', async ({ page }) => {
    await page.goto('/new-promo/cash-race/hi/');
    await page
      .getByRole('link', { name: /more info/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('lang', 'hi');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a directory URL without its trailing slash redirects to the canonical one', async ({ page }) => {
    const res = await page.goto('/new-promo/cash-race');
    expect(new URL(page.url()).pathname).toBe('/new-promo/cash-race/');
    expect(res?.status()).toBe(200);
  });

  test('any route containing secret-action goes to /2024-ipl-event/', async ({ request }) => {
    const res = await request.get('/new-promo/promo-secret-action/', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/new-promo/2024-ipl-event/');
  });

  test('pages carry a Content-Security-Policy and static assets are cached for good', async ({ request, page }) => {
    const res = await request.get('/new-promo/cash-race/');
    expect(res.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers()['content-security-policy']).toContain("object-src 'none'");
    await page.goto('/new-promo/cash-race/');
    const src = await page.locator('script[src^="/new-promo/assets/"]').first().getAttribute('src');
    const asset = await request.get(src!);
    expect(asset.headers()['cache-control']).toContain('immutable');
  });
});

test('a blogger page answers for any {name} handle', async ({ page }) => {
  const res = await page.goto('/new-promo/aviator-blogger/inr/cricket_guru/');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('250% Aviator bonus');
});

test('the root page answers at /new-promo/', async ({ page }) => {
  const res = await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/new-promo/');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome package');
});

test('navigation: an anchor hash scrolls to its section clear of the sticky header; a new page starts at the top @mobile', async ({
  page,
}) => {
  await page.goto('/new-promo/cash-race/#tn-prizes');
  const placed = () =>
    page.locator('#tn-prizes').evaluate((h) => {
      const header = document.querySelector('.site-header')!.getBoundingClientRect();
      const r = h.getBoundingClientRect();
      return r.top >= header.bottom - 1 && r.top < innerHeight / 2;
    });
  await expect.poll(placed).toBe(true);
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
  // Following a link to another page from down the page: it opens at its top.
  await page.getByRole('link', { name: 'WinPlay promotions home' }).click();
  await expect(page).toHaveURL(/\/new-promo\/$/);
  expect(await page.evaluate(() => scrollY)).toBe(0);
});

test.describe('unknown routes', () => {
  test('show the 404 page with status 404 @mobile', async ({ page }) => {
    const res = await page.goto('/new-promo/no-such-promotion/');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('link', { name: /current promotions/i })).toHaveAttribute('href', '/new-promo/');
  });
});
