/**
 * `promo build`: the stages of cli/build/stages/ in order — check, plan, bundle, render (into a fresh
 * versioned folder), assets, server rules — then switch dist/ (a link) to the new build in one step;
 * the previous build stays for `promo rollback`. Each stage's time is said at the end.
 */
import { join, relative, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { CACHES, PROMO_DIR } from '../cacheRegistry.mjs';
import type { ProjectFs } from '../campaign/ProjectFs.ts';
import type { EnvironmentName } from '../../model/siteConfigSchema.ts';
import type { RouteManifest } from '../../model/Site.ts';
import { dropBuildFolder, openBuildFolder } from '../build/writeAtomically.ts';
import { bundleCacheDir, bundleHash } from '../build/bundleCache.ts';
import { PAGES_INDEX_FILE } from '../build/incremental.ts';
import { PLAN_FRAGMENTS_FILE } from '../build/planFragments.ts';
import { createExclusive } from '../files/createExclusive.ts';
import { type RenderWorker, renderWorkerCount, renderWorkerFile, startRenderWorker } from '../build/renderPool.ts';
import { stageTimer } from '../build/stages/stageTimer.ts';
import { checkStage } from '../build/stages/checkStage.ts';
import { planStage } from '../build/stages/planStage.ts';
import { bundleStage } from '../build/stages/bundleStage.ts';
import { renderStage } from '../build/stages/renderStage.ts';
import { assetsStage } from '../build/stages/assetsStage.ts';
import { serverRulesStage } from '../build/stages/serverRulesStage.ts';
import { switchStage } from '../build/stages/switchStage.ts';

export interface BuildDeps {
  root: string;
  fs: ProjectFs;
  out: (s: string) => void;
  color?: boolean /** Redraw progress in place (a terminal). */;
  tty?: boolean;
}
export interface BuildOptions {
  env: EnvironmentName;
  at: number;
  outDir: string;
  apiOverride?: string;
  quiet?: boolean /** List every page written. */;
  verbose?: boolean;
  /** Render every page, even those unchanged since the previous build. */ full?: boolean;
  /** Plan every campaign again and return every page in the manifest (promo shot), keeping no campaign's part from the current build. */
  wholeManifest?: boolean;
  /** A frozen preview (`--preview-at`): pages keep the state at `at` whatever the visitor's clock; otherwise they switch by it. */ preview?: boolean;
}

/**
 * `manifest` holds the pages of the campaigns this build planned: every page with `wholeManifest` or `full`,
 * otherwise not those of unchanged campaigns whose part was kept (planFragments.ts). `pages` counts them all.
 */
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
  bundle
    .then(async (hash) => {
      const dir = join(bundleCacheDir(deps.root), hash);
      if (await stat(join(dir, 'server', 'entry.mjs')).catch(() => null)) for (const w of ready) w.warm(dir);
    })
    .catch(() => undefined);
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

/**
 * The build as named stages, each a unit in cli/build/stages/ (see its README): check → plan → bundle
 * → render → assets → server rules → switch. Render, assets and server rules write into a fresh build
 * folder; a failure there drops the folder and dist/ stays as it was.
 */
async function buildWith(
  deps: BuildDeps,
  opts: BuildOptions,
  started: number,
  early: { workerFile?: string; ready: RenderWorker[]; bundle: Promise<string> },
): Promise<BuildResult> {
  const { root } = deps;
  const say = opts.quiet ? () => undefined : deps.out;
  const stages = stageTimer();
  const checked = await stages.run('check', () =>
    checkStage({ root, fs: deps.fs, out: deps.out, color: deps.color, quiet: opts.quiet }),
  );
  // resolve, not join: an absolute --out-dir is that folder, not one inside the project.
  const target = resolve(root, opts.outDir);
  const planned = await stages.run('plan', async () =>
    planStage({
      root,
      config: checked.config,
      campaigns: checked.campaigns,
      env: opts.env,
      at: opts.at,
      apiOverride: opts.apiOverride,
      preview: opts.preview,
      bundle: await early.bundle,
      target,
      full: opts.full,
      ...(opts.wholeManifest && { code: null }),
    }),
  );
  if (planned.kept) stages.note('plan', `${planned.kept} unchanged campaign${planned.kept === 1 ? '' : 's'} kept`);
  const bundle = await stages.run('bundle', async () =>
    bundleStage({ root, hash: await early.bundle, say, quiet: opts.quiet }),
  );
  const folder = await openBuildFolder(root, opts.outDir, { recycle: true });
  try {
    const rendered = await stages.run('render', () =>
      renderStage({
        root,
        dir: folder.dir,
        recycled: folder.recycled,
        plan: planned,
        bundle,
        full: opts.full,
        workers: { file: early.workerFile, ready: early.ready },
        say,
        tty: deps.tty,
        quiet: opts.quiet,
        verbose: opts.verbose,
      }),
    );
    stages.note('render', rendered.renderer);
    await stages.run('assets', () =>
      assetsStage({
        dir: folder.dir,
        manifest: planned.manifest,
        images: planned.images,
        index: rendered.index,
        workerCache: join(root, CACHES.workerBundle.path),
      }),
    );
    await stages.run('server rules', () =>
      serverRulesStage({ dir: folder.dir, manifest: planned.manifest, env: opts.env, hashes: rendered.hashes }),
    );
    if (planned.fragments)
      await createExclusive(join(folder.dir, PLAN_FRAGMENTS_FILE), JSON.stringify(planned.fragments));
  } catch (e) {
    await dropBuildFolder(folder);
    throw e;
  }
  const { shown } = await stages.run('switch', () => switchStage({ root, folder, outDir: opts.outDir }));
  const pages = Object.keys(planned.pages.keys).length;
  const ms = Math.round(performance.now() - started);
  const campaigns = planned.campaigns;
  deps.out(
    `✔ Built ${pages} page${pages === 1 ? '' : 's'} (and the 404 page) from ${campaigns} campaign${campaigns === 1 ? '' : 's'} into ${shown}/ in ${(ms / 1000).toFixed(1)} s (${opts.env})\n`,
  );
  say(`  ${stages.summary()}\n`);
  return { pages, ms, manifest: planned.manifest };
}

/**
 * Vike looks for its +files (runtime/pages/) with `git ls-files`, or, outside a git checkout, by
 * walking the whole project: thousands of campaigns and every kept build in .promo/. None of those
 * folders holds a +file, so they are left out (VIKE_CRAWL's `ignore`), unless the user set VIKE_CRAWL.
 */
function skipDataFoldersInVikeCrawl(outDir: string): void {
  const out = outDir.split('\\').join('/');
  const ignore = [
    'campaigns/**',
    `${PROMO_DIR}/**`,
    `${CACHES.dist.path}/**`,
    'dist-*/**',
    ...(out && !out.startsWith('..') ? [`${out}/**`] : []),
  ];
  process.env.VIKE_CRAWL ??= JSON.stringify({ ignore: [...new Set(ignore)] });
}
