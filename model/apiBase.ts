/**
 * The site's operator hosts pointed at another base: every host on the API's origin keeps its path
 * below `base` (http://127.0.0.1:4010/api/v1 → http://127.0.0.1:5173/sandbox-api/api/v1) and the
 * redirect allow-list names the new host in place of the old one. `promo dev` renders its pages with
 * it; `promo serve` does the same to built pages' text (cli/serve/createSiteServer.ts, apiSwap).
 */
import type { PublicSite } from './Site.ts';

/** Same-origin path prefix (`/sandbox-api`) or absolute URL (`http://127.0.0.1:4610`): where `promo dev` points the pages' API hosts. */
export type DevApi = string;

/** A Host header fit to build a URL from: a name or IPv4 address, or a bracketed IPv6 one, and a port. */
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The base a dev page's API hosts point at, for a request with this Host header; null when none can be made. */
export function devApiBase(api: DevApi, host: string | undefined): string | null {
  if (!api.startsWith('/')) return api;
  return host && HOST.test(host) ? `http://${host}${api}` : null;
}

export function siteAtApiBase(site: PublicSite, base: string): PublicSite {
  const from = new URL(site.hosts.api);
  const to = new URL(base);
  const root = base.replace(/\/$/, '');
  if (root === from.origin) return site;
  const hosts: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(site.hosts)) {
    const onApi = typeof value === 'string' && (value === from.origin || value.startsWith(`${from.origin}/`));
    hosts[key] = onApi ? root + value.slice(from.origin.length) : value;
  }
  const redirectHosts = [...new Set(site.redirectHosts.map((h) => (h === from.host ? to.host : h)))];
  return { ...site, hosts: hosts as PublicSite['hosts'], redirectHosts };
}
