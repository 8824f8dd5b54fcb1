/**
 * A/B experiments against the sandbox, in Chromium against `promo serve`: the arm in the pixel,
 * statistics and registration calls, and `promo report` counting them. (The split, returning
 * visitors, ?arm= previews, search engines and ad-matched text: experimentArms.spec.ts.)
 */
import { spawnSync } from 'node:child_process';
import { test, expect } from './fixtures.ts';
import { Sandbox, uniqueEmail } from './sandbox.ts';
import { SANDBOX_APP, SITE } from './ports.ts';

test.describe.configure({ mode: 'serial' });

let sandbox: Sandbox;
test.beforeAll(async () => { sandbox = await Sandbox.open(); await sandbox.config({ registrationAttemptLimit: 1000 }); });
test.afterAll(async () => { await sandbox.dispose(); });

const ORIGIN = SITE;

test('the arm reaches the pixel, statistics and registration calls, and promo report counts them', async ({ page, context }) => {
  test.setTimeout(60_000);
  const mark = await sandbox.mark();
  await context.addCookies([
    { name: 'promo_ab_reg_en', value: 'phone-dialog', url: ORIGIN },
    { name: '_ga', value: 'GA1.1.4242.1717', url: ORIGIN },
  ]);
  await page.goto('/new-promo/reg-en/?value_3=aff-landing-9');
  await expect.poll(async () => (await sandbox.events('pixel', mark)).map((e) => [e.data.category, e.data.experiment, e.data.arm]), { timeout: 8000 }).toEqual([['sit-bet', 'reg_en', 'phone-dialog']]);
  await page.getByRole('main').getByRole('link', { name: /register now/i }).first().click();
  const dialog = page.getByRole('dialog', { name: /create your account/i });
  await expect(dialog).toBeVisible();
  // The phone-dialog arm is the custom variant: e-mail and phone tabs (the control has e-mail and 1 click).
  await expect(dialog.getByRole('tab', { name: 'By phone' })).toBeVisible();
  await expect.poll(async () => (await sandbox.events('statistics', mark)).map((e) => [e.data.experiment, e.data.arm, e.data.landing_id])).toEqual([['reg_en', 'phone-dialog', 'aff-landing-9']]);
  await dialog.getByLabel('E-mail').fill(uniqueEmail('arm'));
  await dialog.getByLabel('Password', { exact: true }).fill('secret123');
  await dialog.getByLabel('Repeat password').fill('secret123');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL(SANDBOX_APP);
  const [reg] = await sandbox.events('registration', mark);
  expect(reg!.data).toMatchObject({ experiment: 'reg_en', arm: 'phone-dialog', landing_id: 'aff-landing-9', form_id: expect.stringMatching(/^ab\.reg_en\.phone-dialog\.[0-9a-f-]{36}$/) });
  const [req] = await sandbox.requests(mark, '/ccg/user/registration');
  expect(req!.body).toMatchObject({ landing_id: 'aff-landing-9', form_id: expect.stringMatching(/^ab\.reg_en\.phone-dialog\./) });

  const report = spawnSync(process.execPath, ['cli/promo.mjs', 'report', 'reg-en', '--from', sandbox.url], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  console.log(report.stdout);
  expect(report.status).toBe(0);
  expect(report.stdout).toMatch(/gift-dialog \(control\)\s+50\.0%\s+0\s+0\s+0\s+0\.0%/);
  expect(report.stdout).toMatch(/phone-dialog\s+50\.0%\s+1\s+1\s+1\s+100\.0%\s+20\.7%–100\.0%/);
});
