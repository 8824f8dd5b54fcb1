import { siteManifest } from '../siteManifest.ts';
import type { PageContext } from 'vike/types';
import type { PageData } from '../../../cli/site/Site.ts';

export default function data(pageContext: PageContext): PageData {
  const page = siteManifest().pages[pageContext.urlPathname];
  if (!page) throw new Error(`No campaign for ${pageContext.urlPathname}`);
  return page;
}
