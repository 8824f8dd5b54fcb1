/** This build's sw.js (serviceWorkerFile.ts): named by its pages' keys and its hashed files. */
import type { RouteManifest } from '../../model/Site.ts';
import type { PagesIndex } from './incremental.ts';
import { hashedFiles, nameOf, offlinePage, serviceWorkerFile } from './serviceWorkerFile.ts';

/** `cacheFile`: where the worker's code is kept between builds (workerBundle.ts). */
export async function buildWorker(
  manifest: RouteManifest,
  index: PagesIndex,
  client: string,
  cacheFile?: string,
): Promise<string> {
  const site = manifest.site;
  if (site.serviceWorker === false) return serviceWorkerFile(null);
  const assets = nameOf(await hashedFiles(client));
  const build = nameOf([
    `bundle:${index.bundle}`,
    `assets:${assets}`,
    ...Object.entries(index.pages).map(([url, p]) => `${url}:${p.key}`),
  ]);
  return serviceWorkerFile(
    { build, assets, base: site.basePath, offline: await offlinePage(site.brandName, site.defaultLocale) },
    cacheFile,
  );
}
