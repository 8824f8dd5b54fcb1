/** What a server must do beyond serving files: written by the build, read by `promo serve` and nginx.conf. */
import type { Rewrite } from '../../model/planRoutes.ts';
import type { SiteExperiment } from '../../model/Site.ts';

export interface ServePlan {
  basePath: string;
  /** Content-Security-Policy header value for every page. */
  csp: string;
  rewrites: Rewrite[];
  redirects: { contains: string; to: string }[];
  /** Origin of the operator API baked into the pages (the sandbox's, in development builds). */
  apiOrigin: string;
  env: 'development' | 'production';
  /** Running A/B experiments: which URLs split visitors between pre-rendered arms (cli/site/planArms.ts). */
  experiments?: SiteExperiment[];
}

export const SERVE_PLAN_FILE = 'serve-plan.json';
