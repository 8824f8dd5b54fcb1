/** `promo shot` in a copy of the project: baselines written, matched, and a changed page reported. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempProject, type TempProject } from '../support/tempProject.ts';

let p: TempProject;
beforeAll(() => { p = tempProject(); });
afterAll(() => p.cleanup());

describe('promo shot', () => {
  it('writes baselines, matches them, and reports a changed page with baseline, new and diff', () => {
    const first = p.run('shot', 'welcome-bonuses', '--update');
    expect(first.code).toBe(0);
    for (const f of ['mobile', 'mobile-dialog', 'desktop', 'desktop-dialog']) expect(existsSync(join(p.dir, 'shots', 'welcome-bonuses', `${f}.png`))).toBe(true);
    const same = p.run('shot', 'welcome-bonuses');
    expect(same.stdout).toContain('4 screenshots match their baselines');
    expect(same.code).toBe(0);

    const file = join(p.dir, 'campaigns', 'welcome-bonuses.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^(    title: ).*$/m, '$1"A completely different headline"'));
    const changed = p.run('shot', 'welcome-bonuses');
    expect(changed.code).toBe(1);
    expect(changed.stdout).toMatch(/✖ welcome-bonuses\/mobile\.png \(\d+\.\d+% differs\)/);
    const report = readFileSync(join(p.dir, 'shots-report', 'index.html'), 'utf8');
    expect(report).toContain('baseline/welcome-bonuses/mobile.png');
    expect(report).toContain('new/welcome-bonuses/mobile.png');
    expect(report).toContain('diff/welcome-bonuses/mobile.png');
    expect(existsSync(join(p.dir, 'shots-report', 'diff', 'welcome-bonuses', 'mobile.png'))).toBe(true);
  }, 180_000);

  it('refuses an unknown slug', () => {
    const r = p.run('shot', 'no-such-campaign');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no campaign named no-such-campaign');
  }, 60_000);
});
