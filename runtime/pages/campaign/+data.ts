import { render } from 'vike/abort';
import type { PageContext } from 'vike/types';
import { siteManifest } from '../siteManifest.ts';
import type { PageData } from '../../../model/Site.ts';

export default function data(pageContext: PageContext): PageData {
  const { pages } = siteManifest();
  const page = Object.hasOwn(pages, pageContext.urlPathname) ? pages[pageContext.urlPathname] : undefined;
  if (!page) throw render(404, `No campaign answers on ${pageContext.urlPathname}`);
  return page;
}
