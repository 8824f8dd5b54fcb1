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
import { tempProject, type TempProject } from '../support/tempProject.ts';
import { sharedBuild, BUILT_AT } from '../support/sharedBuild.ts';
import { inProcess } from '../support/inProcess.ts';

let p: TempProject;
beforeAll(async () => {
  const built = await sharedBuild();
  expect(built.code).toBe(0);
  p = tempProject();
  cpSync(join(built.dir, 'dist'), join(p.dir, '.promo', 'shot-dist'), { recursive: true });
}, 180_000);
afterAll(() => p?.cleanup());

/** Stands in for runBuild: plans the site as it would, and uses the shared build's output, made at the same moment. */
const reuseSharedBuild: typeof runBuild = async (deps, opts) => {
  expect([opts.env, new Date(opts.at).toISOString(), opts.outDir]).toEqual(['development', BUILT_AT, join('.promo', 'shot-dist')]);
  const { config, campaigns } = await checkProject({ root: deps.root, fs: deps.fs });
  const manifest = planSite(config!, campaigns.map((c) => c.data), { env: opts.env, at: opts.at });
  return { pages: Object.keys(manifest.pages).length, ms: 0, manifest };
};
const shot = (slugs: string[], update = false) => {
  const opts: ShotOptions = { slugs, update, at: SHOT_AT, baselineDir: 'shots', reportDir: 'shots-report' };
  return inProcess((out) => runShot({ root: p.dir, fs: nodeFs, out, build: reuseSharedBuild }, opts));
};

/** Paints the top quarter of a PNG magenta: a page that changed there. */
function paintTopQuarter(file: string) {
  const png = PNG.sync.read(readFileSync(file));
  for (let i = 0; i < png.width * Math.floor(png.height / 4); i++) png.data.set([255, 0, 255, 255], i * 4);
  writeFileSync(file, PNG.sync.write(png));
}

describe('promo shot', () => {
  it('writes baselines, matches them, and reports a changed screenshot with baseline, new and diff', async () => {
    const first = await shot(['welcome-bonuses'], true);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    for (const f of ['mobile', 'mobile-dialog', 'desktop', 'desktop-dialog']) expect(existsSync(join(p.dir, 'shots', 'welcome-bonuses', `${f}.png`))).toBe(true);
    const same = await shot(['welcome-bonuses']);
    expect(same.stdout, same.stdout).toContain('4 screenshots match their baselines');
    expect(same.code).toBe(0);

    paintTopQuarter(join(p.dir, 'shots', 'welcome-bonuses', 'mobile.png'));
    const changed = await shot(['welcome-bonuses']);
    expect(changed.code).toBe(1);
    expect(changed.stdout).toMatch(/✖ welcome-bonuses\/mobile\.png \(\d+\.\d+% differs\)/);
    expect(changed.stdout).toContain('✔ welcome-bonuses/desktop.png');
    const report = readFileSync(join(p.dir, 'shots-report', 'index.html'), 'utf8');
    expect(report).toContain('baseline/welcome-bonuses/mobile.png');
    expect(report).toContain('new/welcome-bonuses/mobile.png');
    expect(report).toContain('diff/welcome-bonuses/mobile.png');
    expect(existsSync(join(p.dir, 'shots-report', 'diff', 'welcome-bonuses', 'mobile.png'))).toBe(true);
  }, 120_000);

  it('refuses an unknown slug', async () => {
    const r = await shot(['no-such-campaign']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no campaign named no-such-campaign');
  });
});
