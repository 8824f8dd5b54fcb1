import { render } from 'vike/abort';
import type { PageContext } from 'vike/types';
import { devApi, siteManifest } from '../siteManifest.ts';
import type { PageData } from '../../../model/Site.ts';
import { devPageData } from '../../../model/devPageData.ts';

export default function data(pageContext: PageContext): PageData {
  const { pages } = siteManifest();
  const page = Object.hasOwn(pages, pageContext.urlPathname) ? pages[pageContext.urlPathname] : undefined;
  if (!page) throw render(404, `No campaign answers on ${pageContext.urlPathname}`);
  // `promo dev` only: ?at=2026-12-01T10:00 and ?lang=hi show the page at that moment, in that language,
  // and the pages call the dev server's sandbox (or its --api backend), as `promo serve` points them.
  if (import.meta.env.DEV) {
    const shown = devPageData(page, pageContext.urlParsed.search, devApi(), pageContext.headers?.host);
    for (const p of shown.problems) console.warn(`promo dev: ${pageContext.urlPathname}: ${p}`);
    return shown.data;
  }
  return page;
}
