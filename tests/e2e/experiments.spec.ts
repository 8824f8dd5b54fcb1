/**
 * A/B experiments against the sandbox, in Chromium against `promo serve`: several visitors, each in a
 * browser context of their own, with no analytics cookie; their visits, sign-up dialog openings and
 * registrations carry arm and visitor id, and `promo report` counts visitors, not page views. (The
 * split, returning visitors, ?arm= previews, search engines and ad-matched text: experimentArms.spec.ts.)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { Sandbox, uniqueEmail } from './sandbox.ts';
import { SANDBOX_APP, SITE } from './ports.ts';

test.describe.configure({ mode: 'serial' });

let sandbox: Sandbox;
test.beforeAll(async () => { sandbox = await Sandbox.open(); await sandbox.config({ registrationAttemptLimit: 1000 }); });
test.afterAll(async () => { await sandbox.dispose(); });

type Mark = Awaited<ReturnType<Sandbox['mark']>>;

/** A new visitor in `arm`: a browser context of their own (no _ga cookie), on the reg-en page until its pixel has fired; their visitor id. */
async function arrive(browser: Browser, arm: string, mark: Mark): Promise<{ page: Page; visitor: string }> {
  const context = await browser.newContext({ baseURL: SITE });
  await context.addCookies([{ name: 'promo_ab_reg_en', value: arm, url: SITE }]);
  const page = await context.newPage();
  await page.goto('/new-promo/reg-en/?value_3=aff-landing-9');
  // The id is made when the page first reports the arm (the pixel, 3 s after arrival).
  let visitor = '';
  await expect.poll(async () => {
    visitor = (await context.cookies()).find((c) => c.name === 'promo_vid')?.value ?? '';
    return visitor ? (await sandbox.events('pixel', mark)).filter((e) => e.data.visitor === visitor).map((e) => [e.data.category, e.data.arm]) : [];
  }, { timeout: 10_000 }).toContainEqual(['sit-bet', arm]);
  expect(visitor).toMatch(/^[a-z0-9]{16}$/);
  return { page, visitor };
}

async function openSignUp(page: Page) {
  await page.getByRole('main').getByRole('link', { name: /register now/i }).first().click();
  const dialog = page.getByRole('dialog', { name: /create your account/i });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('visitors, not page views: openings and registrations per visitor and arm without an analytics cookie, and promo report counts them', async ({ browser }) => {
  test.setTimeout(90_000);
  const since = new Date(Date.now() - 1000).toISOString();
  const mark = await sandbox.mark();

  // Three visitors at once (each waits 3 s for their pixel): A in phone-dialog, B and C in gift-dialog.
  const [a, b] = await Promise.all([arrive(browser, 'phone-dialog', mark), arrive(browser, 'gift-dialog', mark), arrive(browser, 'gift-dialog', mark)]);
  await Promise.all([
    (async () => {
      // A: a second page view, then opens the dialog and registers.
      await a.page.reload();
      await expect.poll(async () => (await sandbox.events('pixel', mark)).filter((e) => e.data.visitor === a.visitor).length, { timeout: 10_000 }).toBe(2);
      const dialog = await openSignUp(a.page);
      await expect(dialog.getByRole('tab', { name: 'By phone' })).toBeVisible(); // the phone-dialog arm's variant
      await dialog.getByLabel('E-mail').fill(uniqueEmail('arm'));
      await dialog.getByLabel('Password', { exact: true }).fill('secret123');
      await dialog.getByLabel('Repeat password').fill('secret123');
      await dialog.getByRole('button', { name: 'Sign up' }).click();
      await a.page.waitForURL(SANDBOX_APP);
    })(),
    (async () => {
      // B: opens the dialog twice and leaves; C only looks.
      for (let i = 0; i < 2; i++) {
        await openSignUp(b.page);
        await b.page.keyboard.press('Escape');
        await expect(b.page.getByRole('dialog')).toHaveCount(0);
      }
    })(),
  ]);
  const [reg] = await sandbox.events('registration', mark);
  expect(reg!.data).toMatchObject({ experiment: 'reg_en', arm: 'phone-dialog', visitor: a.visitor, landing_id: 'aff-landing-9', form_id: expect.stringMatching(new RegExp(`^ab\\.reg_en\\.phone-dialog\\.${a.visitor}\\.[0-9a-f-]{36}$`)) });
  await expect.poll(async () => (await sandbox.events('pixel', mark)).filter((e) => e.data.category === 'ab-open').map((e) => [e.data.arm, e.data.visitor]).sort())
    .toEqual([['gift-dialog', b.visitor], ['gift-dialog', b.visitor], ['phone-dialog', a.visitor]]);
  // Without a _ga cookie the spec's statistics call never goes out; the openings are counted all the same.
  expect(await sandbox.events('statistics', mark)).toEqual([]);

  const svg = join(mkdtempSync(join(tmpdir(), 'promo-report-')), 'reg-en.svg');
  const report = (format: string) => spawnSync(process.execPath, ['cli/promo.mjs', 'report', 'reg-en', '--from', sandbox.url, '--since', since, '--format', format, '--svg', svg], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const text = report('text');
  console.log(text.stdout);
  expect(text.status, text.stderr).toBe(0);
  expect(text.stdout).toMatch(/gift-dialog \(control\)\s+66\.7% of 50%\s+2\s+1\s+0\s+0\.0%/);
  expect(text.stdout).toMatch(/phone-dialog\s+33\.3% of 50%\s+1\s+1\s+1\s+100\.0%\s+20\.7%–100\.0%/);
  expect(text.stdout).toContain('Verdict: keep running — day 1 of at least 7');
  const json = JSON.parse(report('json').stdout) as { arms: { id: string; visitors: number; openers: number; registrants: number }[] };
  expect(json.arms.map((r) => [r.id, r.visitors, r.openers, r.registrants])).toEqual([['gift-dialog', 2, 1, 0], ['phone-dialog', 1, 1, 1]]);
  expect(readFileSync(svg, 'utf8')).toContain('<g data-arm="phone-dialog">');
});
