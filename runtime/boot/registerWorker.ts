/**
 * Registers the background worker (`<base>sw.js`, scope the base path: runtime/worker/) once the
 * page has loaded and the browser is idle, so it never competes with the first paint or a tap. Then
 * tells it which hashed files this page already loaded (it copies them from the HTTP cache, with no
 * request). Switched off (site config `serviceWorker: false`) or in `promo dev` (whose modules must
 * never be cached), a worker left registered for this scope is removed instead. Failures are only logged.
 */
import { WORKER_FILE } from '../worker/workerRoute.ts';

/** The parts of `window` this uses. */
export interface WorkerHost {
  navigator: { serviceWorker?: Pick<ServiceWorkerContainer, 'register' | 'getRegistration' | 'ready'> };
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', fn: () => void, opts: { once: true }): void;
  requestIdleCallback?: (fn: () => void, opts: { timeout: number }) => number;
  setTimeout(fn: () => void, ms: number): unknown;
  performance: { getEntriesByType(type: 'resource'): { name: string }[] };
}

export function registerWorker(base: string, opts: { enabled: boolean }, host: WorkerHost = window): void {
  const sw = host.navigator.serviceWorker;
  if (!sw) return;
  const warn = (e: unknown) => console.warn('Background worker:', e instanceof Error ? e.message : String(e));
  if (!opts.enabled) {
    void sw
      .getRegistration(base)
      .then((r) => r?.unregister())
      .catch(warn);
    return;
  }
  const register = () =>
    sw
      .register(`${base}${WORKER_FILE}`, { scope: base })
      .then(() => sw.ready)
      .then((r) =>
        r.active?.postMessage({ type: 'keep', urls: host.performance.getEntriesByType('resource').map((e) => e.name) }),
      )
      .catch(warn);
  const whenIdle = () => {
    if (host.requestIdleCallback) host.requestIdleCallback(register, { timeout: 5000 });
    else host.setTimeout(register, 2000);
  };
  if (host.document.readyState === 'complete') whenIdle();
  else host.addEventListener('load', whenIdle, { once: true });
}
