/** What a server must do beyond serving files: written by the build, read by `promo serve` and nginx.conf. */
import type { Rewrite } from '../../model/planRoutes.ts';
import type { SiteExperiment } from '../../model/Site.ts';
import type { SiteLanguages } from '../../model/pageLanguage.ts';

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
  /** Which language a visitor gets at each URL (cli/serve/languageRouting.ts); absent in older builds' plans. */
  languages?: SiteLanguages;
}

export const SERVE_PLAN_FILE = 'serve-plan.json';
