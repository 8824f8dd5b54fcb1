/** A tap on the welcome-bonuses page's call to action: the sign-up dialog shows, focus in its first field. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export async function tapSignUp(page: Page) {
  const cta = page.getByRole('main').getByRole('link', { name: /claim/i }).first();
  await cta.click();
  const dialog = page.getByRole('dialog', { name: /create your account/i });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('E-mail')).toBeFocused();
  return { cta, dialog };
}
