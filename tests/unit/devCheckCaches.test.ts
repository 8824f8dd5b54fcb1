/**
 * `promo dev`'s in-memory check caches (issue 26): a save is answered from them for unchanged files,
 * an edit is seen, and they hold only the last check's campaigns however many edits come.
 */
import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSite } from '../../cli/site/loadSite.ts';
import { devCheckCaches } from '../../cli/site/devCheckCaches.ts';
import { nodeFs, type ProjectFs } from '../../cli/campaign/ProjectFs.ts';
import type { CampaignData } from '../../model/campaignSchema.ts';
import { REPO } from '../support/tempProject.ts';

it('keeps one entry per key of the last check, and a new version replaces the old', () => {
  const { dataCache } = devCheckCaches();
  const data = {} as CampaignData;
  for (let i = 0; i < 50; i++) dataCache.put('v1', `k${i}`, data);
  dataCache.keep('v1', new Set(['k1', 'k2']));
  expect(dataCache.keys('v1')).toEqual(new Set(['k1', 'k2']));
  dataCache.put('v2', 'k3', data);
  expect(dataCache.keys('v1').size).toBe(0);
  expect(dataCache.keys('v2')).toEqual(new Set(['k3']));
});

it('reads a campaign from the disk store once, then hands the same object to every later check (pages compare by identity)', () => {
  let reads = 0;
  const { dataCache } = devCheckCaches({
    cache: { load: async () => undefined, save: async () => undefined },
    dataCache: {
      keys: () => new Set(['k1']),
      get: () => {
        reads++;
        return { slug: 'a' } as CampaignData;
      },
      put: () => undefined,
      keep: () => undefined,
    },
  });
  const first = dataCache.get('v1', 'k1');
  expect(dataCache.get('v1', 'k1')).toBe(first);
  expect([reads, [...dataCache.keys('v1')]]).toEqual([1, ['k1']]);
});

it('sees each edit, and its data stays at one entry per campaign across edits', async () => {
  // The repository's project through a file system that lists three campaigns and answers cash-race.yaml with the edit.
  const dir = join(REPO, 'campaigns');
  const file = join(dir, 'cash-race.yaml');
  const source = readFileSync(file, 'utf8');
  let text = source;
  const fs: ProjectFs = {
    ...nodeFs,
    readdir: async (p) =>
      p === dir ? ['cash-race.yaml', 'mega-contest.yaml', 'welcome-bonuses.yaml'] : nodeFs.readdir(p),
    readFile: async (p) => (p === file ? text : nodeFs.readFile(p)),
  };
  const caches = devCheckCaches();
  const opts = { env: 'development' as const, at: Date.parse('2026-11-01T00:00:00Z') };
  const first = await loadSite(REPO, opts, fs, caches);
  const campaigns = first.check.campaigns.length;
  expect(campaigns).toBe(3);
  for (let i = 1; i <= 3; i++) {
    text = source.replace('title: "Cash Race"', `title: "Cash Race edit ${i}"`);
    const { manifest, check } = await loadSite(REPO, opts, fs, caches);
    expect(JSON.stringify(manifest)).toContain(`Cash Race edit ${i}`);
    expect(JSON.stringify(manifest)).not.toContain(`Cash Race edit ${i - 1}"`);
    expect(check.campaigns.length).toBe(campaigns);
    expect(caches.dataCache.keys((await caches.cache.load())!.version).size).toBe(campaigns);
  }
});
