/**
 * Issue 25's whole scenario, as a campaign manager does it: the real `promo studio` (the CLI, its preview
 * on) in a copy of the project with one campaign, Chromium at 1280×800, found by role and label. The
 * manager creates a tournament from the gallery, gives it a schedule (a wrong date first: the error shows
 * at its field), Hindi text, a prize table that adds up to the pool, a hero image uploaded from the
 * computer and two A/B arms (the second with its own headline), sees a new title in the preview (and the
 * Hindi one, and the arm's, and the sign-up dialog open), and saves. The saved file then passes `promo check` (the copy's CLI) and a
 * real `promo build` of the copy (bundles from the repository's cache) makes its pages. The studio answers
 * once it listens: its preview (Vite) starts while the manager works, as it does for a person.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { parse } from 'yaml';
import { REPO, shareBundleCache, tempProject, type TempProject } from '../support/tempProject.ts';
import { TEST_CHROMIUM, TEST_CHROMIUM_ARGS } from '../support/testChromium.mjs';

// The studio's clock is stopped (`--at`: its list, its checks and its preview, planned and shown as at that
// moment): the tournament is made four days ahead of it, as a manager makes one, so it is scheduled, its
// experiment running, whatever day the test runs.
const [STUDIO_AT, STARTS, ENDS, BUILT_ON] = ['2026-11-27T12:00:00Z', '2026-12-01', '2026-12-15', '2026-11-25'];

let project: TempProject;
let studio: ChildProcess;
let browser: Browser;
let base = '';

beforeAll(async () => {
  project = tempProject();
  for (const name of readdirSync(join(project.dir, 'campaigns')))
    if (name.endsWith('.yaml') && name !== 'cash-race.yaml') rmSync(join(project.dir, 'campaigns', name));
  const launching = chromium.launch({ executablePath: TEST_CHROMIUM, args: TEST_CHROMIUM_ARGS });
  studio = spawn(
    process.execPath,
    [join(project.dir, 'cli', 'promo.mjs'), 'studio', '--port', '0', '--no-sandbox', '--at', STUDIO_AT],
    {
      cwd: project.dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    },
  );
  let printed = '';
  const collect = (d: Buffer) => {
    printed += d.toString();
  };
  studio.stdout!.on('data', collect);
  studio.stderr!.on('data', collect);
  for (let i = 0; !/Promo studio at (http:\S+)\/studio\//.test(printed); i++) {
    if (studio.exitCode !== null || i > 1200) throw new Error(`promo studio did not start:\n${printed}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  base = /Promo studio at (http:\S+)\/studio\//.exec(printed)![1]!;
  browser = await launching;
}, 150_000);

afterAll(async () => {
  await browser?.close();
  if (studio && studio.exitCode === null) {
    const exited = new Promise((r) => studio.once('exit', r));
    studio.kill('SIGTERM');
    await exited;
  }
  project?.cleanup();
});

/** Types into a field as a person does (focus, select all, the new text as one input), then leaves it. */
async function enter(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
  await page.keyboard.press('Tab');
}

describe('promo studio: the issue scenario', () => {
  it('a manager makes a Hindi tournament with a schedule, prizes, an uploaded image and two arms; it passes promo check and builds', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${base}/studio/`);
    // The list as at the studio's clock: cash-race (15 Nov – 15 Dec) is live then, whatever day this runs.
    await page.getByRole('row', { name: /^cash-race tournament live / }).waitFor();

    // New: the template from the gallery, a slug checked as typed, a title.
    await page.getByRole('link', { name: 'New campaign' }).press('Enter');
    await page.getByRole('radio', { name: 'tournament' }).press('Space');
    await page.getByLabel(/^Slug/).fill('diwali-race');
    await page.getByText('campaigns/diwali-race.yaml, at /new-promo/diwali-race/').waitFor();
    await page.getByLabel('English title').fill('Diwali Race');
    await page.getByRole('button', { name: 'Create campaign' }).press('Enter');
    const yaml = page.getByRole('textbox', { name: 'Campaign file (YAML)' });
    await yaml.waitFor();
    const form = page.getByRole('form', { name: 'Campaign fields' });
    const group = (name: string, within = form) => within.getByRole('group', { name, exact: true });
    // The YAML view (a CodeMirror editor) scrolls a line the form changed into view.
    const yamlHas = (text: string) => yaml.locator('.cm-line', { hasText: text }).first().waitFor();

    // The schedule: a date the checker refuses shows its error at the field; then the right dates.
    const schedule = group('schedule');
    const ends = schedule.getByLabel('ends', { exact: true });
    await enter(page, ends, '15 Dec');
    await schedule.locator('input[aria-invalid="true"]').waitFor();
    await expect(schedule.getByRole('listitem').first().textContent()).resolves.toMatch(/^error: .*2026-12-01/);
    await expect(page.getByRole('button', { name: 'Save' }).isDisabled()).resolves.toBe(true);
    await enter(page, schedule.getByLabel('starts', { exact: true }), STARTS);
    await enter(page, ends, ENDS);
    await enter(page, schedule.getByLabel('timeZone', { exact: true }), 'Asia/Kolkata');
    await yamlHas(`ends: "${ENDS}"`);
    await schedule.locator('[aria-invalid="true"]').waitFor({ state: 'detached' });
    // The text: a new English title, and Hindi added.
    const text = group('text');
    await enter(page, group('en', text).getByLabel('title', { exact: true }).first(), 'Diwali Cash Race');
    await text.getByLabel('Add a language').selectOption('hi');
    const hindi = group('hi', text);
    await enter(page, hindi.getByLabel('title', { exact: true }), 'दिवाली कैश रेस');
    await enter(page, hindi.getByLabel('cta', { exact: true }), 'अभी जुड़ें');
    await yamlHas('दिवाली कैश रेस');
    // The prizes: three paid places that add up to the pool, the sum shown against it.
    const tournament = group('tournament');
    await tournament.getByRole('button', { name: 'Remove prizes 4' }).press('Enter');
    await tournament.getByRole('button', { name: 'Remove prizes 4' }).waitFor({ state: 'detached' });
    await enter(page, tournament.getByLabel('winners', { exact: true }), '3');
    await enter(page, group('prizes 1', tournament).getByLabel('amount', { exact: true }), '68000');
    await tournament.getByText(/^Prizes add up to 1,00,000 \w+ of the 1,00,000 \w+ pool\.$/).waitFor();
    // The hero image, uploaded: it lands in campaigns/assets/uploads/ and the field names it.
    const params = group('params');
    await params.getByLabel('Upload an image for heroImage').setInputFiles({
      name: 'diwali.jpg',
      mimeType: 'image/jpeg',
      buffer: readFileSync(join(REPO, 'campaigns', 'assets', 'key-art', 'cash-race.jpg')),
    });
    await params.getByText('Saved as campaigns/assets/uploads/diwali.jpg.').waitFor();
    await yamlHas('heroImage: uploads/diwali.jpg');
    // Two arms, half and half; the second has its own English headline.
    await form.getByText('experiment', { exact: true }).press('Enter');
    const experiment = group('experiment');
    await experiment.getByRole('button', { name: 'Add to arms' }).press('Enter');
    await group('arms 1', experiment).waitFor();
    await experiment.getByRole('button', { name: 'Add to arms' }).press('Enter');
    const [control, festive] = [group('arms 1', experiment), group('arms 2', experiment)];
    await enter(page, control.getByLabel('id', { exact: true }), 'control');
    await enter(page, control.getByLabel('weight', { exact: true }), '50');
    await enter(page, festive.getByLabel('id', { exact: true }), 'festive');
    await enter(page, festive.getByLabel('weight', { exact: true }), '50');
    await festive.getByText('override (not set)').press('Enter');
    await festive.getByText('text (not set)').press('Enter');
    await festive.getByText('en (not set)').press('Enter');
    await enter(page, group('en', festive).getByLabel('title', { exact: true }), 'Diwali Cash Race: 1,00,000 to win');
    await yamlHas('Diwali Cash Race: 1,00,000 to win');
    // No errors left: the preview shows the new title, in Hindi, and in the second arm.
    await page.getByText(/^0 errors, \d+ warnings? · not saved$/).waitFor();
    const preview = page.frameLocator('iframe[title="Preview of diwali-race"]');
    await preview.getByRole('heading', { level: 1, name: 'Diwali Cash Race' }).waitFor();
    // "now" in the preview is the studio's clock, which the page is shown as at.
    expect(await page.locator('iframe[title="Preview of diwali-race"]').getAttribute('src')).toContain(
      `at=${encodeURIComponent(new Date(STUDIO_AT).toISOString())}`,
    );
    const controls = page.getByRole('region', { name: 'Preview' });
    await controls.getByLabel('Language').selectOption('hi');
    await preview.getByRole('heading', { level: 1, name: 'दिवाली कैश रेस' }).waitFor();
    await controls.getByLabel('Language').selectOption('en');
    await preview.getByRole('heading', { level: 1, name: 'Diwali Cash Race' }).waitFor();
    await controls.getByLabel('Arm').selectOption('festive');
    await preview.getByRole('heading', { level: 1, name: 'Diwali Cash Race: 1,00,000 to win' }).waitFor();
    // With the sign-up dialog open: the page's own dialog, opened in the frame once its controls are wired.
    await controls.getByLabel('dialog open').press('Space');
    await preview.getByRole('dialog', { name: /./ }).first().waitFor();
    await page.getByRole('button', { name: 'Save' }).press('Enter');
    await page.getByText('Saved campaigns/diwali-race.yaml.').waitFor();
    await context.close();

    const saved = parse(readFileSync(join(project.dir, 'campaigns', 'diwali-race.yaml'), 'utf8'));
    expect(saved).toMatchObject({
      schedule: { starts: STARTS, ends: ENDS, timeZone: 'Asia/Kolkata' },
      text: { en: { title: 'Diwali Cash Race' }, hi: { title: 'दिवाली कैश रेस', cta: 'अभी जुड़ें' } },
      tournament: { winners: 3 },
      params: { heroImage: 'uploads/diwali.jpg' },
      experiment: {
        arms: [
          { id: 'control', weight: 50 },
          { id: 'festive', weight: 50, override: { text: { en: { title: 'Diwali Cash Race: 1,00,000 to win' } } } },
        ],
      },
    });
    expect(saved.tournament.prizes.map((p: { amount: number }) => p.amount)).toEqual([68000, 20000, 12000]);
    // `promo check`, the copy's own command: no errors (exit 0).
    const check = project.run('check');
    expect(check.code, check.stdout + check.stderr).toBe(0);
    // A real build of the copy, at a fixed moment: the campaign's pages, in Hindi and in each arm.
    const build = project.run('build', '--at', `${BUILT_ON}T12:00:00Z`);
    expect(build.code, build.stdout + build.stderr).toBe(0);
    shareBundleCache(project.dir, REPO);
    const pages = readdirSync(join(project.dir, 'dist', 'client', 'diwali-race'), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('index.html'))
      .map((f) => readFileSync(join(project.dir, 'dist', 'client', 'diwali-race', f), 'utf8'));
    const headings = pages.map((html) => /<h1[^>]*>([^<]*)/.exec(html)?.[1]);
    expect(headings).toContain('Diwali Cash Race');
    expect(headings).toContain('दिवाली कैश रेस');
    expect(headings).toContain('Diwali Cash Race: 1,00,000 to win');
  }, 180_000);
});
