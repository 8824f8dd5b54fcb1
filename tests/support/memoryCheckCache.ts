/** An in-memory `promo check` cache (CheckCacheStore, cli/campaign/checkCache.ts): tests share one to check the other campaigns once. */
import type { CheckCacheData, CheckCacheStore } from '../../cli/campaign/checkCache.ts';

export function memoryCheckCache(): CheckCacheStore & { saves: number; data?: CheckCacheData } {
  const store: CheckCacheStore & { saves: number; data?: CheckCacheData } = {
    saves: 0,
    load: async () => (store.data ? structuredClone(store.data) : undefined),
    save: async (d) => {
      store.data = structuredClone(d);
      store.saves++;
    },
  };
  return store;
}
