/** Where `promo check` keeps its results per file, relative to the project root (see checkCache.ts). */
export const CHECK_CACHE_FILE = '.promo/check-cache.json';
