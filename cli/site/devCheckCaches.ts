/**
 * `promo dev`'s check caches, kept in memory for the life of the dev server: each save re-checks only
 * the campaign files whose content changed (results and data by content hash, as `promo build`'s caches
 * on disk), instead of all of them. Bounded: the results are replaced on each check, and the data keeps
 * only the keys of the last check (checkProject calls `keep`).
 */
import type { CampaignData } from '../../model/campaignSchema.ts';
import type { CheckCacheData, CheckCacheStore } from '../campaign/checkCache.ts';
import type { CampaignDataStore } from '../campaign/campaignDataCache.ts';

export interface DevCheckCaches { cache: CheckCacheStore; dataCache: CampaignDataStore }

export function devCheckCaches(): DevCheckCaches {
  let results: CheckCacheData | undefined;
  let dataVersion = '';
  let data = new Map<string, CampaignData>();
  return {
    cache: { load: async () => results, save: async (d) => { results = d; } },
    dataCache: {
      keys: (version) => new Set(version === dataVersion ? data.keys() : []),
      get: (version, key) => (version === dataVersion ? data.get(key) : undefined),
      put: (version, key, campaign) => {
        if (version !== dataVersion) { dataVersion = version; data = new Map(); }
        data.set(key, campaign);
      },
      keep: (version, keys) => {
        if (version !== dataVersion) { dataVersion = version; data = new Map(); return; }
        for (const key of data.keys()) if (!keys.has(key)) data.delete(key);
      },
    },
  };
}
