import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { dialogTakenOver, runtimeStarted } from './runtimeStarted.ts';
import { LOCALES } from '../../model/codes.ts';
import { SITE } from './ports.ts';

const KEY_MARKER = /\b(page|auth|promo|bonus|captcha|validation|notify|thanks|mystery|secret|common)\.[a-z][A-Za-z]+\b/;

const runtimeReady = (page: Page) => runtimeStarted(page);

// Chromium times a cookie's lifetime by its own clock, not the page's: the real clock here.
test.describe(() => {
  test.use({ clockAt: null });
  test('switching language shows the page in Hindi without a reload and remembers it for 365 days', async ({
    page,
    context,
  }) => {
    await page.goto('/new-promo/aviator-blogger/inr/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('250% Aviator bonus');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 42;
    });
    await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('250% एविएटर बोनस के साथ ऊँची उड़ान भरें');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveTitle(/एविएटर/);
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_lang')!;
    expect(cookie.value).toBe('hi');
    expect((cookie.expires * 1000 - Date.now()) / 86400_000).toBeGreaterThan(364);
    // Next visit: the server sends the page in Hindi (docs/languages.md).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('250% एविएटर बोनस के साथ ऊँची उड़ान भरें');
    await expect(page.getByRole('combobox')).toHaveValue('hi');
  });
});

test('an open form keeps what was typed when the language changes', async ({ page }) => {
  await page.goto('/new-promo/welcome-bonuses/');
  await page.getByRole('main').getByRole('link', { name: /claim/i }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill('typed@example.com');
  await dialogTakenOver(page);
  await page.evaluate(() =>
    (window as unknown as { promo: { switchLanguage: (l: string) => Promise<void> } }).promo.switchLanguage('pt'),
  );
  await expect(dialog.getByRole('heading', { level: 2 })).not.toHaveText('Create your account');
  await expect(dialog.getByRole('textbox').first()).toHaveValue('typed@example.com');
});

test('API calls carry the language; Portuguese is sent as pt-br', async ({ page, context }) => {
  await context.addCookies([{ name: 'i18n_lang', value: 'pt', url: SITE }]);
  const langs: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/settings')) langs.push(r.headers()['accept-language'] ?? '');
  });
  await page.goto('/new-promo/welcome-bonuses/');
  await runtimeReady(page);
  expect(langs).toContain('pt-br');
});

// Two languages per test, in one browser context: each language is a fresh visit (cookies cleared,
// the language cookie set, the page loaded again; the runtime keeps only session tokens in storage,
// and none is made here), while the context keeps the site's cached scripts, so a language costs one
// page load rather than a new browser context and a cold start.
const GROUPS = Array.from({ length: Math.ceil(LOCALES.length / 2) }, (_, i) => LOCALES.slice(2 * i, 2 * i + 2));
for (const group of GROUPS) {
  test(`${group.join(', ')}: page and sign-up dialog show no missing keys and nothing overflows at 360 px`, async ({
    page,
    context,
  }, info) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const locale of group) {
      await test.step(locale, async () => {
        await context.clearCookies();
        await context.addCookies([{ name: 'i18n_lang', value: locale, url: SITE }]);
        await page.goto('/new-promo/cash-race/');
        await runtimeReady(page);
        await expect(page.locator('html')).toHaveAttribute('lang', locale === 'ph' ? 'fil' : locale);
        const body = await page.locator('body').innerText();
        expect(body, locale).not.toMatch(KEY_MARKER);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), locale).toBeLessThanOrEqual(360);
        await page.locator('main a[data-dialog="sign-up"]').first().click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.locator('input').first()).toBeVisible();
        expect(await dialog.innerText(), locale).not.toMatch(KEY_MARKER);
        const overflowing = await dialog.evaluate((d) =>
          [...d.querySelectorAll<HTMLElement>('button, label, h2, .tab, select, .dlg-banner')]
            .filter((el) => el.scrollWidth > el.clientWidth + 1)
            .map((el) => el.textContent),
        );
        expect(overflowing, locale).toEqual([]);
        expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth + 1), locale).toBe(true);
        if (['hi', 'my', 'bn', 'th'].includes(locale)) {
          await page.screenshot({ path: info.outputPath(`dialog-${locale}-360.png`) });
          await page.keyboard.press('Escape');
          await page.screenshot({ path: info.outputPath(`page-${locale}-360.png`), fullPage: true });
        }
      });
    }
  });
}

test('a campaign built in Hindi (/roulette-3/hi/) comes from the server in Hindi', async ({ request, page }) => {
  const html = await (await request.get('/new-promo/roulette-3/hi/')).text();
  expect(html).toContain('<html lang="hi"');
  await page.goto('/new-promo/roulette-3/hi/');
  await expect(page.getByRole('navigation', { name: /खाता/ }).getByRole('link').first()).toBeVisible();
  expect(await page.locator('h1').innerText()).toMatch(/[\u0900-\u097F]/);
});
