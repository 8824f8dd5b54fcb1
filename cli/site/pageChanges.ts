/**
 * What a save changed for the pages `promo dev` shows: `reload` when the site itself changed (its
 * config, the set of pages, rewrites, redirects, experiments) or a changed page's boot data, template
 * or schedule state did (the page must be rendered again from the server); otherwise the URLs of the
 * pages whose data changed, which the open pages take in place (runtime/boot/devPageUpdates.ts).
 * Unchanged campaigns keep their data objects across checks (devCheckCaches.ts), so most pages compare
 * by identity.
 */
import type { PageData, RouteManifest } from '../../model/Site.ts';
import { bootDataOf } from '../../runtime/core/BootData.ts';

const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
/** The page's data but its campaign and the moment it was planned at (each check plans at its own `Date.now()`). */
const IGNORED = new Set(['campaign', 'builtAt']);

/**
 * `sameJson` remembered per pair of objects: the pages of one plan share their objects (the site, a
 * variant, a window), so each pair is serialized once per call, not once per page (902 pages: ~1 ms,
 * where comparing each page's data whole took 25–80 ms at load 17).
 */
function memoSame() {
  const known = new Map<unknown, Map<unknown, boolean>>();
  return (a: unknown, b: unknown): boolean => {
    if (a === b) return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return sameJson(a, b);
    const row = known.get(a) ?? new Map<unknown, boolean>();
    known.set(a, row);
    const answer = row.get(b) ?? sameJson(a, b);
    row.set(b, answer);
    return answer;
  };
}

export function pageChanges(before: RouteManifest, after: RouteManifest): 'reload' | { urls: string[] } {
  const same = memoSame();
  const { pages: a, ...siteA } = before;
  const { pages: b, ...siteB } = after;
  if (!sameJson(siteA, siteB)) return 'reload';
  const keys = Object.keys(b);
  if (keys.length !== Object.keys(a).length || keys.some((k) => !Object.hasOwn(a, k))) return 'reload';
  const urls: string[] = [];
  for (const k of keys) {
    const [x, y] = [a[k]!, b[k]!];
    if (same(x.campaign, y.campaign) && sameRest(x, y, same)) continue;
    if (
      x.campaign.template !== y.campaign.template ||
      x.status !== y.status ||
      !same(bootDataOf(x), bootDataOf(y)) ||
      !same(x.window, y.window)
    )
      return 'reload';
    urls.push(k);
  }
  return { urls };
}

/** The same page data but the campaign and the moment planned, compared field by field. */
function sameRest(x: PageData, y: PageData, same: (a: unknown, b: unknown) => boolean): boolean {
  const keys = Object.keys(x).filter((k) => !IGNORED.has(k));
  if (keys.length !== Object.keys(y).filter((k) => !IGNORED.has(k)).length) return false;
  return keys.every(
    (k) =>
      Object.hasOwn(y, k) &&
      same((x as unknown as Record<string, unknown>)[k], (y as unknown as Record<string, unknown>)[k]),
  );
}
