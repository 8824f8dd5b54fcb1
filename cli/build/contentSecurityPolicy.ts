/** Builds the site's CSP: hashes for inline scripts found in the HTML, hosts from the site config. */
import { createHash } from 'node:crypto';
import type { PublicSite } from '../../model/Site.ts';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** sha256 sources for executable inline scripts (JSON data blocks are not executed, so need none). */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    if (/type="application\/(ld\+)?json"/.test(m[1] ?? '')) continue;
    out.push(
      `'sha256-${createHash('sha256')
        .update(m[2] ?? '')
        .digest('base64')}'`,
    );
  }
  return out;
}

const origin = (url: string | undefined) => (url ? new URL(url).origin : null);

/**
 * The CSP of every response that is not a page or the background worker (scripts, styles, images,
 * fonts, page data, redirects): a file opened on its own (an SVG, a JSON file) runs nothing, loads
 * nothing and cannot be framed; `sandbox` gives it an opaque origin besides. Sub-resources a page
 * loads ignore it (the page's own CSP applies to them). Both servers send it (createSiteServer.ts, nginxConf.ts),
 * and so do the sandbox operator API and `promo dev`'s Vite server (takesFileCsp below).
 */
export const FILE_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";

/**
 * Whether a response gets FILE_CSP: anything but a page (HTML keeps its own CSP, or none) and but a
 * 304, whose headers replace the cached response's (a revalidated page would take the sandboxing CSP
 * and run no script). The sandbox (sandbox/http/fileCspHeaders.ts) and `promo dev` (site/devFileCsp.ts) use it.
 */
export function takesFileCsp(status: number, contentType: unknown): boolean {
  return status !== 304 && !/^\s*text\/html\b/i.test(String(contentType ?? ''));
}

export function contentSecurityPolicy(site: PublicSite, scriptHashes: Iterable<string>): string {
  const h = site.hosts;
  const apis = [h.api, h.apiV3, h.registration, h.ccg, h.bonus, h.bonusManagement, h.legacyAuth].map(origin);
  const scripts = [h.captchaScript, h.pixelScript, h.chatScript, h.fingerprintScript].map(origin);
  const uniq = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => !!x))].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${uniq([...scriptHashes, ...scripts])}`.trim(),
    `connect-src 'self' ${uniq([...apis, ...scripts])}`,
    `img-src 'self' data: ${uniq([origin(h.assets), ...scripts, ...apis])}`,
    "style-src 'self' 'unsafe-inline'",
    `frame-src ${uniq([origin(h.captchaScript), origin(h.chatScript)]) || "'none'"}`,
    "font-src 'self' data:",
    // The background worker, <base>sw.js (runtime/worker/): same origin only.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${uniq([origin(h.mainApp), origin(h.authService)])}`,
    "frame-ancestors 'none'",
  ].join('; ');
}
