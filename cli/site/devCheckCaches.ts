/**
 * `promo dev`'s check caches: in memory for the life of the dev server, over `promo build`'s caches on
 * disk (`.promo/check-cache.json`, `.promo/campaign-data/`), which a start reads (a warm start checks
 * no unchanged file) and each check writes back. Each save then re-checks only the campaign files whose
 * content changed (results and data by content hash), instead of all of them. Bounded: the results are
 * replaced on each check, and the data keeps only the keys of the last check (checkProject calls `keep`).
 */
import type { CampaignData } from '../../model/campaignSchema.ts';
import type { CheckCacheData, CheckCacheStore } from '../campaign/checkCache.ts';
import type { CampaignDataStore } from '../campaign/campaignDataCache.ts';

export interface DevCheckCaches {
  cache: CheckCacheStore;
  dataCache: CampaignDataStore;
}

export function devCheckCaches(disk?: DevCheckCaches): DevCheckCaches {
  let results: CheckCacheData | undefined;
  let dataVersion = '';
  let data = new Map<string, CampaignData>();
  return {
    cache: {
      load: async () => (results ??= await disk?.cache.load()),
      save: async (d) => {
        results = d;
        await disk?.cache.save(d);
      },
    },
    dataCache: {
      keys: (version) =>
        version === dataVersion ? new Set(data.keys()) : (disk?.dataCache.keys(version) ?? new Set()),
      // What the disk gives is kept: the next check hands planSite the same object for an unchanged
      // campaign (pageChanges.ts compares those by identity) and reads no file for it.
      get: (version, key) => {
        const kept = version === dataVersion ? data.get(key) : undefined;
        if (kept) return kept;
        const stored = disk?.dataCache.get(version, key);
        if (stored) {
          if (version !== dataVersion) {
            dataVersion = version;
            data = new Map();
          }
          data.set(key, stored);
        }
        return stored;
      },
      put: (version, key, campaign) => {
        if (version !== dataVersion) {
          dataVersion = version;
          data = new Map();
        }
        data.set(key, campaign);
        disk?.dataCache.put(version, key, campaign);
      },
      keep: (version, keys) => {
        disk?.dataCache.keep(version, keys);
        if (version !== dataVersion) {
          dataVersion = version;
          data = new Map();
          return;
        }
        for (const key of data.keys()) if (!keys.has(key)) data.delete(key);
      },
    },
  };
}
