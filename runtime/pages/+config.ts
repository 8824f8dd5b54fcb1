import type { Config } from 'vike/types';

// Server routing and pre-rendering: every page is static HTML; JavaScript only enhances it.
export default {
  // `promo build` runs the pre-rendering itself (vike/api prerender) so that a failing page is
  // an error it can report, instead of Vike's automatic run exiting the process.
  prerender: { disableAutoRun: true, parallel: 4 },
  trailingSlash: true,
  clientRouting: false,
  passToClient: [],
} satisfies Config;
