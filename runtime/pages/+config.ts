import type { Config } from 'vike/types';

// Server routing and pre-rendering: every page is static HTML; JavaScript only enhances it.
export default {
  prerender: true,
  trailingSlash: true,
  clientRouting: false,
  passToClient: [],
} satisfies Config;
