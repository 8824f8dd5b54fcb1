/**
 * Stage 4, render: inside the new build folder, the pages the plan renders are rendered (in worker
 * threads from the cached server bundle in the compiled CLI, renderPool.ts; otherwise Vike's
 * prerender in-process, prerenderInto.ts: same HTML) while the unchanged ones are hard-linked from
 * the current build. A recycled spare build (recycleBuild.ts) keeps its pages whose key holds.
 * Gives the pages index (each page's key and inline-script hashes), written as pages-index.json.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createExclusive } from '../../files/createExclusive.ts';
import { linkTree } from '../bundleCache.ts';
import { dialogCacheDir } from '../dialogCache.ts';
import { PAGES_INDEX_FILE, type PageEntry, type PagesIndex, reusePages } from '../incremental.ts';
import { prerenderInto, type WrittenFile } from '../prerenderInto.ts';
import { type RenderWorker, type RenderWorkers, renderInWorkers, renderWorkerCount } from '../renderPool.ts';
import { type RecycleResult, readSpare, recycleSpare } from '../recycleBuild.ts';
import { discardSync } from '../removeInBackground.ts';
import { buildProgress } from '../../commands/buildProgress.ts';
import { pageList } from '../../commands/pageList.ts';
import { PromoError } from '../../errors/PromoError.ts';
import { Errors } from '../../errors/errorData.ts';
import { PAGE_DATA_FILE, ownsPageData } from '../../../model/Site.ts';
import type { Bundle } from './bundleStage.ts';
import type { Planned } from './planStage.ts';

export interface RenderInput {
  root: string;
  /** The new build's folder; `recycled`: it is the spare build taken over, else it is empty (or absent). */
  dir: string;
  recycled: boolean;
  plan: Pick<Planned, 'manifest' | 'previous' | 'pages'>;
  bundle: Pick<Bundle, 'hash' | 'dir' | 'client'>;
  full?: boolean;
  /** The render worker script (compiled CLI only) and the workers already started; without it, Vike's prerender. */
  workers: { file?: string; ready: RenderWorker[] };
  say: (s: string) => void;
  tty?: boolean;
  quiet?: boolean;
  verbose?: boolean;
}
export interface Rendered {
  index: PagesIndex;
  /** Every inline script hash of the build's pages, for the CSP. */
  hashes: Set<string>;
  /** Which renderer wrote the pages: `1 render worker`, `2 render workers` or `Vike's prerender`. */
  renderer: string;
}

export async function renderStage(input: RenderInput): Promise<Rendered> {
  const { root, dir, recycled, bundle, say, quiet } = input;
  const { manifest, previous } = input.plan;
  let plan = input.plan.pages;
  const workerFile = input.workers.file;
  const scripts = new Map<string, string[]>();
  let rendering: ReturnType<typeof buildProgress> | undefined;
  let stopped = false;
  let workers: RenderWorkers | undefined;
  let spare: RecycleResult | null = null;
  let renderer = "Vike's prerender";
  // The pages index, in the plan's order: the scripts of a page not rendered are known before the
  // workers are done (from the spare or the current build), a rendered page's once it is written.
  const index: Omit<PagesIndex, 'pages'> & { pages: Record<string, Partial<PageEntry> & { key: string }> } = {
    version: 1,
    bundle: bundle.hash,
    pages: {},
  };
  const keptScripts = (url: string) =>
    (spare?.kept.has(url) ? spare.spare.pages[url]?.scripts : undefined) ?? previous?.index.pages[url]?.scripts;
  const pending = new Set<Promise<void>>();
  const track = (p: Promise<void>) => {
    pending.add(p);
    return p.finally(() => pending.delete(p));
  };
  try {
    const client = join(dir, 'client');
    // A spare build taken over keeps its folders, its pages whose key holds, and the bundle's files
    // when its bundle is this one (recycleBuild.ts); otherwise the folder starts empty.
    const assets = recycled ? new Set(await readdir(bundle.client)) : new Set<string>();
    const reusable = recycled ? await readSpare(dir, assets) : null;
    if (recycled && !reusable) discardSync(root, dir);
    // The pages to render that the spare already holds with their key are kept, not rendered.
    const keep = (u: string) => !input.full && reusable?.index.pages[u]?.key === plan.keys[u];
    if (reusable && !input.full) plan = { ...plan, render: plan.render.filter((u) => !keep(u)) };
    const dialogCache = dialogCacheDir(root, bundle.hash);
    const job = { root, bundle: bundle.dir, client, manifest, render: plan.render, quiet, dialogCache };
    // (Files are written, and reported, only once the progress line below exists: the workers hold them until `go`.)
    const written = ({ file, scripts: found }: WrittenFile) => {
      if (!found) return;
      scripts.set(file, found);
      rendering?.tick();
    };
    // The render workers start on their pages at once, and write them once the folder is ready (`go`).
    if (workerFile) {
      const count = renderWorkerCount(plan.render.length);
      renderer = `${count} render worker${count === 1 ? '' : 's'}`;
      workers = renderInWorkers(
        workerFile,
        { ...job, pageData: true },
        count,
        written,
        input.workers.ready,
        undefined,
        true,
      );
      workers.done.catch(() => undefined); // awaited below; a failure must not surface as unhandled before then
    }
    if (reusable)
      spare = recycleSpare(
        dir,
        reusable,
        plan.keys,
        bundle.hash,
        assets,
        (path) => discardSync(root, path),
        !!input.full,
      );
    if (!spare?.assetsKept) await linkTree(bundle.client, client);
    const kept = spare?.kept;
    if (kept?.size) plan = { ...plan, reuse: plan.reuse.filter((u) => !kept.has(u)) };
    const keptCount = Object.keys(plan.keys).length - plan.render.length;
    // File work that does not depend on rendering runs beside it: the unchanged pages' links (HTML
    // and data), and each rendered page's data, for the runtime to render it again in another
    // language without a reload. (Awaited with the page writes below; a failure there fails the
    // build. Render workers write the data of the pages they render.)
    // A page in another language shares its page's data (model/Site.ts ownsPageData): none is written.
    const pageData = (url: string) => {
      const page = manifest.pages[url];
      return page && ownsPageData(url, page) ? JSON.stringify(page) : undefined;
    };
    const files = track(
      Promise.all([
        previous ? reusePages(previous.dir, dir, plan.reuse, pageData) : undefined,
        workerFile ? undefined : writePageData(dir, plan.render, pageData),
      ]).then(() => undefined),
    );
    files.catch(() => undefined);
    if (keptCount) say(`✔ ${keptCount} unchanged page${keptCount === 1 ? '' : 's'} kept from the previous build\n`);
    // The rendered pages plus the 404 page (rendered by every build); each written page ticks the progress line.
    const pages = buildProgress(
      { out: say, tty: !!input.tty, now: () => performance.now() },
      'Pages rendered',
      plan.render.length + 1,
      `${plan.render.length} page${plan.render.length === 1 ? '' : 's'} + the 404 page`,
    );
    rendering = pages;
    workers?.go();
    const rendered = new Set(plan.render);
    for (const [url, key] of Object.entries(plan.keys))
      index.pages[url] = rendered.has(url) ? { key } : { key, scripts: keptScripts(url) };
    if (workers) {
      await workers.done;
    } else {
      await prerenderInto(job, written, () => stopped);
    }
    await files;
    pages.finish();
    if (input.verbose && !quiet) say(pageList(manifest.site.basePath, Object.keys(plan.keys), new Set(plan.render)));
    await Promise.all(pending);
  } catch (e) {
    stopped = true;
    await workers?.stop();
    await Promise.allSettled(pending);
    rendering?.abort();
    throw new PromoError(Errors.BuildFailed, e instanceof Error ? e.message.trim() : String(e));
  }
  const hashes = new Set<string>();
  for (const [url, entry] of Object.entries(index.pages)) {
    const found = entry.scripts ?? scripts.get(join(url.slice(1), 'index.html')) ?? keptScripts(url);
    entry.scripts = found;
    if (!found) throw new PromoError(Errors.BuildFailed, `no page was written for ${url}`);
    for (const h of found) hashes.add(h);
  }
  for (const [file, found] of scripts)
    if (!file.endsWith('/index.html') && file !== 'index.html') for (const h of found) hashes.add(h);
  // Every file of the build is created, never overwritten (cli/files/createExclusive.ts).
  await createExclusive(join(dir, PAGES_INDEX_FILE), JSON.stringify(index));
  return { index: index as PagesIndex, hashes, renderer };
}

/** Writes page-data.json of each page in `urls` (making its folder), a batch at a time. */
async function writePageData(
  dir: string,
  urls: string[],
  pageData: (url: string) => string | undefined,
): Promise<void> {
  for (let i = 0; i < urls.length; i += 256) {
    await Promise.all(
      urls.slice(i, i + 256).map(async (url) => {
        const data = pageData(url);
        if (data !== undefined) await createExclusive(join(dir, 'client', url, PAGE_DATA_FILE), data);
      }),
    );
  }
}
