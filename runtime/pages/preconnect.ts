/**
 * The API origins the runtime calls as it starts (settings, session refresh): the page's head
 * preconnects to them, so the first calls skip DNS, TCP and TLS. The requests carry no
 * credentials (CORS, anonymous), hence `crossorigin`. The CSP's connect-src names these origins.
 */
import type { EnvironmentHosts } from '../../model/siteConfigSchema.ts';

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function preconnectOrigins(hosts: Pick<EnvironmentHosts, 'api' | 'apiV3'>): string[] {
  const origins = new Set<string>();
  for (const url of [hosts.api, hosts.apiV3]) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      /* the site config's schema reports a malformed host */
    }
  }
  return [...origins];
}

/** `<link rel="preconnect">` tags for the page head (HTML; origins escaped). */
export function preconnectLinks(hosts: Pick<EnvironmentHosts, 'api' | 'apiV3'>): string {
  return preconnectOrigins(hosts)
    .map((o) => `<link rel="preconnect" href="${escapeAttr(o)}" crossorigin>`)
    .join('\n');
}
