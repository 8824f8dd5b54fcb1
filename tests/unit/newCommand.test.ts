/** `promo new` called in-process: writes go to an in-memory layer over the repository, the clock is fixed. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runNew, type NewOptions } from '../../cli/commands/new.ts';
import { runCheck } from '../../cli/commands/check.ts';
import { REPO } from '../support/tempProject.ts';
import { inProcess } from '../support/inProcess.ts';
import { overlayFs, type OverlayFs } from '../support/overlayFs.ts';
import { memoryCheckCache } from '../support/memoryCheckCache.ts';

const campaign = (slug: string) => join(REPO, 'campaigns', `${slug}.yaml`);
/** One check cache for the file: the other campaigns, which `promo new` checks the new one against, are checked once. */
const cache = memoryCheckCache();
const scaffold = (fs: OverlayFs, slug: string, opts: NewOptions) =>
  inProcess((out) =>
    runNew(
      {
        root: REPO,
        fs,
        out,
        cache,
        writeFile: fs.writeFile,
        removeFile: fs.removeFile,
        now: () => new Date('2026-10-20T09:00:00Z'),
      },
      slug,
      opts,
    ),
  );

describe('promo new', () => {
  it('scaffolds a campaign that passes check and says what to do next', async () => {
    const fs = overlayFs();
    const r = await scaffold(fs, 'diwali-race', {
      template: 'tournament',
      title: 'Diwali "Race": 1,00,000 INR',
      currency: 'inr',
      starts: '2026-11-01',
      ends: '2026-11-15',
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Created campaigns/diwali-race.yaml');
    expect(r.stdout).toContain('promo check campaigns/diwali-race.yaml');
    expect([...fs.written.keys()]).toEqual([campaign('diwali-race')]);
    const text = fs.written.get(campaign('diwali-race'))!;
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=./campaign.schema.json');
    expect(text).toContain('title: "Diwali \\"Race\\": 1,00,000 INR"');
    const checked = await inProcess((out) =>
      runCheck({ root: REPO, fs, out }, { files: [campaign('diwali-race')], format: 'text' }),
    );
    expect(checked.code).toBe(0);
  });

  it('refuses a slug whose route another campaign already claims, and writes nothing', async () => {
    // A campaign routed at /diwali-offer/ (not its own slug): `promo new diwali-offer` would clash with it.
    const other = campaign('festival-offer');
    const fs = overlayFs();
    await fs.writeFile(
      other,
      readFileSync(campaign('cash-race'), 'utf8')
        .replace('slug: cash-race', 'slug: festival-offer')
        .replace('route:\n  param:', 'route:\n  path: diwali-offer\n  param:'),
    );
    const r = await scaffold(fs, 'diwali-offer', { template: 'welcome-bonus' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'The new campaign diwali-offer would clash with another campaign, so nothing was written',
    );
    expect(r.stderr).toContain('/diwali-offer/ is already claimed by campaigns/festival-offer.yaml');
    expect(fs.exists(campaign('diwali-offer'))).toBe(false);
  });

  it('defaults the schedule to today and a week later from the clock', async () => {
    const fs = overlayFs();
    expect((await scaffold(fs, 'clock-race', { template: 'tournament' })).code).toBe(0);
    const text = fs.written.get(campaign('clock-race'))!;
    expect(text).toContain('2026-10-20');
    expect(text).toContain('2026-10-27');
  });

  it('refuses an existing slug and writes nothing', async () => {
    const fs = overlayFs();
    const before = readFileSync(campaign('cash-race'), 'utf8');
    const r = await scaffold(fs, 'cash-race', { template: 'welcome-bonus' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('already exists');
    expect(fs.written.size).toBe(0);
    expect(readFileSync(campaign('cash-race'), 'utf8')).toBe(before);
  });

  it.each([['Bad Slug'], ['../escape'], ['_underscore-first'], ['a'.repeat(81)]])(
    'refuses the slug %j with exit 2',
    async (slug) => {
      const fs = overlayFs();
      const r = await scaffold(fs, slug, { template: 'tournament' });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('cannot be a campaign slug');
      expect(fs.written.size).toBe(0);
    },
  );

  it('refuses an unknown template, listing the known ones', async () => {
    const fs = overlayFs();
    const r = await scaffold(fs, 'x-promo', { template: 'nope' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /There is no template "nope"\. Available: app-install, blogger, crash, info, sports-event, table-game, tournament, vip, welcome-bonus, wheel\./,
    );
    expect(fs.written.size).toBe(0);
  });
});
