/**
 * The build's campaign data cache (campaignDataCache.ts): a build's check with it returns exactly the
 * campaigns an uncached check parses, takes unchanged ones from the store, stores only what changed,
 * and survives a corrupt entry; the folder store gives back exactly what was stored.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import type { CheckCacheData, CheckCacheStore } from '../../cli/campaign/checkCache.ts';
import { folderCampaignData, type CampaignDataStore } from '../../cli/campaign/campaignDataCache.ts';
import type { CampaignData } from '../../model/campaignSchema.ts';
import { REPO } from '../support/tempProject.ts';
import { overlayFs } from '../support/overlayFs.ts';

function memoryCache(): CheckCacheStore {
  let data: CheckCacheData | undefined;
  return {
    load: async () => (data ? structuredClone(data) : undefined),
    save: async (d) => {
      data = structuredClone(d);
    },
  };
}
/** The folder store, counting reads and writes. */
function counted(store: CampaignDataStore) {
  const n = { get: 0, put: 0 };
  const s: CampaignDataStore = {
    ...store,
    get: (v, k) => {
      n.get++;
      return store.get(v, k);
    },
    put: (v, k, d) => {
      n.put++;
      store.put(v, k, d);
    },
  };
  return { s, n };
}

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'promo-data-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('campaign data cache', () => {
  it('returns the campaigns an uncached check parses, cold and warm, and stores only an edited one', async () => {
    const fs = overlayFs();
    const dir = tempDir();
    const cache = memoryCache();
    const plain = await checkProject({ root: REPO, fs });
    const cold = counted(folderCampaignData(dir));
    const first = await checkProject({ root: REPO, fs, cache, dataCache: cold.s });
    expect(first.campaigns).toEqual(plain.campaigns);
    expect(first.problems).toEqual(plain.problems);
    expect(cold.n).toEqual({ get: 0, put: plain.campaigns.length });

    const warm = counted(folderCampaignData(dir));
    const second = await checkProject({ root: REPO, fs, cache, dataCache: warm.s });
    expect(second.campaigns).toEqual(plain.campaigns);
    expect(warm.n).toEqual({ get: plain.campaigns.length, put: 0 });

    const file = join(REPO, 'campaigns', 'cash-race.yaml');
    await fs.writeFile(file, (await fs.readFile(file)).replace('title: "Cash Race"', 'title: "Cash Race Deluxe"'));
    const edited = counted(folderCampaignData(dir));
    const third = await checkProject({ root: REPO, fs, cache, dataCache: edited.s });
    expect(edited.n.put).toBe(1);
    expect(third.campaigns).toEqual((await checkProject({ root: REPO, fs })).campaigns);
    expect(JSON.stringify(third.campaigns.find((c) => c.file.endsWith('cash-race.yaml'))?.data)).toContain(
      'Cash Race Deluxe',
    );
    // The replaced entry is gone: one file per campaign.
    const [version] = readdirSync(dir);
    expect(readdirSync(join(dir, version!)).length).toBe(plain.campaigns.length);

    // A corrupt entry is read as none: that campaign is parsed again, the others still come from the store.
    const some = readdirSync(join(dir, version!))[0]!;
    writeFileSync(join(dir, version!, some), 'not v8 data');
    const repaired = counted(folderCampaignData(dir));
    const fourth = await checkProject({ root: REPO, fs, cache, dataCache: repaired.s });
    expect(fourth.campaigns).toEqual(third.campaigns);
    expect(repaired.n.put).toBe(1);
    expect(folderCampaignData(dir).get(version!, some.replace('.bin', ''))).toBeDefined();
  });

  it('gives back exactly what was stored, and keeps only the listed keys of one version', () => {
    const dir = tempDir();
    const store = folderCampaignData(dir);
    const v1 = 'a'.repeat(40);
    const v2 = 'b'.repeat(40);
    const k = (c: string) => c.repeat(40);
    const odd = {
      slug: 'x',
      n: Number.NaN,
      big: Number.POSITIVE_INFINITY,
      zero: -0,
      list: [1, { deep: 'ü' }],
    } as unknown as CampaignData;
    store.put(v1, k('1'), odd);
    store.put(v1, k('2'), odd);
    store.put(v2, k('3'), odd);
    expect(store.keys(v1)).toEqual(new Set([k('1'), k('2')]));
    expect(Object.is((store.get(v1, k('1')) as unknown as { zero: number }).zero, -0)).toBe(true);
    expect(store.get(v1, k('1'))).toEqual(odd);
    expect(store.get(v1, k('9'))).toBeUndefined();
    store.keep(v1, new Set([k('2')]));
    expect(store.keys(v1)).toEqual(new Set([k('2')]));
    expect(store.keys(v2)).toEqual(new Set());
    expect(folderCampaignData(join(dir, 'absent')).keys(v1)).toEqual(new Set());
  });
});
