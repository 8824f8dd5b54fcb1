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

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
/** The page's data but its campaign and the moment it was planned at (each check plans at its own `Date.now()`). */
const rest = ({ campaign: _, builtAt: __, ...r }: PageData) => r;

export function pageChanges(before: RouteManifest, after: RouteManifest): 'reload' | { urls: string[] } {
  const { pages: a, ...siteA } = before;
  const { pages: b, ...siteB } = after;
  if (!same(siteA, siteB)) return 'reload';
  const keys = Object.keys(b);
  if (keys.length !== Object.keys(a).length || keys.some((k) => !Object.hasOwn(a, k))) return 'reload';
  const urls: string[] = [];
  for (const k of keys) {
    const [x, y] = [a[k]!, b[k]!];
    if (same(x.campaign, y.campaign) && same(rest(x), rest(y))) continue;
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
