import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { fileURLToPath } from 'node:url';
import { promoPlugin } from './cli/site/vitePluginPromo.ts';
import { noRouterEntry } from './cli/site/vitePluginNoRouterEntry.ts';
import { warmFilesPlugin } from './cli/site/vitePluginWarmFiles.ts';
import { CACHES, PROMO_DIR } from './cli/cacheRegistry.mjs';
import { clientBuildOptions } from './cli/site/clientBuildOptions.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  base: '/new-promo/',
  // Nothing is published as it is: campaign images reach the site re-encoded by `promo build`
  // (cli/build/images.ts), and `promo dev` serves the checked ones (cli/site/devAssets.ts).
  publicDir: false,
  plugins: [react(), vike(), promoPlugin(root), noRouterEntry(), warmFilesPlugin()],
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
});
