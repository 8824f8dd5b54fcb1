/**
 * The authentication-service link (spec 4, PC 7): the auth service on its sibling host with
 * set=false and redirect (this page: site address plus path, current query carried over);
 * newReg=true when the stored action is register; a test-marked query (the site config's
 * `testMarker`) swaps the host for the environment's `authServiceTest`. Pure but for the defaults.
 */
import type { EnvironmentHosts } from '../../../model/siteConfigSchema.ts';
import type { AuthAction } from './redirectTarget.ts';

/** True when the query carries the marker: `name=value` exactly, or `name` with any value but '', 0 or false. */
export function isTestMarked(query: URLSearchParams, marker: string | undefined): boolean {
  if (!marker) return false;
  const [name, value] = marker.split('=') as [string, string | undefined];
  const got = query.get(name);
  if (got === null) return false;
  return value !== undefined ? got === value : !['', '0', 'false'].includes(got.toLowerCase());
}

/** The auth service to link to: the test host for a test-marked visit (when the environment has one). */
export function authServiceHost(
  hosts: Pick<EnvironmentHosts, 'authService' | 'authServiceTest'>,
  marker: string | undefined,
  query: URLSearchParams,
): string {
  return hosts.authServiceTest && isTestMarked(query, marker) ? hosts.authServiceTest : hosts.authService;
}

/** The link itself: set=false, redirect back here (query kept), newReg=true after a register action. */
export function authServiceLink(authService: string, here: URL, action: AuthAction | null | undefined): URL {
  const url = new URL(authService.replace(/\/?$/, '/'));
  url.searchParams.set('set', 'false');
  url.searchParams.set('redirect', `${here.origin}${here.pathname}${here.search}`);
  if (action === 'register') url.searchParams.set('newReg', 'true');
  return url;
}
