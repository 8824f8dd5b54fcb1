/**
 * Schedules switch without a rebuild: the suite's site, built as at BUILT_AT (before merry-prize-month
 * starts; moment.ts), viewed by visitors whose clock (Playwright's page.clock) is before the start,
 * after it and after the end, and open across the start and the end.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { BUILT_AT } from './moment.ts';

// merry-prize-month runs 2026-12-01 to 2026-12-31 (Asia/Kolkata, +05:30); the site is built ten days before.
const STARTS = Date.parse('2026-11-30T18:30:00Z');
const ENDS = Date.parse('2026-12-31T18:29:59.999Z');
const PATH = '/new-promo/merry-prize-month/';
// Each test sets its page's clock itself (page.clock, whose timers it runs), not the suite's shifted Date.
test.use({ clockAt: null });

/**
 * Opens the page with the visitor's clock at `at`. Records each state <html data-schedule> is set to
 * and whether <body> existed yet (none before the head script: nothing could have been painted), and
 * the layout shifts from the load event on, when the boot script and the runtime change the page.
 * Shifts while the HTML is parsed are the browser's (a busy machine may paint a half-parsed page,
 * which the page's <link rel="expect"> mostly prevents), not the schedule's: that the state was
 * never changed after the first paint is what `onlyState` checks.
 */
async function open(page: Page, at: number) {
  await page.clock.install({ time: at });
  await page.addInitScript(() => {
    const w = window as unknown as { states: [string | null, boolean][]; shifts: number };
    w.states = [];
    w.shifts = 0;
    new MutationObserver((records) => {
      for (const r of records) w.states.push([(r.target as Element).getAttribute('data-schedule'), !!document.body]);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-schedule'] });
    addEventListener('load', () => {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.shifts += (e as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift' });
    });
  });
  await page.goto(PATH);
  await expect(page.locator('html')).toHaveAttribute('data-promo-booted', 'merry-prize-month');
}
const statesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { states: [string | null, boolean][] }).states);
/** The one state the page ever had: set before <body> existed and never changed. */
const onlyState = async (page: Page) => {
  const states = await statesOf(page);
  expect(states, 'one state, set before the body was parsed').toEqual([[states[0]?.[0], false]]);
  return states[0]?.[0];
};
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts);

async function expectScheduled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Coming soon.' })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Starts in' })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Ends in' })).toBeHidden();
  await expect(page.getByText('Live now')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Join the race' }).first()).toBeVisible();
}
async function expectLive(page: Page) {
  await expect(page.getByText('Live now')).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Ends in' })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Starts in' })).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /Coming soon|has ended/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Join the race' }).first()).toBeVisible();
  await expect(page.getByText('Prize pool', { exact: true })).toBeVisible();
}
async function expectEnded(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'This promotion has ended.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See current promotions' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join the race' })).toHaveCount(0);
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByText('Prize pool paid out')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
}

test('a page built before the start shows "coming soon" to a visitor before the start', async ({ page }) => {
  await open(page, BUILT_AT + 3_600_000);
  await expectScheduled(page);
  expect(await onlyState(page)).toBe('scheduled');
  expect(await shifts(page)).toBe(0);
});

test('the same page shows the live state to a visitor after the start, from the first frame', async ({ page }) => {
  await open(page, STARTS + 86_400_000);
  await expect(page.locator('html')).toHaveAttribute('data-schedule', 'live');
  await expectLive(page);
  expect(await onlyState(page)).toBe('live');
  expect(await shifts(page)).toBe(0);
});

test('the same page shows the ended state to a visitor after the end', async ({ page }) => {
  await open(page, ENDS + 86_400_000);
  await expectEnded(page);
  expect(await onlyState(page)).toBe('ended');
  expect(await shifts(page)).toBe(0);
});

test('an open page switches at the start and at the end, without a reload', async ({ page }) => {
  // The visitor's clock ticks by itself after install; it is paused before each boundary so that a
  // slow machine (assertions taking seconds) cannot carry it across a boundary before the test does.
  await open(page, STARTS - 60_000);
  await expectScheduled(page);
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });
  await page.clock.pauseAt(STARTS - 1_000);
  await expectScheduled(page);
  await page.clock.runFor(2_000);
  await expectLive(page);
  await page.clock.pauseAt(ENDS - 1_000);
  await expectLive(page);
  await page.clock.runFor(2_000);
  await expectEnded(page);
  expect(
    await page.evaluate(() => (window as unknown as { marker?: number }).marker),
    'the page was not reloaded',
  ).toBe(1);
});
