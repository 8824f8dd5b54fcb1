/**
 * The suite's site, built as at BUILT_AT, seen by a visitor at BUILT_AT (project `desktop`) and by one
 * a year later (project `year-ahead`, its pages' clock a year ahead): each sees exactly the state of
 * their own moment — the countdown, the call to action and the A/B arm at BUILT_AT; "ended", no timer
 * and no call to action a year later. So what the other tests see comes from the moment the fixture
 * gives the browser, never from the day the suite runs (the machine side: unit/yearAhead.test.ts).
 */
import { test, expect, serverCookiesAt } from './fixtures.ts';
import { BUILT_AT } from './moment.ts';

// No background worker: it would fetch pages past the route that keeps the server's cookies (serverCookiesAt).
test.use({ serviceWorkers: 'block' });

// cash-race and mega-contest end on 15 December 2026 (Asia/Kolkata).
const ENDS = Date.parse('2026-12-15T18:29:59.999Z');
const ended = (clockAt: number | null) => (clockAt ?? Date.now()) > ENDS;

test("a campaign page shows the state of the visitor's moment: live with its countdown, or ended", async ({
  page,
  clockAt,
}) => {
  expect(clockAt, 'every page gets a fixed moment').not.toBeNull();
  await page.goto('/new-promo/cash-race/');
  await expect(page.locator('html')).toHaveAttribute('data-promo-booted', 'cash-race');
  expect((await page.evaluate(() => Date.now())) - clockAt!).toBeLessThan(60_000);
  if (ended(clockAt)) {
    await expect(page.locator('html')).toHaveAttribute('data-schedule', 'ended');
    await expect(page.getByRole('status').filter({ hasText: 'This promotion has ended.' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Join the race' })).toHaveCount(0);
  } else {
    await expect(page.locator('html')).toHaveAttribute('data-schedule', 'live');
    await expect(page.getByRole('timer', { name: 'Ends in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join the race' }).first()).toBeVisible();
  }
});

test("the A/B experiment of the build's moment serves an arm, kept by its cookie until the experiment ends", async ({
  page,
  context,
  clockAt,
}) => {
  expect(BUILT_AT).toBeLessThan(ENDS);
  await serverCookiesAt(context, clockAt!);
  await page.goto('/new-promo/mega-contest/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Mega Contest/);
  const cookie = (await context.cookies()).find((c) => c.name === 'promo_ab_mega_contest');
  if (ended(clockAt)) expect(cookie, 'a cookie lasting until the experiment ended is gone').toBeUndefined();
  else expect(['control', 'prize-pool']).toContain(cookie?.value);
  await expect(page.locator('html')).toHaveAttribute('data-schedule', ended(clockAt) ? 'ended' : 'live');
});
