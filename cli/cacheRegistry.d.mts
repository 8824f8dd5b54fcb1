/** Types of cacheRegistry.mjs (plain JavaScript so that cli/compile.mjs can load it at install). */
export interface CacheEntry {
  /** Relative to the project root, `/`-separated. */
  readonly path: string;
  readonly holds: string;
  readonly key: string;
  readonly invalidatedBy: string;
  readonly safeToDelete: string;
  /** `clean`: `promo clean` deletes it; `clean --dist`: only `promo clean --dist`. */
  readonly removedBy: 'clean' | 'clean --dist';
  /** A `--out-dir` link, whose builds live in `.promo/builds/<name>/`. */
  readonly outDir?: boolean;
}
export type CacheId =
  | 'dist'
  | 'builds'
  | 'trash'
  | 'bundleCache'
  | 'imageCache'
  | 'viteDeps'
  | 'workerBundle'
  | 'dialogCache'
  | 'validators'
  | 'campaignData'
  | 'checkCache'
  | 'shotDist'
  | 'e2eDist'
  | 'compiledCli'
  | 'stories'
  | 'shotsReport';
export declare const PROMO_DIR: string;
export declare const CACHES: Readonly<Record<CacheId, CacheEntry>>;
