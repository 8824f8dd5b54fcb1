import { siteManifest } from '../siteManifest.ts';
import type { PageContext } from 'vike/types';

// One page definition for every campaign URL: the manifest says which URLs exist.
export default function route(pageContext: PageContext) {
  return Object.hasOwn(siteManifest().pages, pageContext.urlPathname) ? { routeParams: {} } : false;
}
