import type { Config } from 'vike/types';

// Server routing and pre-rendering: every page is static HTML; JavaScript only enhances it.
export default {
  // `promo build` runs the pre-rendering itself (vike/api prerender) so that a failing page is
  // an error it can report, instead of Vike's automatic run exiting the process.
  // The server bundle stays: `promo build` caches it (cli/build/bundleCache.ts) for the next builds.
  // `partial`: an incremental build may have no campaign page to render (only the 404 page).
  prerender: { disableAutoRun: true, parallel: 4, keepDistServer: true, partial: true },
  trailingSlash: true,
  clientRouting: false,
  passToClient: [],
  // Pages are rendered at build time only: no client copy of the Page (its own client entry, which
  // nothing loads and which made the boot script's shared imports a chunk of their own).
  meta: { Page: { env: { server: true, client: false } } },
} satisfies Config;
