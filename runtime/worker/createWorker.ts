/**
 * What the background worker does, with its browser parts (Cache Storage, fetch) passed in so it
 * runs in a unit test as in the browser. serviceWorker.ts wires it to the worker's events.
 * - install: nothing is fetched ahead (no precache: a visitor on a slow network pays only for what
 *   the page loads); the new worker takes over at once (skipWaiting).
 * - activate: caches of other builds are deleted (the assets cache is kept while the hashed
 *   assets are the same); navigation preload starts page loads while the worker wakes up.
 * - fetch: workerRoute.ts decides; hashed assets cache first, pages and page data network first
 *   (a new build's page is what the next load shows), the cache only when the network fails.
 * - message `keep`: the page names the hashed assets it already loaded before the worker ran; they
 *   are copied from the HTTP cache only (`only-if-cached`: never a request to the server).
 */
import { pageKey, workerRoute, type WorkerScope } from './workerRoute.ts';

/** Written into sw.js by `promo build` (cli/build/serviceWorkerFile.ts). */
export interface WorkerSettings {
  /** Names this build: every deploy gets a new sw.js, so browsers install the new worker. */
  build: string;
  /** Names the build's set of hashed assets: the assets cache survives deploys that keep them. */
  assets: string;
  /** The base path, the worker's scope: `/new-promo/`. */
  base: string;
  /** The page sent for a page load while offline with no copy of that page kept. */
  offline: string;
}

export interface WorkerDeps {
  caches: CacheStorage;
  fetch: (input: Request | string, init?: RequestInit) => Promise<Response>;
  /** The worker's origin (self.location.origin). */
  origin: string;
}

/** One fetch event as the worker sees it. */
export interface WorkerFetch {
  request: Request;
  /** The navigation preload answer, if the browser made one (undefined otherwise). */
  preloadResponse?: Promise<Response | undefined>;
  waitUntil(p: Promise<unknown>): void;
}

export const CACHE_PREFIX = 'promo-';

export function cacheNames(s: Pick<WorkerSettings, 'build' | 'assets'>) {
  return { assets: `${CACHE_PREFIX}assets-${s.assets}`, pages: `${CACHE_PREFIX}pages-${s.build}` };
}

/** Only a whole, plain 200 of our own origin is kept: no error, redirect, opaque or no-store answer. */
export function cacheable(res: Response): boolean {
  return (
    res.status === 200 &&
    !res.redirected &&
    (res.type === 'basic' || res.type === 'default') &&
    !/no-store/i.test(res.headers.get('cache-control') ?? '')
  );
}

export function createWorker(settings: WorkerSettings, deps: WorkerDeps) {
  const names = cacheNames(settings);
  const scope: WorkerScope = { origin: deps.origin, base: settings.base };
  const offlinePage = () =>
    new Response(settings.offline, {
      status: 503,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    });

  async function asset(e: WorkerFetch): Promise<Response> {
    const cache = await deps.caches.open(names.assets);
    const hit = await cache.match(e.request);
    if (hit) return hit;
    const res = await deps.fetch(e.request);
    if (cacheable(res)) e.waitUntil(cache.put(e.request, res.clone()).catch(() => undefined));
    return res;
  }

  async function page(e: WorkerFetch): Promise<Response> {
    const key = pageKey(e.request.url);
    try {
      const res = (await e.preloadResponse) ?? (await deps.fetch(e.request));
      if (cacheable(res)) {
        const copy = res.clone();
        e.waitUntil(
          deps.caches
            .open(names.pages)
            .then((c) => c.put(key, copy))
            .catch(() => undefined),
        );
      }
      return res;
    } catch (failure) {
      const kept = await (await deps.caches.open(names.pages)).match(key, { ignoreVary: true });
      if (kept) return kept;
      if (e.request.mode === 'navigate') return offlinePage();
      throw failure;
    }
  }

  return {
    names,
    /** The answer to a fetch event, or null to let the browser fetch as if there were no worker. */
    fetch(e: WorkerFetch): Promise<Response> | null {
      const route = workerRoute(
        { method: e.request.method, url: e.request.url, mode: e.request.mode, range: e.request.headers.get('range') },
        scope,
      );
      if (route === 'asset') return asset(e);
      if (route === 'page') return page(e);
      return null;
    },
    /** Deletes the caches of other builds (and other assets). */
    async activate(): Promise<void> {
      const keep = new Set(Object.values(names));
      for (const name of await deps.caches.keys())
        if (name.startsWith(CACHE_PREFIX) && !keep.has(name)) await deps.caches.delete(name);
    },
    /** Keeps the hashed assets among `urls` that the HTTP cache holds; never asks the server. */
    async keep(urls: readonly unknown[]): Promise<void> {
      const cache = await deps.caches.open(names.assets);
      const wanted = urls
        .filter(
          (u): u is string =>
            typeof u === 'string' && workerRoute({ method: 'GET', url: u, mode: 'no-cors' }, scope) === 'asset',
        )
        .slice(0, 200);
      await Promise.all(
        wanted.map(async (url) => {
          if (await cache.match(url)) return;
          const res = await deps.fetch(url, { cache: 'only-if-cached', mode: 'same-origin' }).catch(() => null);
          if (res && cacheable(res)) await cache.put(url, res);
        }),
      );
    },
  };
}

export type Worker = ReturnType<typeof createWorker>;
