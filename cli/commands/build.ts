/**
 * `promo build`: check, plan, pre-render with Vike into a fresh versioned folder, add server rules,
 * then switch dist/ (a link) to it in one step; the previous build stays for `promo rollback`.
 */
import { inProductionMode } from '../build/inProductionMode.ts';
import { dirname, join, relative } from 'node:path';
import { mkdir, writeFile } from 'node:fs/promises';
import { checkProject } from '../campaign/checkProject.ts';
import { checkWorkers } from '../campaign/checkPool.ts';
import { VALIDATOR_CACHE_DIR } from '../campaign/validatorCode.ts';
import { fileCheckCache } from '../campaign/checkCache.ts';
import { CHECK_CACHE_FILE } from '../campaign/checkCacheFile.ts';
import { CAMPAIGN_DATA_DIR, folderCampaignData } from '../campaign/campaignDataCache.ts';
import { hasErrors } from '../campaign/Problem.ts';
import type { ProjectFs } from '../campaign/ProjectFs.ts';
import { formatProblems } from '../format/formatProblems.ts';
import { PromoError } from '../errors/PromoError.ts';
import { Errors } from '../errors/errorData.ts';
import { planSite } from '../site/planSite.ts';
import type { EnvironmentName } from '../../model/siteConfigSchema.ts';
import { writeAtomically } from '../build/writeAtomically.ts';
import { contentSecurityPolicy, inlineScriptHashes } from '../build/contentSecurityPolicy.ts';
import { nginxConf } from '../build/nginxConf.ts';
import { SERVE_PLAN_FILE, type ServePlan } from '../build/ServePlan.ts';
import { PAGE_DATA_FILE, type RouteManifest } from '../../model/Site.ts';
import { prerenderManifestModule, setPrerenderManifest } from '../site/manifestModule.ts';
import { bundleHash, cachedBundle, ignoreRecordedServerEntry, linkTree } from '../build/bundleCache.ts';
import { PAGES_INDEX_FILE, type PagesIndex, planRender, previousIndex, type RenderPlan, reusePages } from '../build/incremental.ts';
import { serverTranslationPlugin } from '../build/serverTranslationPlugin.ts';
import { buildProgress } from './buildProgress.ts';
import { addCampaignImages } from '../build/images.ts';
import { buildWorker } from '../build/buildWorker.ts';
import { WORKER_FILE } from '../build/serviceWorkerFile.ts';

/** What vike hands `onPagePrerender`: the file it would have written. */
interface PrerenderedPage { _prerenderResult: { filePath: string; fileContent: string } }

export interface BuildDeps { root: string; fs: ProjectFs; out: (s: string) => void; color?: boolean; /** Redraw progress in place (a terminal). */ tty?: boolean }
export interface BuildOptions {
  env: EnvironmentName; at: number; outDir: string; apiOverride?: string; quiet?: boolean; /** List every page written. */ verbose?: boolean;
  /** Render every page, even those unchanged since the previous build. */ full?: boolean;
  /** A preview (`--at`): pages keep the state they were built in. */ preview?: boolean;
}

export async function runBuild(deps: BuildDeps, opts: BuildOptions): Promise<{ pages: number; ms: number; manifest: RouteManifest }> {
  const started = performance.now();
  // Unchanged campaigns are not checked or parsed again: their results and data come from the caches.
  const result = await checkProject({
    root: deps.root, fs: deps.fs, parallel: checkWorkers(), validatorCache: join(deps.root, VALIDATOR_CACHE_DIR),
    cache: fileCheckCache(join(deps.root, CHECK_CACHE_FILE)), dataCache: folderCampaignData(join(deps.root, CAMPAIGN_DATA_DIR)),
  });
  if (hasErrors(result.problems) || !result.config) {
    deps.out(formatProblems(result.problems, 'text', result.sources, deps.color) + '\n');
    throw new PromoError(Errors.CheckFailed, result.problems.filter((p) => p.severity === 'error').length, 'nothing was built and dist/ is unchanged');
  }
  const manifest = planSite(result.config, result.campaigns.map((c) => c.data), { env: opts.env, at: opts.at, apiOverride: opts.apiOverride, preview: opts.preview });
  const images = await addCampaignImages(deps.root, manifest);
  const target = join(deps.root, opts.outDir);
  const say = opts.quiet ? () => undefined : deps.out;
  const bundle = await bundleHash(deps.root);
  const previous = opts.full ? null : await previousIndex(target);
  let plan: RenderPlan | undefined;
  await writeAtomically(deps.root, opts.outDir, async (dir) => {
    let rendering: ReturnType<typeof buildProgress> | undefined;
    let stopped = false;
    const pending = new Set<Promise<void>>();
    const track = (p: Promise<void>) => { pending.add(p); return p.finally(() => pending.delete(p)); };
    const scripts = new Map<string, string[]>();
    try {
      ignoreRecordedServerEntry();
      skipDataFoldersInVikeCrawl(relative(deps.root, target));
      const { build, prerender } = await import('vike/api');
      const viteConfig = (outDir: string, emptyOutDir: boolean) => ({
        root: deps.root, logLevel: opts.quiet ? ('error' as const) : ('warn' as const), build: { outDir, emptyOutDir },
        plugins: [prerenderManifestModule(), serverTranslationPlugin()],
      });
      // The bundles do not depend on the campaigns: made once per state of runtime/, templates/, …
      const cached = await cachedBundle(deps.root, bundle, async (outDir) => {
        const bundleStart = performance.now();
        say('  Bundling client and server…\n');
        await inProductionMode(() => build({ viteConfig: viteConfig(outDir, true) }));
        say(`✔ Bundled in ${((performance.now() - bundleStart) / 1000).toFixed(1)} s\n`);
      });
      if (cached.reused) say('✔ Bundles unchanged (cached)\n');
      const bundleClient = join(cached.dir, 'client');
      const client = join(dir, 'client');
      await linkTree(bundleClient, client);
      plan = planRender(manifest, bundle, previous?.index ?? null);
      // File work that does not depend on rendering runs beside it: the unchanged pages' links (HTML
      // and data), and each rendered page's data, for the runtime to render it again in another
      // language without a reload.
      // (Awaited with the page writes below; a failure there fails the build.)
      const pageData = (url: string) => JSON.stringify(manifest.pages[url]);
      track(Promise.all([previous ? reusePages(previous.dir, dir, plan.reuse, pageData) : undefined, writePageData(dir, plan.render, pageData)]).then(() => undefined)).catch(() => undefined);
      if (plan.reuse.length) say(`✔ ${plan.reuse.length} unchanged page${plan.reuse.length === 1 ? '' : 's'} kept from the previous build\n`);
      // The rendered pages plus the 404 page; each written page ticks the progress line.
      const pages = buildProgress({ out: say, tty: !!deps.tty, now: () => performance.now(), verbose: opts.verbose && !opts.quiet }, 'Pages rendered', plan.render.length + 1);
      rendering = pages;
      // vike's onPagePrerender hands us each file to write (inside the cached bundle's folder: it is
      // written into this build's folder instead), rather than it printing one line per page.
      // Pages render in parallel: once one fails, the others still in flight must not write into the
      // folder that is about to be thrown away, so writes stop and the pending ones are awaited.
      const write = async ({ _prerenderResult: { filePath, fileContent } }: PrerenderedPage) => {
        if (stopped) return;
        const file = relative(bundleClient, filePath);
        const to = join(client, file);
        await mkdir(dirname(to), { recursive: true });
        await writeFile(to, fileContent);
        if (file.endsWith('.html')) {
          scripts.set(file, inlineScriptHashes(fileContent));
          pages.tick(file);
        }
      };
      setPrerenderManifest({ manifest, render: plan.render });
      await inProductionMode(() => prerender({ viteConfig: viteConfig(cached.dir, false), onPagePrerender: (ctx: PrerenderedPage) => track(write(ctx)) }));
      pages.finish();
      await Promise.all(pending);
    } catch (e) {
      stopped = true;
      await Promise.allSettled(pending);
      rendering?.abort();
      throw new PromoError(Errors.BuildFailed, e instanceof Error ? e.message.trim() : String(e));
    } finally {
      setPrerenderManifest(undefined);
    }
    await images.copyInto(join(dir, 'client'));
    const index: PagesIndex = { version: 1, bundle, pages: {} };
    const hashes = new Set<string>();
    for (const [url, key] of Object.entries(plan.keys)) {
      const found = scripts.get(join(url.slice(1), 'index.html')) ?? previous?.index.pages[url]?.scripts;
      if (!found) throw new PromoError(Errors.BuildFailed, `no page was written for ${url}`);
      index.pages[url] = { key, scripts: found };
      for (const h of found) hashes.add(h);
    }
    for (const [file, found] of scripts) if (!file.endsWith('/index.html') && file !== 'index.html') for (const h of found) hashes.add(h);
    await writeFile(join(dir, PAGES_INDEX_FILE), JSON.stringify(index));
    const plan2: ServePlan = {
      basePath: manifest.site.basePath, csp: contentSecurityPolicy(manifest.site, hashes), rewrites: manifest.rewrites, redirects: manifest.redirects,
      apiOrigin: new URL(manifest.site.hosts.api).origin, env: opts.env,
      experiments: manifest.experiments ?? [],
    };
    await writeFile(join(dir, SERVE_PLAN_FILE), JSON.stringify(plan2, null, 2) + '\n');
    await writeFile(join(dir, 'nginx.conf'), nginxConf(plan2, '/srv/promo/dist/client'));
    await writeFile(join(dir, 'client', WORKER_FILE), await buildWorker(manifest, index, join(dir, 'client')));
  });
  const pages = Object.keys(manifest.pages).length;
  const ms = Math.round(performance.now() - started);
  deps.out(`✔ Built ${pages} page${pages === 1 ? '' : 's'} from ${result.campaigns.length} campaign${result.campaigns.length === 1 ? '' : 's'} into ${relative(process.cwd(), target) || target}/ in ${(ms / 1000).toFixed(1)} s (${opts.env})\n`);
  return { pages, ms, manifest };
}

/**
 * Vike looks for its +files (runtime/pages/) with `git ls-files`, or, outside a git checkout, by
 * walking the whole project: thousands of campaigns and every kept build in .promo/. None of those
 * folders holds a +file, so they are left out (VIKE_CRAWL's `ignore`), unless the user set VIKE_CRAWL.
 */
function skipDataFoldersInVikeCrawl(outDir: string): void {
  const out = outDir.split('\\').join('/');
  const ignore = ['campaigns/**', '.promo/**', 'dist/**', 'dist-*/**', ...(out && !out.startsWith('..') ? [`${out}/**`] : [])];
  process.env.VIKE_CRAWL ??= JSON.stringify({ ignore: [...new Set(ignore)] });
}

/** Writes page-data.json of each page in `urls` (making its folder), a batch at a time. */
async function writePageData(dir: string, urls: string[], pageData: (url: string) => string): Promise<void> {
  for (let i = 0; i < urls.length; i += 256) {
    await Promise.all(urls.slice(i, i + 256).map(async (url) => {
      await mkdir(join(dir, 'client', url), { recursive: true });
      await writeFile(join(dir, 'client', url, PAGE_DATA_FILE), pageData(url));
    }));
  }
}
