/**
 * The studio answers only its own pages: a request whose Host is not the address it listens on (DNS
 * rebinding: a hostile name resolved to 127.0.0.1) or whose Origin is another site (a cross-site write
 * from a page the manager has open) is refused before anything else reads it.
 */
import type { IncomingHttpHeaders } from 'node:http';

/** The Host values the studio answers to: its own address and port, plus localhost when it listens on loopback. */
export function ownHosts(host: string, port: number): string[] {
  const name = host.includes(':') ? `[${host}]` : host;
  const names = new Set([name]);
  if (host === '127.0.0.1' || host === '::1' || host === 'localhost') {
    names.add('127.0.0.1');
    names.add('localhost');
    names.add('[::1]');
  }
  return [...names].map((n) => `${n}:${port}`);
}

/** Why the request is refused, or null when it is the studio's own. */
export function foreignRequest(headers: IncomingHttpHeaders, hosts: readonly string[]): string | null {
  const host = (headers.host ?? '').toLowerCase();
  if (!hosts.includes(host))
    return `Host "${host}" is not this studio's address (${hosts[0]}): open the address promo studio printed.`;
  const origin = headers.origin;
  // Browsers send "null" from sandboxed frames and file: pages: never the studio's own.
  if (origin !== undefined && !hosts.some((h) => origin.toLowerCase() === `http://${h}`))
    return `Origin "${origin}" is not this studio: requests from other sites are refused.`;
  // A browser that says the request comes from another site (no Origin on some GETs): refused too.
  const site = headers['sec-fetch-site'];
  if (site === 'cross-site') return 'A request from another site is refused.';
  return null;
}
