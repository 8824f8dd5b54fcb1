/**
 * The React runtime starts on the visitor's first sign of intent, never for a visitor who only reads
 * (runtime/boot/boot.ts): a test that needs it running presses a key, as a visitor's first key does, once
 * the boot script is listening, and waits for the runtime to say it is ready.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** After a tap before the runtime: its dialog has taken the pre-rendered copy over (runtime/dialogs/adoptStaticDialog.ts). */
export async function dialogTakenOver(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-promo-runtime', /ready|signed-in/, { timeout: 15_000 });
  await expect(page.locator('#promo-static-dialog')).toHaveCount(0);
}

export async function runtimeStarted(page: Page, state: RegExp | string = /ready|signed-in/) {
  await expect(page.locator('html')).toHaveAttribute('data-promo-booted', /.+/);
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-promo-runtime', state, { timeout: 15_000 });
}
