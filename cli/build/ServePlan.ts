/** What a server must do beyond serving files: written by the build, read by `promo serve` and nginx.conf. */
import type { Rewrite } from '../../model/planRoutes.ts';

export interface ServePlan {
  basePath: string;
  /** Content-Security-Policy header value for every page. */
  csp: string;
  rewrites: Rewrite[];
  redirects: { contains: string; to: string }[];
  /** Origin of the operator API baked into the pages (the sandbox's, in development builds). */
  apiOrigin: string;
  env: 'development' | 'production';
}

export const SERVE_PLAN_FILE = 'serve-plan.json';
