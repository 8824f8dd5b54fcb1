/** Checked campaigns + site config → the RouteManifest the build renders. Pure. */
import type { CampaignData } from '../../model/campaignSchema.ts';
import type { EnvironmentName, SiteConfig } from '../../model/siteConfigSchema.ts';
import { planRewrites, planRoutes, type Rewrite } from '../../model/planRoutes.ts';
import { scheduleStatus, scheduleWindow } from './scheduleStatus.ts';
import type { PageData, PublicSite, RouteManifest, SiteExperiment } from '../../model/Site.ts';
import { armPages, servedExperiment } from './planArms.ts';
import { campaignLanguages, languagePages } from './planLanguages.ts';

export interface PlanOptions {
  env: EnvironmentName;
  at: number;
  apiOverride?: string /** --preview-at: pages keep the state at `at` */;
  preview?: boolean;
}

export function publicSite(config: SiteConfig, env: EnvironmentName, apiOverride?: string): PublicSite {
  let hosts = config.environments[env];
  if (apiOverride) {
    // Point every operator host at one backend (e.g. another sandbox): keep each host's path.
    const base = apiOverride.replace(/\/$/, '');
    hosts = Object.fromEntries(
      Object.entries(hosts).map(([k, v]) => [
        k,
        typeof v === 'string' ? base + new URL(v).pathname.replace(/\/$/, '') : v,
      ]),
    ) as typeof hosts;
  }
  // Allowed redirect hosts: the config's list plus the environment's own main application and auth service.
  const authHosts = [hosts.authService, ...(hosts.authServiceTest ? [hosts.authServiceTest] : [])].map(
    (u) => new URL(u).host,
  );
  const redirectHosts = [...new Set([...config.redirectHosts, new URL(hosts.mainApp).host, ...authHosts])];
  return {
    brandName: config.brandName,
    basePath: config.basePath,
    defaultLocale: config.defaultLocale,
    locales: config.locales,
    defaultCurrency: config.defaultCurrency,
    env,
    hosts,
    redirectHosts,
    features: config.features,
    ...(config.testMarker && { testMarker: config.testMarker }),
    ...(config.serviceWorker === false && { serviceWorker: false as const }),
  };
}

/** What one campaign adds to the manifest: its pages, rewrites, served experiment and browser-language URLs. */
export interface CampaignPlan {
  pages: RouteManifest['pages'];
  rewrites: Rewrite[];
  experiment: SiteExperiment | null;
  fromBrowser: string[];
}

/** One campaign's part of the manifest (planSite is every campaign's, in order). */
export function planCampaign(campaign: CampaignData, site: PublicSite, opts: PlanOptions): CampaignPlan {
  const status = scheduleStatus(campaign, opts.at);
  const window = scheduleWindow(campaign);
  const served = servedExperiment(campaign, planRoutes(campaign), opts.at);
  const languages = campaignLanguages(campaign, site);
  const variants = planRoutes(campaign);
  const pages: RouteManifest['pages'] = {};
  for (const variant of variants) {
    for (const arm of armPages(campaign, variant, served)) {
      const page: PageData = {
        campaign: arm.campaign,
        variant: arm.variant,
        status,
        window,
        site,
        builtAt: opts.at,
        ...(arm.experiment && { experiment: arm.experiment }),
        ...(window && { switches: true }),
        ...(window && opts.preview && { preview: true }),
      };
      pages[arm.url] = page;
      // The page in each other language of the campaign, beside it (cli/site/planLanguages.ts).
      for (const [url, other] of languagePages(arm.url, page, languages)) pages[url] = other;
    }
  }
  return {
    pages,
    rewrites: planRewrites(campaign),
    experiment: served ?? null,
    fromBrowser: campaign.features?.languageFromBrowser ? variants.map((v) => v.url) : [],
  };
}

/** The manifest from each campaign's plan, in the campaigns' order. */
export function manifestOf(config: SiteConfig, site: PublicSite, plans: readonly CampaignPlan[]): RouteManifest {
  const pages: RouteManifest['pages'] = {};
  for (const plan of plans) Object.assign(pages, plan.pages);
  return {
    site,
    pages,
    rewrites: plans.flatMap((p) => p.rewrites),
    redirects: config.redirects ?? [],
    experiments: plans.flatMap((p) => (p.experiment ? [p.experiment] : [])),
    languages: { locales: [...site.locales], fromBrowser: plans.flatMap((p) => p.fromBrowser) },
  };
}

export function planSite(config: SiteConfig, campaigns: readonly CampaignData[], opts: PlanOptions): RouteManifest {
  const site = publicSite(config, opts.env, opts.apiOverride);
  return manifestOf(
    config,
    site,
    campaigns.map((c) => planCampaign(c, site, opts)),
  );
}
