/**
 * What screenshots alone would miss: the hero image is responsive, sized and preloaded; the support
 * chat launcher covers nothing; dialog controls use the page's font; the info dialog on a phone is
 * as tall as its content; the wheel's labels are upright.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { runtimeStarted } from './runtimeStarted.ts';

const runtimeReady = (page: Page) => runtimeStarted(page);

test('the hero image is a <picture> (AVIF, WebP) with width and height, preloaded with high priority @mobile', async ({
  page,
}) => {
  await page.goto('/new-promo/cash-race/');
  const picture = page.locator('.offer picture');
  // The spec's image widths: xs 320, sm 640, md 768, lg 1024, xl 1280, xxl 1536 (the key art is 1600 wide).
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /_img\/cash-race-[0-9a-f]{8}-320\.avif 320w, .*-640\.avif 640w, .*-768\.avif 768w, .*-1024\.avif 1024w, .*-1280\.avif 1280w, .*-1536\.avif 1536w$/,
  );
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
    'srcset',
    /-320\.webp 320w, .*-1536\.webp 1536w$/,
  );
  const img = picture.locator('img');
  await expect(img).toHaveAttribute('width', '320');
  await expect(img).toHaveAttribute('height', '160');
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  // The browser picked the AVIF source and the file is there.
  await expect
    .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0 && /\.avif$/.test(i.currentSrc)))
    .toBe(true);
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  await expect(preload).toHaveAttribute('type', 'image/avif');
  expect(await preload.getAttribute('imagesrcset')).toBe(
    await picture.locator('source[type="image/avif"]').getAttribute('srcset'),
  );
});

test('the support chat launcher never covers content or a call to action @mobile', async ({ page }) => {
  await page.goto('/new-promo/land-500game/');
  await runtimeReady(page);
  const launcher = page.getByRole('button', { name: 'Support chat' });
  await expect(launcher).toBeVisible();
  // At the top, halfway and at the end of the page: nothing readable or clickable under it.
  for (const at of [0, 0.5, 1]) {
    const covered = await page.evaluate((f) => {
      window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * f);
      const b = document.getElementById('sandbox-chat-button')!.getBoundingClientRect();
      const hit = (r: DOMRect) =>
        r.width > 0 && r.height > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
      return [
        ...document.querySelectorAll('#promo-root :is(a, button, select, input, h1, h2, h3, p, li, dt, dd, td, th)'),
      ]
        .filter((el) => hit(el.getBoundingClientRect()))
        .map((el) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim().slice(0, 40)}`);
    }, at);
    expect(covered, `scrolled to ${at * 100}%`).toEqual([]);
  }
  // In the site's palette, not the vendor's blue.
  expect(await launcher.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(139, 108, 255)');
});

test('sign-up dialog controls use the page font; the bonus select shows the whole bonus name @mobile', async ({
  page,
}) => {
  // A sign-up that offers welcome bonuses (the crash sign-up of cash-race asks for crash bonuses, which INR has none of).
  await page.goto('/new-promo/welcome-bonuses/');
  await runtimeReady(page);
  await page.getByRole('link', { name: /claim/i }).first().click();
  const dialog = page.getByRole('dialog');
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeVisible();
  for (const button of [
    dialog.getByRole('button', { name: /show password/i }).first(),
    dialog.getByRole('button', { name: 'Apply' }),
  ]) {
    expect(await button.evaluate((el) => getComputedStyle(el).fontFamily)).toBe(font);
  }
  const bonus = dialog.getByLabel('Welcome bonus');
  const face = dialog.locator('.select-face');
  const chosen = await bonus.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.textContent);
  await expect(face).toHaveText(chosen!);
  expect(await face.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await bonus.selectOption({ index: 1 });
  await expect(face).toHaveText((await bonus.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.textContent))!);
});

test('"More info" on a phone is a bottom sheet as tall as its content @mobile', async ({ page }) => {
  await page.goto('/new-promo/wheel-of-fortune/');
  await page
    .getByRole('link', { name: /more info/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  const content = await dialog.evaluate((d) => d.scrollHeight);
  expect(box.height).toBeLessThanOrEqual(content + 4); // its content and borders, no empty space
  expect(box.height).toBeLessThan(viewport.height * 0.86);
  if (viewport.width <= 500) expect(Math.round(box.y + box.height)).toBe(viewport.height);
});

test('the wheel reads upright all round: no label upside down at rest', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/new-promo/wheel-of-fortune/');
  const angles = await page.locator('.wh-wheel text').evaluateAll((texts) =>
    texts.map((t) => {
      const m = (t as SVGGraphicsElement).getScreenCTM()!;
      return Math.round((Math.atan2(m.b, m.a) * 180) / Math.PI);
    }),
  );
  expect(angles).toHaveLength(8);
  // The reading direction points right, or straight up or down (along the vertical), never leftwards.
  for (const a of angles) expect(Math.abs(a), `label at ${a}°`).toBeLessThanOrEqual(90);
});
