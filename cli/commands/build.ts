/**
 * `promo build`: check, plan, pre-render with Vike into a fresh versioned folder, add server rules,
 * then switch dist/ (a link) to it in one step; the previous build stays for `promo rollback`.
 */
import { inProductionMode } from '../build/inProductionMode.ts';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { createExclusive } from '../files/createExclusive.ts';
import { checkProject } from '../campaign/checkProject.ts';
import { checkWorkers } from '../campaign/checkPool.ts';
import { VALIDATOR_CACHE_DIR } from '../campaign/validatorCode.ts';
import { fileCheckCache } from '../campaign/checkCache.ts';
import { fileStamp } from '../campaign/fileStamp.ts';
import { CACHES, PROMO_DIR } from '../cacheRegistry.mjs';
import { CAMPAIGN_DATA_DIR, folderCampaignData } from '../campaign/campaignDataCache.ts';
import { hasErrors } from '../campaign/Problem.ts';
import type { ProjectFs } from '../campaign/ProjectFs.ts';
import { formatProblems } from '../format/formatProblems.ts';
import { PromoError } from '../errors/PromoError.ts';
import { Errors } from '../errors/errorData.ts';
import { planSite } from '../site/planSite.ts';
import type { EnvironmentName } from '../../model/siteConfigSchema.ts';
import { writeAtomically } from '../build/writeAtomically.ts';
import { contentSecurityPolicy } from '../build/contentSecurityPolicy.ts';
import { nginxConf } from '../build/nginxConf.ts';
import { SERVE_PLAN_FILE, type ServePlan } from '../build/ServePlan.ts';
import { PAGE_DATA_FILE, type RouteManifest } from '../../model/Site.ts';
import { bundleCacheDir, bundleHash, cachedBundle, linkTree } from '../build/bundleCache.ts';
import { PAGES_INDEX_FILE, type PagesIndex, planRender, previousIndex, type RenderPlan, reusePages } from '../build/incremental.ts';
import { prerenderInto, viteConfig, type WrittenFile } from '../build/prerenderInto.ts';
import { renderInWorkers, renderWorkerCount, type RenderWorker, type RenderWorkers, renderWorkerFile, startRenderWorker } from '../build/renderPool.ts';
import { buildProgress } from './buildProgress.ts';
import { pageList } from './pageList.ts';
import { addCampaignImages } from '../build/images.ts';
import { buildWorker } from '../build/buildWorker.ts';
import { type RecycleResult, recyclePages } from '../build/recycleBuild.ts';
import { discardSync } from '../build/removeInBackground.ts';
import { WORKER_FILE } from '../build/serviceWorkerFile.ts';

export interface BuildDeps { root: string; fs: ProjectFs; out: (s: string) => void; color?: boolean; /** Redraw progress in place (a terminal). */ tty?: boolean }
export interface BuildOptions {
  env: EnvironmentName; at: number; outDir: string; apiOverride?: string; quiet?: boolean; /** List every page written. */ verbose?: boolean;
  /** Render every page, even those unchanged since the previous build. */ full?: boolean;
  /** A frozen preview (`--preview-at`): pages keep the state at `at` whatever the visitor's clock; otherwise they switch by it. */ preview?: boolean;
}

type BuildResult = { pages: number; ms: number; manifest: RouteManifest };

export async function runBuild(deps: BuildDeps, opts: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  // The compiled CLI renders in worker threads (renderPool.ts): the first starts now and loads Vike's
  // runtime, then the cached bundle, while the campaigns are checked (the bundle's hash does not
  // depend on them); so does the second when every page will be rendered and there are many.
  skipDataFoldersInVikeCrawl(relative(deps.root, resolve(deps.root, opts.outDir)));
  const workerFile = renderWorkerFile();
  const ready: RenderWorker[] = [];
  if (workerFile) {
    ready.push(startRenderWorker(workerFile));
    if (renderWorkerCount(await renderAllOf(deps.root, opts)) > 1) ready.push(startRenderWorker(workerFile));
  }
  const bundle = bundleHash(deps.root);
  bundle.then(async (hash) => {
    const dir = join(bundleCacheDir(deps.root), hash);
    if (await stat(join(dir, 'server', 'entry.mjs')).catch(() => null)) for (const w of ready) w.warm(dir);
  }).catch(() => undefined);
  try {
    return await buildWith(deps, opts, started, { workerFile, ready, bundle });
  } finally {
    await Promise.all(ready.map((w) => w.stop()));
  }
}

/** At least how many pages this build renders, known before checking: the campaign files when all pages render (`--full`, no build yet), else 0. */
async function renderAllOf(root: string, opts: BuildOptions): Promise<number> {
  if (!opts.full && existsSync(join(resolve(root, opts.outDir), PAGES_INDEX_FILE))) return 0;
  const names = await readdir(join(root, 'campaigns')).catch(() => []);
  return names.filter((n) => /\.ya?ml$/.test(n)).length;
}

async function buildWith(deps: BuildDeps, opts: BuildOptions, started: number, early: { workerFile?: string; ready: RenderWorker[]; bundle: Promise<string> }): Promise<BuildResult> {
  // Unchanged campaigns are not checked or parsed again: their results and data come from the caches.
  const result = await checkProject({
    root: deps.root, fs: deps.fs, parallel: checkWorkers(), validatorCache: join(deps.root, VALIDATOR_CACHE_DIR),
    cache: fileCheckCache(join(deps.root, CACHES.checkCache.path)), dataCache: folderCampaignData(join(deps.root, CAMPAIGN_DATA_DIR)), stamp: fileStamp,
  });
  if (hasErrors(result.problems) || !result.config) {
    deps.out(formatProblems(result.problems, 'text', result.sources, deps.color) + '\n');
    throw new PromoError(Errors.CheckFailed, result.problems.filter((p) => p.severity === 'error').length, 'nothing was built and dist/ is unchanged');
  }
  // Warnings do not stop the build, but it says them (e.g. a hero image too narrow for wide screens).
  if (result.problems.length && !opts.quiet) deps.out(`${formatProblems(result.problems, 'text', result.sources, deps.color)}\n`);
  const manifest = planSite(result.config, result.campaigns.map((c) => c.data), { env: opts.env, at: opts.at, apiOverride: opts.apiOverride, preview: opts.preview });
  const images = await addCampaignImages(deps.root, manifest);
  // resolve, not join: an absolute --out-dir is that folder, not one inside the project.
  const target = resolve(deps.root, opts.outDir);
  const say = opts.quiet ? () => undefined : deps.out;
  const bundle = await early.bundle;
  const { workerFile } = early;
  const previous = opts.full ? null : await previousIndex(target);
  let plan: RenderPlan | undefined;
  const scripts = new Map<string, string[]>();
  await writeAtomically(deps.root, opts.outDir, async (dir, recycled) => {
    let rendering: ReturnType<typeof buildProgress> | undefined;
    let stopped = false;
    let workers: RenderWorkers | undefined;
    let spare: RecycleResult | null = null;
    const pending = new Set<Promise<void>>();
    const track = (p: Promise<void>) => { pending.add(p); return p.finally(() => pending.delete(p)); };
    try {
      // The bundles do not depend on the campaigns: made once per state of runtime/, templates/, …
      const cached = await cachedBundle(deps.root, bundle, async (outDir) => {
        const bundleStart = performance.now();
        say('  Bundling client and server…\n');
        const { build } = await import('vike/api');
        await inProductionMode(() => build({ viteConfig: viteConfig(deps.root, outDir, true, opts.quiet) }));
        say(`✔ Bundled in ${((performance.now() - bundleStart) / 1000).toFixed(1)} s\n`);
      });
      if (cached.reused) say('✔ Bundles unchanged (cached)\n');
      const client = join(dir, 'client');
      plan = planRender(manifest, bundle, previous?.index ?? null);
      // A spare build taken over keeps its folders, its pages whose key holds, and the bundle's files
      // when its bundle is this one (recycleBuild.ts); otherwise the folder starts empty.
      if (recycled) spare = await recycleOrEmpty(deps.root, dir, plan, bundle, join(cached.dir, 'client'), !!opts.full);
      if (!spare?.assetsKept) await linkTree(join(cached.dir, 'client'), client);
      const kept = spare?.kept;
      if (kept?.size) plan = { ...plan, render: plan.render.filter((u) => !kept.has(u)), reuse: plan.reuse.filter((u) => !kept.has(u)) };
      const keptCount = Object.keys(plan.keys).length - plan.render.length;
      // File work that does not depend on rendering runs beside it: the unchanged pages' links (HTML
      // and data), and each rendered page's data, for the runtime to render it again in another
      // language without a reload.
      // (Awaited with the page writes below; a failure there fails the build.)
      // (Render workers write the data of the pages they render.)
      const pageData = (url: string) => JSON.stringify(manifest.pages[url]);
      const files = track(Promise.all([previous ? reusePages(previous.dir, dir, plan.reuse, pageData) : undefined, workerFile ? undefined : writePageData(dir, plan.render, pageData)]).then(() => undefined));
      files.catch(() => undefined);
      if (keptCount) say(`✔ ${keptCount} unchanged page${keptCount === 1 ? '' : 's'} kept from the previous build\n`);
      // The rendered pages plus the 404 page (rendered by every build); each written page ticks the progress line.
      const pages = buildProgress({ out: say, tty: !!deps.tty, now: () => performance.now() }, 'Pages rendered', plan.render.length + 1, `${plan.render.length} page${plan.render.length === 1 ? '' : 's'} + the 404 page`);
      rendering = pages;
      const written = ({ file, scripts: found }: WrittenFile) => {
        if (!found) return;
        scripts.set(file, found);
        pages.tick();
      };
      // The compiled CLI renders in worker threads straight from the server bundle (two where it
      // pays); from the sources, Vike's prerender renders in-process. Same HTML.
      const job = { root: deps.root, bundle: cached.dir, client, manifest, render: plan.render, quiet: opts.quiet };
      if (workerFile) {
        workers = renderInWorkers(workerFile, { ...job, pageData: true }, renderWorkerCount(plan.render.length), written, early.ready);
        await workers.done;
      } else {
        await prerenderInto(job, written, () => stopped);
      }
      await files;
      pages.finish();
      if (opts.verbose && !opts.quiet) say(pageList(manifest.site.basePath, Object.keys(plan.keys), new Set(plan.render)));
      await Promise.all(pending);
    } catch (e) {
      stopped = true;
      await workers?.stop();
      await Promise.allSettled(pending);
      rendering?.abort();
      throw new PromoError(Errors.BuildFailed, e instanceof Error ? e.message.trim() : String(e));
    }
    await images.copyInto(join(dir, 'client'));
    const index: PagesIndex = { version: 1, bundle, pages: {} };
    const hashes = new Set<string>();
    for (const [url, key] of Object.entries(plan.keys)) {
      const found = scripts.get(join(url.slice(1), 'index.html')) ?? (spare?.kept.has(url) ? spare.spare.pages[url]?.scripts : undefined) ?? previous?.index.pages[url]?.scripts;
      if (!found) throw new PromoError(Errors.BuildFailed, `no page was written for ${url}`);
      index.pages[url] = { key, scripts: found };
      for (const h of found) hashes.add(h);
    }
    for (const [file, found] of scripts) if (!file.endsWith('/index.html') && file !== 'index.html') for (const h of found) hashes.add(h);
    // Every file of the build is created, never overwritten (cli/files/createExclusive.ts).
    await createExclusive(join(dir, PAGES_INDEX_FILE), JSON.stringify(index));
    const plan2: ServePlan = {
      basePath: manifest.site.basePath, csp: contentSecurityPolicy(manifest.site, hashes), rewrites: manifest.rewrites, redirects: manifest.redirects,
      apiOrigin: new URL(manifest.site.hosts.api).origin, env: opts.env,
      experiments: manifest.experiments ?? [],
    };
    await createExclusive(join(dir, SERVE_PLAN_FILE), JSON.stringify(plan2, null, 2) + '\n');
    await createExclusive(join(dir, 'nginx.conf'), nginxConf(plan2, '/srv/promo/dist/client'));
    await createExclusive(join(dir, 'client', WORKER_FILE), await buildWorker(manifest, index, join(dir, 'client')));
  }, { recycle: true });
  const pages = Object.keys(manifest.pages).length;
  const ms = Math.round(performance.now() - started);
  const shown = isAbsolute(opts.outDir) ? target : relative(process.cwd(), target) || '.';
  deps.out(`✔ Built ${pages} page${pages === 1 ? '' : 's'} (and the 404 page) from ${result.campaigns.length} campaign${result.campaigns.length === 1 ? '' : 's'} into ${shown}/ in ${(ms / 1000).toFixed(1)} s (${opts.env})\n`);
  return { pages, ms, manifest };
}

/**
 * Vike looks for its +files (runtime/pages/) with `git ls-files`, or, outside a git checkout, by
 * walking the whole project: thousands of campaigns and every kept build in .promo/. None of those
 * folders holds a +file, so they are left out (VIKE_CRAWL's `ignore`), unless the user set VIKE_CRAWL.
 */
function skipDataFoldersInVikeCrawl(outDir: string): void {
  const out = outDir.split('\\').join('/');
  const ignore = ['campaigns/**', `${PROMO_DIR}/**`, `${CACHES.dist.path}/**`, 'dist-*/**', ...(out && !out.startsWith('..') ? [`${out}/**`] : [])];
  process.env.VIKE_CRAWL ??= JSON.stringify({ ignore: [...new Set(ignore)] });
}

/** The spare build in `dir` brought up to date for `plan` (recycleBuild.ts), or null with `dir` made empty when it cannot be. */
async function recycleOrEmpty(root: string, dir: string, plan: RenderPlan, bundle: string, bundleClient: string, full: boolean): Promise<RecycleResult | null> {
  const recycled = await recyclePages(dir, plan.keys, bundle, new Set(await readdir(bundleClient)), (path) => discardSync(root, path), full);
  if (!recycled) discardSync(root, dir);
  return recycled;
}

/** Writes page-data.json of each page in `urls` (making its folder), a batch at a time. */
async function writePageData(dir: string, urls: string[], pageData: (url: string) => string): Promise<void> {
  for (let i = 0; i < urls.length; i += 256) {
    await Promise.all(urls.slice(i, i + 256).map(async (url) => {
      await createExclusive(join(dir, 'client', url, PAGE_DATA_FILE), pageData(url));
    }));
  }
}
