/**
 * The background worker's routing decision, pure: which strategy one request gets.
 * - `asset`: a hashed, immutable file of the build (`assets/`, `_img/` below the base): cache first.
 * - `page`: a pre-rendered page or its page data: network first, the cache only when offline.
 * - `pass`: anything else (API calls, other origins, non-GET, ranges, the worker itself, files the
 *   build did not hash, dev modules): the worker does not answer, the browser fetches as without it.
 */
export type WorkerStrategy = 'asset' | 'page' | 'pass';

/** What the routing reads of a request (a fetch event's Request has all of it). */
export interface RoutedRequest {
  method: string;
  url: string;
  /** 'navigate' for a page load. */
  mode: string;
  /** A Range header: partial content is never cached. */
  range?: string | null;
}

/** Where the worker lives: its origin and the base path (its scope), with slashes at both ends. */
export interface WorkerScope {
  origin: string;
  base: string;
}

/** File names the build writes with a content hash (vite `chunk-Bx_9aZ1k.js`, `client.COu5VeeZ.js`, images `hero-36b9fd47-640.avif`). */
const HASHED = /[.-][A-Za-z0-9_-]{8,}(?:-\d+)?\.[a-z0-9]+$/;
export const PAGE_DATA = 'page-data.json';
export const WORKER_FILE = 'sw.js';

export function workerRoute(r: RoutedRequest, scope: WorkerScope): WorkerStrategy {
  if (r.method !== 'GET' || r.range) return 'pass';
  let url: URL;
  try {
    url = new URL(r.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.base)) return 'pass';
  const rest = url.pathname.slice(scope.base.length);
  if ((rest.startsWith('assets/') || rest.startsWith('_img/')) && HASHED.test(rest) && !rest.includes('..'))
    return 'asset';
  if (rest === WORKER_FILE) return 'pass';
  if (r.mode === 'navigate') return 'page';
  if (
    rest === '' ||
    rest.endsWith('/') ||
    rest.endsWith('/index.html') ||
    rest === 'index.html' ||
    rest === PAGE_DATA ||
    rest.endsWith(`/${PAGE_DATA}`)
  )
    return 'page';
  return 'pass';
}

/** The key a page is kept under: its URL without query or fragment (affiliate ids, ad text and arms vary it, not the page). */
export function pageKey(url: string): string {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`;
}
