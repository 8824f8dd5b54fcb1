/** The built site's data model: what the CLI hands to the Vike build (and the dev server). */
import type { CampaignData } from './campaignSchema.ts';
import type { RouteVariant, Rewrite } from './planRoutes.ts';
import type { EnvironmentHosts, SiteConfig } from './siteConfigSchema.ts';
import type { ArmShare, PageExperiment } from './experiment.ts';
import type { ResponsiveImage } from './ResponsiveImage.ts';
import type { SiteLanguages } from './pageLanguage.ts';
import type { Locale } from './codes.ts';

/** Beside each page's index.html: its PageData, for the runtime to render it again in another language. */
export const PAGE_DATA_FILE = 'page-data.json';
/**
 * Whether the page at `url` has a page-data.json of its own: a page in another language
 * (`…/__lang/<code>/`) shares its page's (the same variant), which the runtime fetches from the variant's URL.
 */
/** The language a page file is rendered in. */
export const languageOfPage = (p: Pick<PageData, 'language' | 'campaign' | 'site'>): Locale =>
  p.language ?? p.campaign.language ?? p.site.defaultLocale;

export const ownsPageData = (url: string, page: PageData) => page.variant.url === url;

export type ScheduleStatus = 'always' | 'scheduled' | 'live' | 'ended';

/** What a page may know of the site config: no secrets, only public hosts and switches. */
export interface PublicSite {
  brandName: string;
  basePath: string;
  defaultLocale: SiteConfig['defaultLocale'];
  locales: SiteConfig['locales'];
  defaultCurrency: SiteConfig['defaultCurrency'];
  env: 'development' | 'production';
  hosts: EnvironmentHosts;
  redirectHosts: string[];
  /** The query parameter (name or name=value) that marks a test visit (site config testMarker). */
  testMarker?: string;
  features: SiteConfig['features'];
  /** Present (false) only when the site config switches the background worker off. */
  serviceWorker?: false;
}

/** Everything one pre-rendered URL needs. */
export interface PageData {
  campaign: CampaignData;
  variant: RouteVariant;
  status: ScheduleStatus;
  /** Schedule start and end as epoch milliseconds (resolved in the campaign's time zone). */
  window: { starts: number; ends: number } | null;
  site: PublicSite;
  builtAt: number;
  /**
   * The language this page file is in, when it is one of its page's other languages (`<url>__lang/<code>/`,
   * cli/site/planLanguages.ts); otherwise the campaign's own (`campaign.language`, else the site's default).
   */
  language?: Locale;
  /** The A/B experiment this page is an arm of, if any. */
  experiment?: PageExperiment;
  /** Rendered with every schedule state, the visitor's clock picking one (model/scheduleStates.ts). */
  switches?: boolean;
  /** A preview build (`promo build --at`): the page keeps the state it was built in. */
  preview?: boolean;
  /**
   * `promo dev`'s ?at=: the page is seen as at this moment (epoch ms). Its schedule state, countdowns
   * and switches follow a clock that reads this moment as the page loads and ticks on from there.
   */
  visitAt?: number;
  /** The campaign's images prepared by `promo build`, by their path under campaigns/assets/ (none in `promo dev`). */
  images?: Record<string, ResponsiveImage>;
}

/** A running experiment, for the servers that assign visitors (see cli/site/planArms.ts). */
export interface SiteExperiment {
  id: string;
  slug: string;
  cookie: string;
  control: string;
  arms: ArmShare[];
  urls: string[];
  ends: number;
}

export interface RouteManifest {
  site: PublicSite;
  pages: Record<string, PageData>;
  rewrites: Rewrite[];
  redirects: NonNullable<SiteConfig['redirects']>;
  experiments?: SiteExperiment[];
  /** Which language a visitor gets at each URL (model/pageLanguage.ts); absent in older plans. */
  languages?: SiteLanguages;
}
