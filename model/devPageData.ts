/**
 * `promo dev` only: a page's data as the dev server shows it — at the moment and in the language its
 * `?at=`/`?lang=` ask for (previewPage.ts), with the pages calling the dev server's sandbox (or its
 * `--api` backend). The page's render (runtime/pages/campaign/+data.ts) and its `page-data.json`
 * (cli/site/devPageDataFile.ts, which a save's in-place update and the language switch read) share it.
 */
import type { PageData } from './Site.ts';
import { previewPage, readPreview } from './previewPage.ts';
import { devApiBase, siteAtApiBase, type DevApi } from './apiBase.ts';

/** The custom Vite HMR event a save sends when only the text of pages changed: their URLs (below the base path). */
export const DEV_PAGES_EVENT = 'promo:pages';
export interface DevPagesChange {
  urls: string[];
}

export function devPageData(
  page: PageData,
  search: Record<string, string>,
  api: DevApi | undefined,
  host: string | undefined,
): { data: PageData; problems: string[] } {
  const { preview, problems } = readPreview(search, page);
  const base = api === undefined ? null : devApiBase(api, host);
  const shown = previewPage(page, preview);
  return { data: base ? { ...shown, site: siteAtApiBase(shown.site, base) } : shown, problems };
}
