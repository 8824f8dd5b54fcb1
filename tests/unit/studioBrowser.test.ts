/**
 * `promo studio` in Chromium (tests/support/testChromium.mjs), at 1280×800, by keyboard alone: a
 * manager opens New, picks the tournament template, types a slug (checked as typed) and a title, and
 * creates the campaign; in Edit, gives a date the checker refuses (the error shows at its field and
 * Save is off), fixes it, changes the title (the YAML view follows) and saves. axe-core (WCAG 2.1 A/AA
 * and best practices) finds no violation on the three screens. The preview frame is left out of axe:
 * it is the campaign page, which the site's own tests check; here the studio runs without it
 * (support/studioFixture.ts). Long text is entered as one input event (insertText, as a paste).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { TEST_CHROMIUM, TEST_CHROMIUM_ARGS } from '../support/testChromium.mjs';
import { studioFixture, type StudioFixture } from '../support/studioFixture.ts';

/** Longer than CodeMirror's completion interactionDelay (75 ms), during which Enter does not take an option. */
const COMPLETION_READ_MS = 150;

let f: StudioFixture;
let browser: Browser;
beforeAll(async () => {
  [f, browser] = await Promise.all([
    studioFixture(),
    chromium.launch({ executablePath: TEST_CHROMIUM, args: TEST_CHROMIUM_ARGS }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await f?.close();
});

/** Presses Tab (or Shift+Tab) until `target` has the focus: it is reachable by keyboard (fails after 120 presses). */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`not reachable by Tab: ${target}`);
}

async function noAxeViolations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .exclude('iframe')
    .analyze();
  expect(violations.map((v) => `${screen}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

describe('promo studio in Chromium', () => {
  it('lists the campaigns, and New makes one with the keyboard alone (slug checked as typed); no axe violations', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${f.base}/studio/`);
    await page.getByText('2 of 2 campaigns').waitFor();
    await expect(page.getByRole('row', { name: /cash-race/ }).textContent()).resolves.toMatch(/tournament.*live/);
    await noAxeViolations(page, 'campaigns');

    await tabTo(page, page.getByRole('link', { name: 'New campaign' }));
    await page.keyboard.press('Enter');
    const tournament = page.getByRole('radio', { name: 'tournament' });
    await tournament.waitFor();
    await tabTo(page, page.getByRole('radio').first());
    for (let i = 0; i < 12 && !(await tournament.isChecked()); i++) await page.keyboard.press('ArrowDown');
    await expect(tournament.isChecked()).resolves.toBe(true);
    await tabTo(page, page.getByLabel(/^Slug/));
    await page.keyboard.type('cash-race');
    await page.getByText('campaigns/cash-race.yaml already exists').waitFor();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('diwali-race');
    await page.getByText('campaigns/diwali-race.yaml, at /new-promo/diwali-race/').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.insertText('Diwali Race');
    await noAxeViolations(page, 'new');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const yaml = page.getByRole('textbox', { name: 'Campaign file (YAML)' });
    await yaml.waitFor();
    await yaml.locator('.cm-line', { hasText: 'slug: diwali-race' }).waitFor();
    expect(readFileSync(join(f.dir, 'campaigns', 'diwali-race.yaml'), 'utf8')).toMatch(/title: "Diwali Race"/);
    await context.close();
  });

  it('edits with the keyboard alone: an error shows at its field and blocks Save; a title change reaches the YAML and is saved; no axe violations', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${f.base}/studio/#/edit/cash-race`);
    const yaml = page.getByRole('textbox', { name: 'Campaign file (YAML)' });
    await yaml.waitFor();
    const ends = page.locator('#f-schedule-ends');
    await tabTo(page, ends);
    await expect(page.locator('#f-schedule-ends-hint').textContent()).resolves.toMatch(/Time zone: Asia\/Kolkata/);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('15 Dec');
    await page.keyboard.press('Tab');
    await page.locator('#f-schedule-ends[aria-invalid="true"]').waitFor();
    await expect(page.locator('#f-schedule-ends-problems').textContent()).resolves.toMatch(/^error: .*2026-12-01/);
    await expect(page.getByRole('button', { name: 'Save' }).isDisabled()).resolves.toBe(true);
    // The YAML view marks it at its line too (a lint diagnostic of the code editor).
    await yaml.locator('.cm-line', { hasText: 'ends: "15 Dec"' }).locator('.cm-lintRange-error').waitFor();
    await noAxeViolations(page, 'edit');

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('2026-12-20');
    await tabTo(page, page.locator('#f-text-en-title'));
    await page.locator('#f-schedule-ends:not([aria-invalid])').waitFor();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('Cash Race: Diwali');
    const save = page.getByRole('button', { name: 'Save' });
    await tabTo(page, save, 'Shift+Tab');
    // The YAML view (a CodeMirror editor) shows the changed line, scrolled into view.
    await yaml.locator('.cm-line', { hasText: 'title: "Cash Race: Diwali"' }).waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some((b) => b.textContent === 'Save' && !b.disabled),
    );
    await page.keyboard.press('Enter');
    await page.getByText('Saved campaigns/cash-race.yaml.').waitFor();
    const saved = readFileSync(join(f.dir, 'campaigns', 'cash-race.yaml'), 'utf8');
    expect(saved).toContain('  ends: "2026-12-20"');
    expect(saved).toContain('    title: "Cash Race: Diwali"');

    // In the YAML view, the keys the schema allows are offered as you type. (Tab reaches the editor after the
    // form's hundred-odd fields; it is focused directly here to keep the test short.)
    await yaml.focus();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('adT');
    await page.getByRole('option', { name: /^adText/ }).waitFor();
    // CodeMirror ignores Enter on a completion list opened less than its interactionDelay (75 ms) ago, and
    // inserts a newline instead (a fast typist's Enter is not taken for a choice): a person reads the list first.
    await page.waitForTimeout(COMPLETION_READ_MS);
    await page.keyboard.press('Enter');
    await yaml.locator('.cm-line', { hasText: /^adText: $/ }).waitFor();
    await context.close();
  });
});
