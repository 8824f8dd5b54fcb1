/**
 * `promo build`: check, plan, pre-render with Vike into a fresh versioned folder, add server rules,
 * then switch dist/ (a link) to it in one step; the previous build stays for `promo rollback`.
 */
import { dirname, join, relative } from 'node:path';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { checkProject } from '../campaign/checkProject.ts';
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
import { manifestModule } from '../site/manifestModule.ts';
import { buildProgress } from './buildProgress.ts';
import { addCampaignImages } from '../build/images.ts';

/** What vike hands `onPagePrerender`: the file it would have written. */
interface PrerenderedPage { _prerenderResult: { filePath: string; fileContent: string } }

export interface BuildDeps { root: string; fs: ProjectFs; out: (s: string) => void; color?: boolean; /** Redraw progress in place (a terminal). */ tty?: boolean }
export interface BuildOptions { env: EnvironmentName; at: number; outDir: string; apiOverride?: string; quiet?: boolean; /** List every page written. */ verbose?: boolean; /** A preview (`--at`): pages keep the state they were built in. */ preview?: boolean }

export async function runBuild(deps: BuildDeps, opts: BuildOptions): Promise<{ pages: number; ms: number; manifest: RouteManifest }> {
  const started = performance.now();
  const result = await checkProject({ root: deps.root, fs: deps.fs });
  if (hasErrors(result.problems) || !result.config) {
    deps.out(formatProblems(result.problems, 'text', result.sources, deps.color) + '\n');
    throw new PromoError(Errors.CheckFailed, result.problems.filter((p) => p.severity === 'error').length, 'nothing was built and dist/ is unchanged');
  }
  const manifest = planSite(result.config, result.campaigns.map((c) => c.data), { env: opts.env, at: opts.at, apiOverride: opts.apiOverride, preview: opts.preview });
  const images = await addCampaignImages(deps.root, manifest);
  const target = join(deps.root, opts.outDir);
  await writeAtomically(deps.root, opts.outDir, async (dir) => {
    let rendering: ReturnType<typeof buildProgress> | undefined;
    let stopped = false;
    const pending = new Set<Promise<void>>();
    const track = (p: Promise<void>) => { pending.add(p); return p.finally(() => pending.delete(p)); };
    try {
      const { build, prerender } = await import('vike/api');
      const viteConfig = {
        root: deps.root, logLevel: opts.quiet ? ('error' as const) : ('warn' as const), build: { outDir: dir, emptyOutDir: true },
        plugins: [manifestModule(() => manifest)],
      };
      const say = opts.quiet ? () => undefined : deps.out;
      const bundleStart = performance.now();
      say('  Bundling client and server…\n');
      await build({ viteConfig });
      say(`✔ Bundled in ${((performance.now() - bundleStart) / 1000).toFixed(1)} s\n`);
      // The page count plus the 404 page; each written page ticks the progress line.
      const pages = buildProgress({ out: say, tty: !!deps.tty, now: () => performance.now(), verbose: opts.verbose && !opts.quiet }, 'Pages rendered', Object.keys(manifest.pages).length + 1);
      rendering = pages;
      // vike's onPagePrerender hands us each file to write, instead of it printing one line per page.
      // Pages render in parallel: once one fails, the others still in flight must not write into the
      // folder that is about to be thrown away, so writes stop and the pending ones are awaited.
      const write = async ({ _prerenderResult: { filePath, fileContent } }: PrerenderedPage) => {
        if (stopped) return;
        await mkdir(dirname(filePath), { recursive: true });
        await writeFile(filePath, fileContent);
        if (filePath.endsWith('.html')) pages.tick(relative(join(dir, 'client'), filePath));
      };
      await prerender({ viteConfig, onPagePrerender: (ctx: PrerenderedPage) => track(write(ctx)) });
      pages.finish();
    } catch (e) {
      stopped = true;
      await Promise.allSettled(pending);
      rendering?.abort();
      throw new PromoError(Errors.BuildFailed, e instanceof Error ? e.message.trim() : String(e));
    }
    await rm(join(dir, 'server'), { recursive: true, force: true });
    await images.copyInto(join(dir, 'client'));
    // Each page's data, for the runtime to render it again in another language without a reload.
    for (const [url, page] of Object.entries(manifest.pages)) await writeFile(join(dir, 'client', url, PAGE_DATA_FILE), JSON.stringify(page));
    const hashes = new Set<string>();
    for (const file of await htmlFiles(join(dir, 'client'))) for (const h of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(h);
    const plan: ServePlan = {
      basePath: manifest.site.basePath, csp: contentSecurityPolicy(manifest.site, hashes), rewrites: manifest.rewrites, redirects: manifest.redirects,
      apiOrigin: new URL(manifest.site.hosts.api).origin, env: opts.env,
      experiments: manifest.experiments ?? [],
    };
    await writeFile(join(dir, SERVE_PLAN_FILE), JSON.stringify(plan, null, 2) + '\n');
    await writeFile(join(dir, 'nginx.conf'), nginxConf(plan, '/srv/promo/dist/client'));
  });
  const pages = Object.keys(manifest.pages).length;
  const ms = Math.round(performance.now() - started);
  deps.out(`✔ Built ${pages} page${pages === 1 ? '' : 's'} from ${result.campaigns.length} campaign${result.campaigns.length === 1 ? '' : 's'} into ${relative(process.cwd(), target) || target}/ in ${(ms / 1000).toFixed(1)} s (${opts.env})\n`);
  return { pages, ms, manifest };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}
