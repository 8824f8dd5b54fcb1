/**
 * `promo shot` in-process against the shared build (no build of its own): baselines written, matched,
 * a changed screenshot reported with baseline, new and diff, and an unknown slug refused. Chromium,
 * the site server and the sandbox are real.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { runShot, SHOT_AT, type ShotOptions } from '../../cli/commands/shot.ts';
import type { runBuild } from '../../cli/commands/build.ts';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import { planSite } from '../../cli/site/planSite.ts';
import type { RouteManifest } from '../../model/Site.ts';
import { tempProject, type TempProject } from '../support/tempProject.ts';
import { sharedBuild, BUILT_AT } from '../support/sharedBuild.ts';
import { inProcess } from '../support/inProcess.ts';
import { CACHES } from '../../cli/cacheRegistry.mjs';

let p: TempProject;
let manifest: RouteManifest;
beforeAll(async () => {
  const built = await sharedBuild();
  expect(built.code).toBe(0);
  p = tempProject();
  cpSync(join(built.dir, 'dist'), join(p.dir, CACHES.shotDist.path), { recursive: true });
  // Planned once, as the shared build planned it (checking the whole catalogue on every run was most of the time).
  const { config, campaigns } = await checkProject({ root: p.dir, fs: nodeFs });
  manifest = planSite(
    config!,
    campaigns.map((c) => c.data),
    { env: 'development', at: SHOT_AT },
  );
}, 180_000);
afterAll(() => p?.cleanup());

/** Stands in for runBuild: the site as it plans it, and the shared build's output, made at the same moment. */
const reuseSharedBuild: typeof runBuild = async (deps, opts) => {
  expect([deps.root, opts.env, new Date(opts.at).toISOString(), opts.outDir, opts.preview]).toEqual([
    p.dir,
    'development',
    BUILT_AT,
    CACHES.shotDist.path,
    undefined,
  ]);
  return { pages: Object.keys(manifest.pages).length, ms: 0, manifest };
};
const shot = (slugs: string[], update = false) => {
  const opts: ShotOptions = { slugs, update, at: SHOT_AT, baselineDir: 'shots', reportDir: CACHES.shotsReport.path };
  return inProcess((out) => runShot({ root: p.dir, fs: nodeFs, out, build: reuseSharedBuild }, opts));
};

/** Paints the top quarter of a PNG magenta: a page that changed there. */
function paintTopQuarter(file: string) {
  const png = PNG.sync.read(readFileSync(file));
  for (let i = 0; i < png.width * Math.floor(png.height / 4); i++) png.data.set([255, 0, 255, 255], i * 4);
  writeFileSync(file, PNG.sync.write(png));
}

describe('promo shot', () => {
  // Two runs, not three: the second both matches the three unchanged screenshots and reports the changed one.
  it('writes baselines, then matches the unchanged ones and reports a changed one with baseline, new and diff', async () => {
    const first = await shot(['welcome-bonuses'], true);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('4 baselines written to shots/');
    for (const f of ['mobile', 'mobile-dialog', 'desktop', 'desktop-dialog'])
      expect(existsSync(join(p.dir, 'shots', 'welcome-bonuses', `${f}.png`))).toBe(true);

    paintTopQuarter(join(p.dir, 'shots', 'welcome-bonuses', 'mobile.png'));
    const changed = await shot(['welcome-bonuses']);
    expect(changed.code).toBe(1);
    expect(changed.stdout).toMatch(/✖ welcome-bonuses\/mobile\.png \(\d+\.\d+% differs\)/);
    for (const f of ['mobile-dialog', 'desktop', 'desktop-dialog'])
      expect(changed.stdout, changed.stdout).toContain(`✔ welcome-bonuses/${f}.png`);
    expect(changed.stdout).toContain('1 screenshot differ from the baseline');
    const report = readFileSync(join(p.dir, CACHES.shotsReport.path, 'index.html'), 'utf8');
    expect(report).toContain('baseline/welcome-bonuses/mobile.png');
    expect(report).toContain('new/welcome-bonuses/mobile.png');
    expect(report).toContain('diff/welcome-bonuses/mobile.png');
    expect(report).not.toContain('diff/welcome-bonuses/desktop.png');
    expect(existsSync(join(p.dir, CACHES.shotsReport.path, 'diff', 'welcome-bonuses', 'mobile.png'))).toBe(true);
  }, 120_000);

  it('refuses an unknown slug', async () => {
    const r = await shot(['no-such-campaign']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no campaign named no-such-campaign');
  });
});
