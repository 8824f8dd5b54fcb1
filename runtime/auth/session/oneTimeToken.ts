/**
 * A one-time login link (spec 7: GET /oauth/onetime?token=…) lands on a page with the token in its
 * query. This reads it and takes it out of the address at once (history.replaceState), so it is
 * never shown, bookmarked, sent as a referrer or carried on to the main application. Tiny and
 * React-free: the boot script uses it; the exchange itself (oneTimeLogin.ts) loads only when needed.
 */
export const ONE_TIME_PARAM = 'token';

/** One-time tokens as the operator issues them: opaque, URL-safe, 8–512 characters. */
const TOKEN = /^[A-Za-z0-9._~-]{8,512}$/;

export function takeOneTimeToken(
  loc: Pick<Location, 'href'> = location,
  hist: Pick<History, 'replaceState'> = history,
): string | null {
  const url = new URL(loc.href);
  if (!url.searchParams.has(ONE_TIME_PARAM)) return null;
  const token = url.searchParams.get(ONE_TIME_PARAM) ?? '';
  url.searchParams.delete(ONE_TIME_PARAM);
  hist.replaceState(null, '', url.pathname + url.search + url.hash);
  return TOKEN.test(token) ? token : null;
}
