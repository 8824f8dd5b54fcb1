/**
 * The background worker's entry: `promo build` bundles it into `<base>sw.js` with this build's
 * settings in place of PROMO_WORKER (cli/build/serviceWorkerFile.ts). What it does: createWorker.ts.
 */
import { createWorker, type WorkerFetch, type WorkerSettings } from './createWorker.ts';

declare const PROMO_WORKER: WorkerSettings;

/** The parts of the service worker global scope used here (the project's TypeScript lib is the DOM's). */
interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent, WorkerFetch {
  respondWith(r: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEvent {
  data: unknown;
}
interface WorkerGlobal {
  location: Location;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', fn: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', fn: (e: FetchEvent) => void): void;
  addEventListener(type: 'message', fn: (e: MessageEventLike) => void): void;
}

const scope = self as unknown as WorkerGlobal;
const worker = createWorker(PROMO_WORKER, {
  caches,
  fetch: (input, init) => fetch(input, init),
  origin: scope.location.origin,
});

scope.addEventListener('install', (e) => {
  e.waitUntil(scope.skipWaiting());
});
scope.addEventListener('activate', (e) => {
  e.waitUntil(Promise.all([worker.activate(), scope.registration.navigationPreload?.enable().catch(() => undefined)]));
});
scope.addEventListener('fetch', (e) => {
  const answer = worker.fetch(e);
  if (answer) e.respondWith(answer);
});
scope.addEventListener('message', (e) => {
  const data = e.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type === 'keep' && Array.isArray(data.urls)) e.waitUntil(worker.keep(data.urls).catch(() => undefined));
});
