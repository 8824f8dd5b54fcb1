/**
 * The project's Vite config, one source for both uses: `vite.config.ts` exports it (what `promo build`'s Vite
 * runs and any tool that reads a config file load), and `promo dev` and `promo studio` pass it to Vike inline
 * (`configFile: false`): otherwise Vike and Vite bundle vite.config.ts with esbuild and evaluate it, with a copy of
 * the plugins' code, three times before the server listens (Vike's own read, its root check, Vite's createServer).
 */
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import type { InlineConfig, PluginOption, ServerOptions, UserConfig } from 'vite';
import { CACHES, PROMO_DIR } from '../cacheRegistry.mjs';
import { clientBuildOptions } from './clientBuildOptions.ts';
import { noRouterEntry } from './vitePluginNoRouterEntry.ts';
import { promoPlugin } from './vitePluginPromo.ts';
import { warmFilesPlugin } from './vitePluginWarmFiles.ts';

/** The Vite config of the project at `root` (absolute), as vite.config.ts exports it. */
export const viteConfig = (root: string): UserConfig => projectConfig(root, [vike()]);

/**
 * The config with `vikePlugin` second among the plugins. Vike's plugin reads its config when it is made, from
 * vite.config.ts unless it is made inside a Vike API call: an inline config leaves it out and Vike's dev() adds it.
 */
function projectConfig(root: string, vikePlugin: PluginOption[], now?: () => number): UserConfig {
  return {
    base: '/new-promo/',
    // Nothing is published as it is: campaign images reach the site re-encoded by `promo build`
    // (cli/build/images.ts), and `promo dev` serves the checked ones (cli/site/devAssets.ts).
    publicDir: false,
    // The project's own dependency cache, not node_modules/.vite: two projects sharing one node_modules (the
    // tests' copies, worktrees) re-bundled each other's dependencies under a running server, whose page then
    // got "outdated dependency" answers and reloaded (dev.test's in-place edit, once in a clean clone).
    cacheDir: join(root, CACHES.viteDeps.path),
    plugins: [react(), ...vikePlugin, promoPlugin(root, now), noRouterEntry(), warmFilesPlugin()],
    // `promo dev`'s first page: Vite's SSR imports a page's modules one after another (each transformed on
    // first import); transforming every local import as soon as its importer is, and the page's entry files
    // while the server starts, turns that chain into parallel work.
    environments: {
      ssr: {
        dev: {
          preTransformRequests: true,
          warmup: [
            './runtime/pages/+onRenderHtml.tsx',
            './runtime/pages/campaign/+Page.tsx',
            './runtime/pages/campaign/+data.ts',
          ],
        },
      },
      // The browser's bundle only: the runtime's libraries in chunks of their own, React DOM's client unwrapped.
      client: { build: clientBuildOptions },
    },
    server: {
      watch: {
        ignored: [
          `**/${CACHES.dist.path}/**`,
          '**/dist-*/**',
          `**/${PROMO_DIR}/**`,
          '**/build-ladle/**',
          '**/test-results/**',
        ],
      },
    },
    build: {
      target: 'es2020',
      cssCodeSplit: true,
      reportCompressedSize: false,
      rollupOptions: {
        // zod ships comments Rollup cannot place; harmless, and noise in every build log.
        onwarn(warning, warn) {
          if (warning.code !== 'INVALID_ANNOTATION') warn(warning);
        },
      },
    },
  };
}

/**
 * The config `promo dev` and `promo studio` hand Vike's dev(): the project's, inline, with their server options and
 * plugins added, and without Vike's plugin, which dev() adds (last); `now`: the clock the site is planned by (the studio's `--at`).
 */
export function inlineDevConfig(
  root: string,
  server: ServerOptions,
  plugins: PluginOption[],
  now?: () => number,
): InlineConfig {
  const config = projectConfig(root, [], now);
  return {
    ...config,
    configFile: false,
    root,
    server: { ...config.server, ...server },
    plugins: [...(config.plugins ?? []), ...plugins],
  };
}
