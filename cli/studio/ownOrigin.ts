/**
 * The studio answers only its own pages: a request whose Host is not the address it listens on (DNS
 * rebinding: a hostile name resolved to 127.0.0.1) or whose Origin is another site (a cross-site write
 * from a page the manager has open) is refused before anything else reads it.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { hostname, networkInterfaces } from 'node:os';

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];
const ALL_INTERFACES = ['0.0.0.0', '::', '[::]', ''];

/**
 * The Host values the studio answers to: its own address and port; on loopback also localhost; bound to
 * every interface (`--host 0.0.0.0`), the machine's own names and addresses (its host name, loopback and
 * each interface's address, as a browser on the network would name it), never any other name.
 */
export function ownHosts(
  host: string,
  port: number,
  machine: { hostname: () => string; networkInterfaces: typeof networkInterfaces } = { hostname, networkInterfaces },
): string[] {
  const bracket = (h: string) => (h.includes(':') && !h.startsWith('[') ? `[${h}]` : h);
  const names = new Set<string>();
  if (ALL_INTERFACES.includes(host)) {
    if (host) names.add(bracket(host));
    for (const n of LOOPBACK) names.add(n);
    const name = machine.hostname().toLowerCase();
    if (name) names.add(name);
    for (const list of Object.values(machine.networkInterfaces()))
      for (const a of list ?? []) if (!a.address.startsWith('fe80:')) names.add(bracket(a.address.toLowerCase()));
  } else {
    names.add(bracket(host.toLowerCase()));
    if (LOOPBACK.includes(bracket(host))) for (const n of LOOPBACK) names.add(n);
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
