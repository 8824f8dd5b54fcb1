import type { Config } from 'vike/types';

// The error page is pre-rendered (404.html) and, like every page, never rendered in the browser:
// keep its component (and the site manifest it reads) out of the client bundle.
export default {
  meta: { Page: { env: { server: true, client: false } } },
} satisfies Config;
