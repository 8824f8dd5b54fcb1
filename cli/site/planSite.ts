/** Checked campaigns + site config → the RouteManifest the build renders. Pure. */
import type { CampaignData } from '../../model/campaignSchema.ts';
import type { EnvironmentName, SiteConfig } from '../../model/siteConfigSchema.ts';
import { planRewrites, planRoutes } from '../../model/planRoutes.ts';
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

export function planSite(config: SiteConfig, campaigns: readonly CampaignData[], opts: PlanOptions): RouteManifest {
  const site = publicSite(config, opts.env, opts.apiOverride);
  const pages: RouteManifest['pages'] = {};
  const experiments: SiteExperiment[] = [];
  const fromBrowser: string[] = [];
  for (const campaign of campaigns) {
    const status = scheduleStatus(campaign, opts.at);
    const window = scheduleWindow(campaign);
    const served = servedExperiment(campaign, planRoutes(campaign), opts.at);
    if (served) experiments.push(served);
    const languages = campaignLanguages(campaign, site);
    const variants = planRoutes(campaign);
    if (campaign.features?.languageFromBrowser) fromBrowser.push(...variants.map((v) => v.url));
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
  }
  return {
    site,
    pages,
    rewrites: campaigns.flatMap(planRewrites),
    redirects: config.redirects ?? [],
    experiments,
    languages: { locales: [...site.locales], fromBrowser },
  };
}
