/**
 * Issue 25: the studio's preview re-plans only the drafted campaign (cli/site/replanCampaign.ts). Each
 * draft's plan equals the full plan of the project with that draft (loadSite, as `promo dev` plans a
 * save), including drafts that change other pages than the open one (a route path, A/B arms) and drafts
 * that the full check refuses (an error, a clash with another campaign's route or experiment).
 */
import { afterAll, expect, it } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSite, type PlannedSite } from '../../cli/site/loadSite.ts';
import { replanCampaign } from '../../cli/site/replanCampaign.ts';
import { devCheckCaches } from '../../cli/site/devCheckCaches.ts';
import { pageChanges } from '../../cli/site/pageChanges.ts';
import { nodeFs, type ProjectFs } from '../../cli/campaign/ProjectFs.ts';
import { draftFs } from '../../cli/studio/draftFs.ts';
import { REPO } from '../support/tempProject.ts';
import { CACHES } from '../../cli/cacheRegistry.mjs';

const dir = join(REPO, 'campaigns');
const file = join(dir, 'cash-race.yaml');
const saved = readFileSync(file, 'utf8');
// The repository's project, three of its campaigns listed (mega-contest runs an experiment).
const listed: ProjectFs = {
  ...nodeFs,
  readdir: async (p) =>
    p === dir ? ['cash-race.yaml', 'mega-contest.yaml', 'welcome-bonuses.yaml'] : nodeFs.readdir(p),
};
// The validators' generated code from the repository's cache where it is (compiling the campaign schema is seconds).
const validatorCache = mkdtempSync(join(tmpdir(), 'promo-validators-'));
if (existsSync(join(REPO, CACHES.validators.path)))
  cpSync(join(REPO, CACHES.validators.path), validatorCache, { recursive: true });
afterAll(() => rmSync(validatorCache, { recursive: true, force: true }));
const caches = () => ({ ...devCheckCaches(), validatorCache });
const opts = { env: 'development' as const, at: Date.parse('2026-11-27T12:00:00Z') };
const arms = (bold: string) =>
  `experiment:\n  id: cash_test\n  arms:\n    - id: control\n      weight: 1\n    - id: bold\n      weight: 1\n      override:\n        text:\n          en: { title: "${bold}" }\n`;

it("plans a draft's campaign alone exactly as the whole project is planned, and tells the pages what changed", async () => {
  const fs = draftFs(listed);
  // One set of caches for the whole loads (each checks the draft only) and image probes known to both ways.
  const loads = caches();
  let last = (await loadSite(REPO, opts, fs, loads)) as PlannedSite;
  const images = (await loads.cache.load())?.images;
  expect(last.manifest).not.toBeNull();
  const drafts: Array<[string, string, (m: PlannedSite['manifest'], before: PlannedSite['manifest']) => void]> = [
    [
      'the title',
      saved.replace('title: "Cash Race"', 'title: "Cash Race 2"'),
      (m, before) => {
        expect(m.pages['/cash-race/']!.campaign.text.en.title).toBe('Cash Race 2');
        // Only its text changed: the open pages take it in place.
        expect(pageChanges(before, m)).toEqual({ urls: expect.arrayContaining(['/cash-race/']) });
      },
    ],
    [
      'its route path (other URLs)',
      saved.replace('route:\n', 'route:\n  path: cash-sprint\n'),
      (m, before) => {
        expect(Object.keys(m.pages).some((u) => u.startsWith('/cash-race/'))).toBe(false);
        expect(m.pages['/cash-sprint/']!.campaign.slug).toBe('cash-race');
        expect(pageChanges(before, m)).toBe('reload');
      },
    ],
    [
      'two A/B arms',
      saved.replace('text:\n  en:\n', `${arms('Bold race')}text:\n  en:\n`),
      (m, before) => {
        expect(m.experiments!.map((e) => e.id)).toContain('cash_test');
        expect(JSON.stringify(m.pages)).toContain('Bold race');
        expect(pageChanges(before, m)).toBe('reload');
      },
    ],
    [
      "the arm's title",
      saved.replace('text:\n  en:\n', `${arms('Bolder race')}text:\n  en:\n`),
      (m) => {
        expect(JSON.stringify(m.pages)).toContain('Bolder race');
        expect(JSON.stringify(m.pages)).not.toContain('Bold race');
      },
    ],
  ];
  for (const [what, text, expectations] of drafts) {
    fs.drafts.set(file, text);
    const full = await loadSite(REPO, opts, fs, loads);
    const alone = await replanCampaign(last, file, opts, { root: REPO, fs, images, validatorCache });
    expect(alone, what).toBeDefined();
    expect(alone!.manifest, what).toEqual(full.manifest);
    expectations(alone!.manifest!, last.manifest);
    last = alone as PlannedSite;
  }
});

it('refuses a draft the full check refuses: an error, a route or an experiment id of another campaign', async () => {
  const fs = draftFs(listed);
  const loads = caches();
  const last = (await loadSite(REPO, opts, fs, loads)) as PlannedSite;
  const images = (await loads.cache.load())?.images;
  const refused: Array<[string, string]> = [
    ['a schema error', saved.replace('winners: 100', 'winners: many')],
    ["mega-contest's route", saved.replace('route:\n', 'route:\n  path: mega-contest\n')],
    [
      "mega-contest's experiment id",
      saved.replace('text:\n  en:\n', `${arms('Bold').replace('cash_test', 'mega-contest')}text:\n  en:\n`),
    ],
  ];
  for (const [what, text] of refused) {
    fs.drafts.set(file, text);
    const full = await loadSite(REPO, opts, fs, loads);
    const alone = await replanCampaign(last, file, opts, { root: REPO, fs, images, validatorCache });
    expect([full.manifest, alone?.manifest], what).toEqual([null, null]);
    const mine = alone!.check.problems.filter((p) => p.file.endsWith('cash-race.yaml') && p.severity === 'error');
    expect(mine.length, what).toBeGreaterThan(0);
    expect(
      full.check.problems.filter((p) => p.severity === 'error').map((p) => p.code),
      what,
    ).toEqual(expect.arrayContaining(mine.map((p) => p.code)));
  }
});

it('leaves a campaign the last plan does not hold to the whole load', async () => {
  const fs = draftFs(listed);
  const last = (await loadSite(REPO, opts, fs, caches())) as PlannedSite;
  expect(
    await replanCampaign(last, join(dir, 'reg-en.yaml'), opts, { root: REPO, fs, validatorCache }),
  ).toBeUndefined();
});
