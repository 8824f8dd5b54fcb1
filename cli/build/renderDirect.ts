/**
 * Renders pages straight from a cached server bundle with `vike/server`'s renderPage: the bundle's
 * entry is imported (it hands Vike its pages and assets), and no Vite config is loaded and no Vite
 * is started, which Vike's prerender does first (≈1–1.5 s). The HTML is the one prerender writes,
 * byte for byte (tests/unit/incrementalBuild.test.ts compares a rebuild with a full build). Vike keeps
 * one bundle per process, so this runs in a render worker (renderPool.ts), one build per worker.
 */
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_DATA_FILE, ownsPageData } from '../../model/Site.ts';
import { setPrerenderManifest } from '../site/manifestModule.ts';
import { inlineScriptHashes } from './contentSecurityPolicy.ts';
import type { PrerenderJob, WrittenFile } from './prerenderInto.ts';
import { createExclusiveSync } from '../files/createExclusive.ts';
import { folderDialogCache } from './dialogCache.ts';

/** A URL no campaign can have (slugs are lower-case letters, digits and dashes): it renders the 404 page. */
export const NOT_FOUND_URL = '/__promo-not-found__/';

interface Rendered {
  httpResponse: { statusCode: number; body: string } | null;
  errorWhileRendering?: unknown;
  abortReason?: unknown;
}

/** The server's base path without its trailing slash ('' for '/'). */
function baseOf(context: object): string {
  const baseServer = 'baseServer' in context && typeof context.baseServer === 'string' ? context.baseServer : '/';
  return baseServer.endsWith('/') ? baseServer.slice(0, -1) : baseServer;
}

/**
 * Renders `job.render` (and the 404 page unless `job.skip` names it) into `job.client`, with each
 * page's page-data.json when `job.pageData`, calling `written` per page. With `gate`, pages rendered
 * before it settles are held and written once it has (the build folder is made ready meanwhile).
 */
export async function renderDirect(
  job: PrerenderJob,
  written: (f: WrittenFile) => void,
  gate?: Promise<void>,
): Promise<void> {
  // (The bundle's entry registers itself with Vike: no lookup of a recorded server entry, no module hooks.)
  setPrerenderManifest({
    manifest: job.manifest,
    render: job.render,
    ...(job.dialogCache && { dialogs: folderDialogCache(job.dialogCache) }),
  });
  await import(pathToFileURL(join(job.bundle, 'server', 'entry.mjs')).href);
  const { renderPage, getGlobalContextAsync } = await import('vike/server');
  const base = baseOf(await getGlobalContextAsync(true));
  // Synchronous writes: the worker has nothing else to do meanwhile, and a promise-based write (open,
  // write, close through the thread pool, for two files and a folder per page) cost more of its time.
  const writeNow = (file: string, html: string, data?: string) => {
    // Created, never overwritten (cli/files/createExclusive.ts): a recycled build shares files with the live one.
    const to = join(job.client, file);
    createExclusiveSync(to, html);
    if (data !== undefined) createExclusiveSync(join(dirname(to), PAGE_DATA_FILE), data);
    written({ file, scripts: inlineScriptHashes(html) });
  };
  let open = !gate;
  gate?.then(() => (open = true));
  const held: Array<[file: string, html: string, data?: string]> = [];
  const release = () => {
    for (const [file, html, data] of held.splice(0)) writeNow(file, html, data);
  };
  const write = (file: string, html: string, data?: string) => {
    if (!open) held.push([file, html, data]);
    else {
      release();
      writeNow(file, html, data);
    }
  };
  const render = async (url: string, status: number): Promise<string> => {
    const ctx = (await renderPage({ urlOriginal: base + url })) as unknown as Rendered;
    const res = ctx.httpResponse;
    if (res?.statusCode === status) return res.body;
    const e = ctx.errorWhileRendering;
    throw e instanceof Error
      ? e
      : new Error(`rendering ${url} answered ${res?.statusCode ?? 'nothing'}${e ? `: ${String(e)}` : ''}`);
  };
  try {
    for (const url of job.render) {
      const html = await render(url, 200);
      const page = job.manifest.pages[url];
      const data = job.pageData && page && ownsPageData(url, page) ? JSON.stringify(page) : undefined;
      write(join(url.slice(1), 'index.html'), html, data);
    }
    if (!job.skip?.includes('404.html')) {
      if (Object.hasOwn(job.manifest.pages, NOT_FOUND_URL))
        throw new Error(`${NOT_FOUND_URL} is a page: it cannot render the 404 page`);
      write('404.html', await render(NOT_FOUND_URL, 404));
    }
    if (!open) await gate;
    release();
  } finally {
    setPrerenderManifest(undefined);
  }
}
