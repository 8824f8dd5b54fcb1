/**
 * The background worker (spec 1.5, runtime/worker/): its routing decision, its cache strategies
 * against an in-memory Cache Storage and a fake network, the sw.js `promo build` generates (run in a
 * sandboxed context as a browser would), and the boot's registration.
 */
import { describe, expect, it, vi } from 'vitest';
import { runInNewContext } from 'node:vm';
import { createHash } from 'node:crypto';
import { workerRoute, type RoutedRequest } from '../../runtime/worker/workerRoute.ts';
import { cacheNames, createWorker, type WorkerFetch, type WorkerSettings } from '../../runtime/worker/createWorker.ts';
import { REMOVING_WORKER, nameOf, offlinePage, serviceWorkerFile } from '../../cli/build/serviceWorkerFile.ts';
import { registerWorker, type WorkerHost } from '../../runtime/boot/registerWorker.ts';
import { MemoryCaches } from '../support/memoryCaches.ts';
import { buildWorker } from '../../cli/build/buildWorker.ts';
import { publicSite } from '../../cli/site/planSite.ts';
import type { SiteConfig } from '../../model/siteConfigSchema.ts';
import type { RouteManifest } from '../../model/Site.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO } from '../support/tempProject.ts';

const ORIGIN = 'https://promo.example';
const SCOPE = { origin: ORIGIN, base: '/new-promo/' };
const ASSET = `${ORIGIN}/new-promo/assets/chunks/chunk-DAd_2MFB.js`;
const PAGE = `${ORIGIN}/new-promo/cash-race/`;
const SETTINGS: WorkerSettings = { build: 'b2', assets: 'a1', base: '/new-promo/', offline: '<p>offline</p>' };

const req = (url: string, over: Partial<RoutedRequest> = {}): RoutedRequest => ({
  method: 'GET',
  url,
  mode: 'cors',
  ...over,
});
/** A Request as a fetch event carries it (Node's Request refuses mode 'navigate' in its init). */
const request = (url: string, mode = 'cors', init: RequestInit = {}) =>
  Object.defineProperty(new Request(url, init), 'mode', { value: mode });
const event = (r: Request, preload?: Response) => {
  const pending: Promise<unknown>[] = [];
  const e: WorkerFetch = {
    request: r,
    preloadResponse: Promise.resolve(preload),
    waitUntil: (p) => {
      pending.push(p);
    },
  };
  return { e, settled: () => Promise.all(pending) };
};
const ok = (body: string, headers: Record<string, string> = {}) => new Response(body, { status: 200, headers });

describe('workerRoute: request → strategy', () => {
  it.each([
    ['a hashed chunk', req(ASSET), 'asset'],
    ['a hashed entry', req(`${ORIGIN}/new-promo/assets/entries/runtime_pages_client.COu5VeeZ.js`), 'asset'],
    ['a hashed image', req(`${ORIGIN}/new-promo/_img/cash-race-36b9fd47-640.avif`), 'asset'],
    ['a page load', req(PAGE, { mode: 'navigate' }), 'page'],
    ['a page load with a query', req(`${PAGE}?aff=1`, { mode: 'navigate' }), 'page'],
    ['page data', req(`${PAGE}page-data.json`), 'page'],
    ['the root page fetched', req(`${ORIGIN}/new-promo/`), 'page'],
    ['the worker itself', req(`${ORIGIN}/new-promo/sw.js`), 'pass'],
    ['an unhashed file', req(`${ORIGIN}/new-promo/favicon.ico`), 'pass'],
    ['an unhashed file below assets/', req(`${ORIGIN}/new-promo/assets/logo.svg`), 'pass'],
    ['an API call of the same origin', req(`${ORIGIN}/sandbox-api/api/v1/settings`), 'pass'],
    ['another origin', req('https://api.winplay.example/new-promo/assets/chunks/chunk-DAd_2MFB.js'), 'pass'],
    ['a POST', req(PAGE, { method: 'POST', mode: 'navigate' }), 'pass'],
    ['a HEAD', req(ASSET, { method: 'HEAD' }), 'pass'],
    ['a range', req(ASSET, { range: 'bytes=0-9' }), 'pass'],
    ['outside the scope', req(`${ORIGIN}/other/`, { mode: 'navigate' }), 'pass'],
    ['a dev module', req(`${ORIGIN}/new-promo/@fs/work/runtime/boot/boot.ts`), 'pass'],
  ] as const)('%s → %s', (_, r, strategy) => {
    expect(workerRoute(r, SCOPE)).toBe(strategy);
  });
});

describe('createWorker: strategies', () => {
  const setup = (net: (r: Request | string, init?: RequestInit) => Promise<Response>) => {
    const caches = new MemoryCaches();
    const fetch = vi.fn(net);
    return {
      caches,
      fetch,
      worker: createWorker(SETTINGS, { caches: caches.asCacheStorage(), fetch, origin: ORIGIN }),
    };
  };
  const names = cacheNames(SETTINGS);

  it('a hashed asset comes from the network once, then from the cache', async () => {
    const { fetch, worker } = setup(async () => ok('code'));
    const first = event(request(ASSET));
    expect(await (await worker.fetch(first.e))!.text()).toBe('code');
    await first.settled();
    const second = event(request(ASSET));
    expect(await (await worker.fetch(second.e))!.text()).toBe('code');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps no answer that is not a plain 200: errors, no-store, redirects', async () => {
    const redirected = Object.defineProperty(ok('x'), 'redirected', { value: true });
    for (const res of [
      new Response('gone', { status: 404 }),
      new Response('', { status: 206 }),
      ok('x', { 'Cache-Control': 'no-store' }),
      redirected,
    ]) {
      const { caches, worker } = setup(async () => res);
      const a = event(request(ASSET));
      await worker.fetch(a.e);
      await a.settled();
      const p = event(request(PAGE, 'navigate'));
      await worker.fetch(p.e);
      await p.settled();
      expect([caches.urls(names.assets), caches.urls(names.pages)]).toEqual([[], []]);
    }
  });

  it('a page comes from the network every time (a new build shows at the next load); the cache only offline', async () => {
    let html = '<h1>old</h1>';
    let online = true;
    const { worker } = setup(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return ok(html, { 'Content-Type': 'text/html' });
    });
    const load = async (url = PAGE) => {
      const v = event(request(url, 'navigate'));
      const r = await worker.fetch(v.e)!;
      await v.settled();
      return r.text();
    };
    expect(await load()).toBe('<h1>old</h1>');
    html = '<h1>new</h1>';
    expect(await load(`${PAGE}?aff=7`)).toBe('<h1>new</h1>');
    online = false;
    expect(await load()).toBe('<h1>new</h1>');
    const elsewhere = event(request(`${ORIGIN}/new-promo/never-seen/`, 'navigate'));
    const offline = await worker.fetch(elsewhere.e)!;
    expect([offline.status, await offline.text()]).toEqual([503, '<p>offline</p>']);
    await expect(worker.fetch(event(request(`${ORIGIN}/new-promo/never-seen/page-data.json`)).e)).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it('uses the navigation preload answer instead of fetching again', async () => {
    const { fetch, worker } = setup(async () => ok('fetched'));
    const v = event(request(PAGE, 'navigate'), ok('preloaded'));
    expect(await (await worker.fetch(v.e))!.text()).toBe('preloaded');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not answer API calls, other origins or non-GET requests', () => {
    const { worker } = setup(async () => ok('x'));
    for (const r of [
      request(`${ORIGIN}/sandbox-api/api/v1/players/me`),
      request('https://api.winplay.example/api/v1/x'),
      request(PAGE, 'cors', { method: 'POST', body: 'a' }),
    ]) {
      expect(worker.fetch(event(r).e)).toBeNull();
    }
  });

  it('activate deletes the caches of other builds and keeps its own and unrelated ones', async () => {
    const { caches, worker } = setup(async () => ok('x'));
    for (const n of ['promo-pages-b1', 'promo-assets-a0', names.assets, names.pages, 'someone-else'])
      await caches.open(n);
    await worker.activate();
    expect((await caches.keys()).sort()).toEqual([names.assets, names.pages, 'someone-else'].sort());
  });

  it("keep copies the page's hashed assets from the HTTP cache only, never the rest", async () => {
    const { caches, fetch, worker } = setup(async (_r, init) =>
      init?.cache === 'only-if-cached' ? ok('from http cache') : ok('network'),
    );
    await worker.keep([
      ASSET,
      PAGE,
      `${ORIGIN}/sandbox-api/api/v1/x`,
      'https://cdn.example/new-promo/assets/chunks/chunk-DAd_2MFB.js',
      42,
    ]);
    expect(fetch.mock.calls).toEqual([[ASSET, { cache: 'only-if-cached', mode: 'same-origin' }]]);
    expect(caches.urls(names.assets)).toEqual([ASSET]);
    // Not in the HTTP cache: nothing kept, no retry over the network.
    const miss = setup(async () => new Response('', { status: 504 }));
    await miss.worker.keep([ASSET]);
    expect(miss.caches.urls(names.assets)).toEqual([]);
    expect(miss.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the generated sw.js', () => {
  /** Runs a sw.js in a fresh context with a fake worker scope; returns its event listeners. */
  const load = (code: string) => {
    const listeners = new Map<string, (e: unknown) => void>();
    const caches = new MemoryCaches();
    const self = {
      location: new URL(`${ORIGIN}/new-promo/sw.js`),
      registration: { unregister: vi.fn(async () => true) },
      skipWaiting: vi.fn(async () => undefined),
      addEventListener: (t: string, fn: (e: unknown) => void) => listeners.set(t, fn),
    };
    runInNewContext(code, {
      self,
      caches: caches.asCacheStorage(),
      fetch: async () => ok('net'),
      Request,
      Response,
      URL,
      Promise,
      console,
    });
    return { listeners, caches, self };
  };

  it('names its build, and answers a fetch event as createWorker does', async () => {
    const code = await serviceWorkerFile(SETTINGS);
    expect(code).toContain('// promo build b2');
    expect(code.length).toBeLessThan(8000);
    const { listeners } = load(code);
    expect([...listeners.keys()].sort()).toEqual(['activate', 'fetch', 'install', 'message']);
    let answer: Promise<Response> | undefined;
    listeners.get('fetch')!({
      request: request(ASSET),
      preloadResponse: Promise.resolve(undefined),
      waitUntil: () => undefined,
      respondWith: (r: Promise<Response>) => {
        answer = r;
      },
    });
    expect(await (await answer!).text()).toBe('net');
    let passed = true;
    listeners.get('fetch')!({
      request: request(`${ORIGIN}/sandbox-api/x`),
      waitUntil: () => undefined,
      respondWith: () => {
        passed = false;
      },
    });
    expect(passed).toBe(true);
  });

  it('switched off, it deletes the promo caches and unregisters', async () => {
    expect(await serviceWorkerFile(null)).toBe(REMOVING_WORKER);
    const { listeners, caches, self } = load(REMOVING_WORKER);
    await caches.open('promo-pages-b1');
    await caches.open('other');
    let done: Promise<unknown> = Promise.resolve();
    listeners.get('activate')!({
      waitUntil: (p: Promise<unknown>) => {
        done = p;
      },
    });
    await done;
    expect([await caches.keys(), self.registration.unregister.mock.calls.length]).toEqual([['other'], 1]);
  });

  it('the site config switch: on by default; serviceWorker: false reaches the pages and makes sw.js the self-removing worker', async () => {
    const config = parse(readFileSync(join(REPO, 'promo.config.yaml'), 'utf8')) as SiteConfig;
    const { serviceWorker: _, ...unset } = config;
    expect(publicSite(unset, 'production').serviceWorker).toBeUndefined();
    const off = publicSite({ ...config, serviceWorker: false }, 'production');
    expect(off.serviceWorker).toBe(false);
    expect(
      await buildWorker(
        { site: off } as RouteManifest,
        { version: 1, bundle: 'x', pages: {} },
        join(REPO, 'no-such-client'),
      ),
    ).toBe(REMOVING_WORKER);
  });

  it('a build is named by its parts, in any order; the offline page escapes the brand and speaks the default language', async () => {
    expect(nameOf(['b', 'a'])).toBe(nameOf(['a', 'b']));
    expect(nameOf(['a', 'b'])).not.toBe(nameOf(['a', 'c']));
    // The name a build had before the parts were hashed as one text (one update per part): a rebuild of the
    // same site keeps its sw.js, and browsers do not install the worker again.
    const parts = ['bundle:x', 'assets:y', ...Array.from({ length: 50 }, (_, i) => `/p${i}/:k${i}`)];
    const perPart = createHash('sha256');
    for (const p of [...parts].sort()) perPart.update(p).update('\0');
    expect(nameOf(parts.reverse())).toBe(perPart.digest('hex').slice(0, 16));
    expect(nameOf([])).toBe(createHash('sha256').digest('hex').slice(0, 16));
    const html = await offlinePage('Win<Play>', 'ru');
    expect(html).toContain('<title>Win&#60;Play&#62;</title>');
    expect(html).toContain('lang="ru"');
    expect(html).not.toContain('Communication error');
  });
});

describe('registerWorker (boot)', () => {
  const host = (state: DocumentReadyState, sw?: Partial<ServiceWorkerContainer>) => {
    const on: Record<string, () => void> = {};
    const idle: (() => void)[] = [];
    const postMessage = vi.fn();
    const container = {
      register: vi.fn(async () => ({})),
      ready: Promise.resolve({ active: { postMessage } }),
      getRegistration: vi.fn(async () => ({ unregister: vi.fn() })),
      ...sw,
    };
    const h = {
      navigator: { serviceWorker: container },
      document: { readyState: state },
      addEventListener: (t: string, fn: () => void) => {
        on[t] = fn;
      },
      requestIdleCallback: (fn: () => void) => {
        idle.push(fn);
        return 1;
      },
      setTimeout: () => 0,
      performance: { getEntriesByType: () => [{ name: ASSET }] },
    };
    return { h: h as unknown as WorkerHost, on, idle, container, postMessage };
  };

  it('registers with scope /new-promo/ only after load and idle, then names the files the page loaded', async () => {
    const t = host('interactive');
    registerWorker('/new-promo/', { enabled: true }, t.h);
    expect(t.container.register).not.toHaveBeenCalled();
    t.on.load!();
    expect(t.container.register).not.toHaveBeenCalled();
    t.idle[0]!();
    expect(t.container.register).toHaveBeenCalledWith('/new-promo/sw.js', { scope: '/new-promo/' });
    await vi.waitFor(() => expect(t.postMessage).toHaveBeenCalledWith({ type: 'keep', urls: [ASSET] }));
  });

  it('a failure is logged, not thrown; no serviceWorker (http, old browser): nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = host('complete', {
      register: vi.fn(async () => {
        throw new Error('SecurityError');
      }),
    });
    registerWorker('/new-promo/', { enabled: true }, t.h);
    t.idle[0]!();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Background worker:', 'SecurityError'));
    warn.mockRestore();
    expect(() => registerWorker('/new-promo/', { enabled: true }, { ...t.h, navigator: {} })).not.toThrow();
  });

  it('switched off (or in promo dev): removes a worker left for the scope and registers none', async () => {
    const t = host('complete');
    registerWorker('/new-promo/', { enabled: false }, t.h);
    expect(t.idle).toEqual([]);
    expect(t.container.getRegistration).toHaveBeenCalledWith('/new-promo/');
    expect(t.container.register).not.toHaveBeenCalled();
  });
});
