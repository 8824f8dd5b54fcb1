/**
 * The build's stages (cli/build/stages/) run alone, in-process, on a two-campaign project in a temp
 * folder: check gives the config and the campaigns' data (or stops at a broken file, naming it),
 * plan turns them into the page list and says which pages to render against a current build's
 * pages index, server rules and assets write their files into a build folder and never overwrite
 * one, and the build's stage timer reports each stage in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO } from '../support/tempProject.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import { checkStage, type Checked } from '../../cli/build/stages/checkStage.ts';
import { planStage } from '../../cli/build/stages/planStage.ts';
import { serverRulesStage } from '../../cli/build/stages/serverRulesStage.ts';
import { assetsStage } from '../../cli/build/stages/assetsStage.ts';
import { stageTimer } from '../../cli/build/stages/stageTimer.ts';
import { PAGES_INDEX_FILE, type PagesIndex } from '../../cli/build/incremental.ts';
import { PLAN_FRAGMENTS_FILE } from '../../cli/build/planFragments.ts';
import { SERVE_PLAN_FILE, type ServePlan } from '../../cli/build/ServePlan.ts';
import { WORKER_FILE } from '../../cli/build/serviceWorkerFile.ts';
import { PromoError } from '../../cli/errors/PromoError.ts';
import { CACHES } from '../../cli/cacheRegistry.mjs';
import type { CampaignData } from '../../model/campaignSchema.ts';

const AT = Date.parse('2026-12-05T12:00:00Z');
const CAMPAIGNS = ['4ra-calendar.yaml', '8-brazil-new.yaml'];

describe('the build stages, each alone', () => {
  let root: string;
  let checked: Checked;
  let data: CampaignData[];
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'promo-stages-'));
    mkdirSync(join(root, 'campaigns'));
    copyFileSync(join(REPO, 'promo.config.yaml'), join(root, 'promo.config.yaml'));
    for (const name of CAMPAIGNS) copyFileSync(join(REPO, 'campaigns', name), join(root, 'campaigns', name));
    for (const dir of ['templates', 'locales']) symlinkSync(join(REPO, dir), join(root, dir), 'dir');
    // The campaign validator's generated code, kept under its schema's hash (validatorCode.ts): valid in any project.
    const validators = join(REPO, CACHES.validators.path);
    if (existsSync(validators)) cpSync(validators, join(root, CACHES.validators.path), { recursive: true });
    checked = await checkStage({ root, fs: nodeFs, out: () => undefined, quiet: true });
    data = await Promise.all(checked.campaigns.map((c) => c.load()));
  }, 20_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('check gives the site config and every campaign with its data', () => {
    expect(checked.config.basePath).toBe('/new-promo/');
    expect(data.map((c) => c.slug).sort()).toEqual(['4ra-calendar', '8-brazil-new']);
  });

  it('check stops at a broken campaign, saying where, before anything is planned', async () => {
    const broken = join(root, 'campaigns', 'broken.yaml');
    writeFileSync(
      broken,
      readFileSync(join(root, 'campaigns', '8-brazil-new.yaml'), 'utf8').replace(
        'slug: 8-brazil-new',
        'slug: broken\nslug: twice',
      ),
    );
    let said = '';
    try {
      await expect(
        checkStage({
          root,
          fs: nodeFs,
          out: (s) => {
            said += s;
          },
        }),
      ).rejects.toThrow(PromoError);
    } finally {
      rmSync(broken);
    }
    expect(said).toMatch(/broken\.yaml:4:1/);
  });

  it('plan turns the checked campaigns into the page list, rendering only pages whose key changed since the current build', async () => {
    const target = join(root, 'dist');
    const input = {
      root,
      config: checked.config,
      campaigns: data,
      env: 'development' as const,
      at: AT,
      bundle: 'b1',
      target,
    };
    const first = await planStage(input);
    const urls = Object.keys(first.manifest.pages);
    // 4ra-calendar: its page and one per {id} value (route.param.values); 8-brazil-new: its one page;
    // beside each, the page in every other language of its campaign's text (en, bn, hi, pt; en, pt).
    expect([...urls].sort()).toEqual([
      ...['', 'bn/', 'hi/', 'pt/'].flatMap((v) =>
        ['', '__lang/bn/', '__lang/hi/', '__lang/pt/'].map((l) => `/4ra-calendar/${v}${l}`),
      ),
      '/8-brazil-new/',
      '/8-brazil-new/__lang/pt/',
    ]);
    expect(first.previous).toBeNull();
    expect(first.pages.render.sort()).toEqual([...urls].sort());

    // A current build that has one page at the same key: that page is reused, the rest rendered.
    const kept = '/4ra-calendar/hi/';
    const index: PagesIndex = {
      version: 1,
      bundle: 'b1',
      pages: { [kept]: { key: first.pages.keys[kept]!, scripts: ["'sha256-x='"] } },
    };
    mkdirSync(target);
    writeFileSync(join(target, PAGES_INDEX_FILE), JSON.stringify(index));
    const second = await planStage(input);
    expect(second.pages.reuse).toEqual([kept]);
    expect(second.pages.render.sort()).toEqual(urls.filter((u) => u !== kept).sort());
    // Another bundle changes every key; --full ignores the current build.
    expect((await planStage({ ...input, bundle: 'b2' })).pages.reuse).toEqual([]);
    expect((await planStage({ ...input, full: true })).previous).toBeNull();
  });

  it("plan keeps an unchanged campaign's part from the current build's fragments, without its data, while they hold", async () => {
    const target = join(root, 'dist-fragments');
    let loads: string[] = [];
    // The checked campaigns as the check stage hands them over: data read back only when loaded.
    const lazy = (assets: Record<string, string> = {}) =>
      checked.campaigns.map((c, i) => ({
        ...c,
        assets: i === 0 ? assets : c.assets,
        load: async () => {
          loads.push(c.file);
          return data[i]!;
        },
      }));
    const input = {
      root,
      config: checked.config,
      campaigns: lazy(),
      env: 'development' as const,
      at: AT,
      bundle: 'b1',
      target,
      code: 'code-1',
    };
    const first = await planStage(input);
    expect(first.kept).toBe(0);
    expect(loads).toHaveLength(2);
    // The current build: its pages index and its fragments, as the build writes them.
    mkdirSync(target);
    const index: PagesIndex = {
      version: 1,
      bundle: 'b1',
      pages: Object.fromEntries(Object.entries(first.pages.keys).map(([u, key]) => [u, { key, scripts: [] }])),
    };
    writeFileSync(join(target, PAGES_INDEX_FILE), JSON.stringify(index));
    writeFileSync(join(target, PLAN_FRAGMENTS_FILE), JSON.stringify(first.fragments));

    loads = [];
    const second = await planStage(input);
    expect(loads).toEqual([]);
    expect(second.kept).toBe(2);
    expect(Object.keys(second.manifest.pages)).toEqual([]);
    // Every page kept, with its key, in the order a full plan lists them; the site's rules as planned.
    expect(Object.entries(second.pages.keys)).toEqual(Object.entries(first.pages.keys));
    expect(second.pages.render).toEqual([]);
    expect(second.pages.reuse.sort()).toEqual(Object.keys(first.pages.keys).sort());
    const { pages: _a, ...rules } = first.manifest;
    const { pages: _b, ...keptRules } = second.manifest;
    expect(keptRules).toEqual(rules);
    expect(second.fragments).toEqual(first.fragments);

    // 4ra-calendar's end passed: it is planned again (its pages re-rendered), 8-brazil-new kept.
    const ended = Date.parse('2027-01-05T12:00:00Z');
    loads = [];
    const later = await planStage({ ...input, at: ended });
    expect(loads).toEqual([checked.campaigns.find((c) => c.file.endsWith('4ra-calendar.yaml'))!.file]);
    const fresh = await planStage({ ...input, at: ended, code: null });
    expect(later.pages.keys).toEqual(fresh.pages.keys);
    expect(later.pages.render.every((u) => u.startsWith('/4ra-calendar/'))).toBe(true);

    // A changed image the campaign looked at, another planning code or --full: planned again.
    loads = [];
    await planStage({ ...input, campaigns: lazy({ 'hero.png': 'another' }) });
    expect(loads).toEqual([checked.campaigns[0]!.file]);
    loads = [];
    await planStage({ ...input, code: 'code-2' });
    expect(loads).toHaveLength(2);
    loads = [];
    expect((await planStage({ ...input, full: true })).kept).toBe(0);
    expect(loads).toHaveLength(2);
  });

  it('server rules and assets write their files into the build folder, and never over an existing one', async () => {
    const { manifest } = await planStage({
      root,
      config: checked.config,
      campaigns: data,
      env: 'development',
      at: AT,
      bundle: 'b1',
      target: join(root, 'none'),
    });
    const dir = mkdtempSync(join(root, 'build-'));
    mkdirSync(join(dir, 'client'));
    const plan = await serverRulesStage({ dir, manifest, env: 'development', hashes: new Set(["'sha256-abc='"]) });
    const written = JSON.parse(readFileSync(join(dir, SERVE_PLAN_FILE), 'utf8')) as ServePlan;
    expect(written).toEqual(plan);
    expect(written.basePath).toBe('/new-promo/');
    expect(written.csp).toContain("'sha256-abc='");
    expect(readFileSync(join(dir, 'nginx.conf'), 'utf8')).toContain('/new-promo/');
    await expect(serverRulesStage({ dir, manifest, env: 'development', hashes: new Set() })).rejects.toMatchObject({
      code: 'EEXIST',
    });

    const copied: string[] = [];
    const index: PagesIndex = { version: 1, bundle: 'b1', pages: {} };
    const assets = await assetsStage({
      dir,
      manifest,
      index,
      images: {
        copyInto: async (client) => {
          copied.push(client);
        },
      },
    });
    expect(copied).toEqual([join(dir, 'client')]);
    expect(assets.worker).toBe(join(dir, 'client', WORKER_FILE));
    expect(readFileSync(assets.worker, 'utf8').length).toBeGreaterThan(0);
    await expect(
      assetsStage({ dir, manifest, index, images: { copyInto: async () => undefined } }),
    ).rejects.toMatchObject({ code: 'EEXIST' });
  });

  it('the stage timer reports each stage in the order it ran, a failed one too', async () => {
    let t = 0;
    const timer = stageTimer(() => t);
    await timer.run('check', async () => {
      t += 410;
    });
    await expect(
      timer.run('plan', async () => {
        t += 20;
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    timer.note('plan', 'a word');
    expect(timer.times()).toEqual([
      ['check', 410],
      ['plan', 20],
    ]);
    expect(timer.summary()).toBe('stages: check 0.41 s · plan 0.02 s (a word)');
  });
});
