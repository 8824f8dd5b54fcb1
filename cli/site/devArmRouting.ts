/**
 * `promo dev` serves pages as `promo serve` does (cli/serve/armRouting.ts): a {name}/{id} URL without
 * a page of its own shows its campaign's page, and a visitor of an A/B experiment's URL gets its arm
 * (a valid `?arm=`, the control for bots, the cookie's arm, or a weighted draw and the cookie), in the
 * visitor's language (languageRouting.ts). The request is rewritten to that page before Vike renders
 * it, so the first HTML holds the arm and the language.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteManifest } from '../../model/Site.ts';
import { armResponse, experimentAt, visitorRequest } from '../serve/armRouting.ts';
import { isReservedSegment } from '../campaign/reservedRoutes.ts';
import { languageResponse } from '../serve/languageRouting.ts';

type Next = (err?: unknown) => void;

/** The page a dev request shows, below the base: its own, or the target of the {name}/{id} rewrite it matches. */
function pageFor(m: RouteManifest, url: string): string {
  if (Object.hasOwn(m.pages, url)) return url;
  // A path the build uses (assets/, _img/, __arm/) is no {name}: Vike answers it 404, as both servers do.
  const r = m.rewrites.find(
    (x) =>
      url.startsWith(x.prefix) &&
      /^[A-Za-z0-9_-]+\/$/.test(url.slice(x.prefix.length)) &&
      !isReservedSegment(x.prefix, url.slice(x.prefix.length, -1)),
  );
  return r ? r.target : url;
}

/** A connect middleware for Vite's dev server; `manifest` is read per request (it changes as campaigns are edited). */
export function devArmRouting(manifest: () => RouteManifest | undefined, random: () => number = Math.random) {
  return (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: Next): void => {
    const m = manifest();
    const raw = req.url ?? '';
    const q = raw.indexOf('?');
    const [path, search] = q < 0 ? [raw, ''] : [raw.slice(0, q), raw.slice(q + 1)];
    const base = m?.site.basePath ?? '/';
    if (!m || (req.method !== 'GET' && req.method !== 'HEAD') || !path.startsWith(base) || !path.endsWith('/')) {
      next();
      return;
    }
    let url: string;
    try {
      url = decodeURIComponent(path.slice(base.length - 1));
    } catch {
      next();
      return;
    }
    const shown = pageFor(m, url);
    let page = shown;
    const visitor = visitorRequest(search, req.headers, false);
    const e = experimentAt(m.experiments, page);
    if (e) {
      const a = armResponse(e, page, visitor, base, random);
      sendHeaders(res, a.headers);
      page = a.page;
    }
    // The page in the visitor's language (cli/serve/languageRouting.ts), as both servers pick it.
    if (m.languages) {
      const l = languageResponse(m.languages, shown, page, visitor, (p) => Object.hasOwn(m.pages, p));
      sendHeaders(res, l.headers);
      page = l.page;
    }
    if (page !== url) {
      // Vike renders req.originalUrl when connect has set it.
      req.url = `${base}${page.slice(1)}${q < 0 ? '' : `?${search}`}`;
      req.originalUrl = req.url;
    }
    next();
  };
}

/** The arm's and the language's headers: a second Set-Cookie is added beside the first, never over it. */
function sendHeaders(res: ServerResponse, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === 'set-cookie') res.appendHeader(name, value);
    else res.setHeader(name, value);
  }
}
