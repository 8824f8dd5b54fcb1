/**
 * A/B experiments count visitors, not page views (issue 24; docs/experiments.md): a visitor of an
 * experiment gets one id (cookie promo_vid) that every page view's pixel carries with the arm, and
 * every opening of the sign-up dialog sends an `ab-open` pixel event with the same id and arm, with no
 * analytics cookie at all (the spec's statistics call needs one). Events are told apart by the
 * visitor's own id, so this runs beside other tests on the shared sandbox. (What `promo report` makes
 * of such events: tests/unit/abReport.test.ts and abSimulation.test.ts.)
 */
import { test, expect } from './fixtures.ts';
import { Sandbox } from './sandbox.ts';
import { SITE } from './ports.ts';
import { BUILT_AT } from './moment.ts';

// The page's own clock (Playwright's, ticking from BUILT_AT): the test jumps over each pixel's 3 s wait.
test.use({ clockAt: null });

test('one visitor id across page views; every sign-up opening an ab-open event with it, without an analytics cookie', async ({
  page,
  context,
}) => {
  const sandbox = await Sandbox.open();
  const mark = await sandbox.mark();
  await context.addCookies([{ name: 'promo_ab_reg_en', value: 'phone-dialog', url: SITE }]);
  const visitor = async () => (await context.cookies()).find((c) => c.name === 'promo_vid')?.value ?? '';
  const seen = async (category: string) => {
    const id = await visitor();
    return (await sandbox.events('pixel', mark))
      .filter((e) => e.data.category === category && e.data.visitor === id && id)
      .map((e) => e.data.arm);
  };
  await page.clock.install({ time: BUILT_AT });
  await page.goto('/new-promo/reg-en/');
  // The page view's pixel (3 s after arrival) carries the arm and the visitor's id.
  await page.clock.fastForward(3_000);
  await expect.poll(() => seen('sit-bet')).toEqual(['phone-dialog']);
  const id = await visitor();
  expect(id).toMatch(/^[a-z0-9]{16}$/);
  // A second page view; before its pixel's 3 s have passed, the visitor opens the sign-up dialog twice.
  await page.reload();
  for (let i = 0; i < 2; i++) {
    await page
      .getByRole('main')
      .getByRole('link', { name: /register now/i })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /create your account/i })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await expect.poll(() => seen('ab-open')).toEqual(['phone-dialog', 'phone-dialog']);
  await page.clock.fastForward(3_000);
  await expect.poll(() => seen('sit-bet')).toEqual(['phone-dialog', 'phone-dialog']);
  expect(await visitor(), 'the same visitor on the second page view').toBe(id);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('_ga');
  await sandbox.dispose();
});
