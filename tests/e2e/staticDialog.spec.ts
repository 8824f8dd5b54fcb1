/**
 * The pre-rendered sign-up dialog (issue 27): the React runtime starts on the visitor's first sign of intent, not on
 * idle; a tap before it has come shows the page's own copy of the dialog at once, and the runtime's dialog takes it
 * over with what was typed, the focus and a pressed button. The runtime's code is held back here (every script asked
 * for after the boot script ran), so the copy is tested on its own and the takeover happens when the test says.
 */
import type { Page, Route } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { tapSignUp } from './tapSignUp.ts';

/** Opens the page and holds every script it asks for once booted (the runtime's); `release` lets them through. */
async function holdRuntime(page: Page, path: string) {
  let holding = false;
  const held: Route[] = [];
  let released = false;
  await page.route('**/new-promo/assets/**', (route) => {
    if (holding && !released) held.push(route);
    else void route.continue();
  });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-promo-booted', /.+/);
  holding = true;
  return {
    held: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((r) => r.continue()));
    },
  };
}

test('a reader who never taps starts no runtime; a tap shows the dialog at once, typed into before the runtime comes', async ({
  page,
}) => {
  const runtime = await holdRuntime(page, '/new-promo/welcome-bonuses/');
  // Reading for a while starts nothing: no runtime, no dialog in the page.
  await page.waitForTimeout(1500);
  await expect(page.locator('html')).not.toHaveAttribute('data-promo-runtime', /.*/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const { cta, dialog } = await tapSignUp(page);
  expect(runtime.held()).toBeGreaterThan(0);
  // Its ids are its own: the page's (rendered apart) never share one, or a label would name the page's element.
  const sharedIds = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    return ids.filter((id, i) => ids.indexOf(id) !== i);
  });
  expect(sharedIds).toEqual([]);
  // It closes as the dialog does: Escape, focus back on the call to action.
  await page.keyboard.type('first@example.com');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cta).toBeFocused();

  // Opened again it starts empty; the visitor types and presses Sign up before the runtime has come.
  await cta.click();
  await expect(dialog.getByLabel('E-mail')).toHaveValue('');
  await dialog.getByLabel('E-mail').fill('visitor@example.com');
  await dialog.getByLabel('Password', { exact: true }).fill('abc');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status')).toBeVisible();

  await runtime.release();
  // The runtime's dialog took over: one dialog, what was typed kept, and the held press acted on (the short password).
  await expect(page.locator('#promo-static-dialog')).toHaveCount(0);
  await expect(page.locator('#promo-overlay').getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(dialog.getByLabel('E-mail')).toHaveValue('visitor@example.com');
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('abc');
  await expect(dialog.getByText('Min 6 characters')).toBeVisible();
});

test('taken over mid-word, the visitor keeps typing in the same field at the same place', async ({ page }) => {
  const runtime = await holdRuntime(page, '/new-promo/welcome-bonuses/');
  await page.getByRole('main').getByRole('link', { name: /claim/i }).first().click();
  const dialog = page.getByRole('dialog', { name: /create your account/i });
  await page.keyboard.type('visitor@exam');
  await runtime.release();
  await expect(page.locator('#promo-static-dialog')).toHaveCount(0);
  await expect(dialog.getByLabel('E-mail')).toBeFocused();
  await page.keyboard.type('ple.com');
  await expect(dialog.getByLabel('E-mail')).toHaveValue('visitor@example.com');
  // The boxes the form presets are ticked in the copy as in the form (nothing flips at the takeover).
  await expect(dialog.getByRole('checkbox').first()).toBeChecked();
});

test("the copy's currency is the one the runtime's form presets from the address: nothing flips at the takeover", async ({
  page,
}) => {
  // landfootball lets its `currency` query win over its call to action's INR.
  const runtime = await holdRuntime(page, '/new-promo/landfootball/?currency=BRL&val_cur=BDT');
  await page
    .getByRole('main')
    .getByRole('link', { name: /football/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /create your account/i });
  await expect(page.locator('#promo-static-dialog')).toHaveCount(1);
  await expect(dialog.getByLabel('Currency')).toHaveValue('BRL');
  await runtime.release();
  await expect(page.locator('#promo-static-dialog')).toHaveCount(0);
  await expect(dialog.getByLabel('Currency')).toHaveValue('BRL');

  // welcome-bonuses' call to action names INR and its campaign lets it win: the query changes nothing.
  const again = await holdRuntime(page, '/new-promo/welcome-bonuses/?val_cur=BDT');
  const { dialog: copy } = await tapSignUp(page);
  await expect(copy.getByLabel('Currency')).toHaveValue('INR');
  expect(again.held()).toBeGreaterThan(0);
});
