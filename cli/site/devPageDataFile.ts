/**
 * `promo dev` serves each page's `page-data.json` as `promo build` writes it beside the page (the
 * language switch renders the page again from it, and so does a save's in-place update:
 * runtime/boot/devPageUpdates.ts), as the page itself shows it: with its `?at=`/`?lang=` preview and the
 * dev server's API (model/devPageData.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PAGE_DATA_FILE, type RouteManifest } from '../../model/Site.ts';
import type { DevApi } from '../../model/apiBase.ts';
import { devPageData } from '../../model/devPageData.ts';

type Next = (err?: unknown) => void;

/** A connect middleware; `manifest` and `api` are read per request. */
export function devPageDataFile(manifest: () => RouteManifest | undefined, api: () => DevApi | undefined) {
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const m = manifest();
    const url = new URL(req.url ?? '/', 'http://dev');
    const base = m?.site.basePath ?? '/';
    if (!m || req.method !== 'GET' || !url.pathname.startsWith(base) || !url.pathname.endsWith(`/${PAGE_DATA_FILE}`)) {
      next();
      return;
    }
    const key = url.pathname.slice(base.length - 1, -PAGE_DATA_FILE.length);
    const page = Object.hasOwn(m.pages, key) ? m.pages[key] : undefined;
    if (!page) {
      next();
      return;
    }
    const { data } = devPageData(page, Object.fromEntries(url.searchParams), api(), req.headers.host);
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.end(JSON.stringify(data));
  };
}
