/**
 * The site config (promo.config.yaml): base path, languages, default currency, operator API hosts
 * per environment, the redirect allow-list, site-wide redirect rules and feature flags.
 */
import { Type, type Static } from '@sinclair/typebox';
import { CURRENCIES, LOCALES } from './codes.ts';

const strict = { additionalProperties: false } as const;
const Url = Type.String({
  pattern: '^https?://[^\\s/$.?#][^\\s]*$',
  description: 'Absolute http(s) URL without a trailing slash.',
});
const Host = Type.String({ pattern: '^[a-z0-9.-]+(:\\d+)?$', description: 'Host name, optionally with a port.' });

export const Environment = Type.Object(
  {
    api: Url,
    apiV3: Url,
    registration: Url,
    ccg: Url,
    bonus: Url,
    bonusManagement: Type.Optional(Url),
    legacyAuth: Type.Optional(Url),
    authService: Url,
    authServiceTest: Type.Optional(
      Type.String({
        pattern: Url.pattern,
        description:
          "The authentication service used instead of authService when the page query carries the site's testMarker (spec 4).",
      }),
    ),
    mainApp: Url,
    captchaScript: Url,
    pixelScript: Url,
    chatScript: Type.Optional(Url),
    fingerprintScript: Type.Optional(Url),
    assets: Type.Optional(Url),
    chat: Type.Optional(
      Type.Object(
        {
          websiteToken: Type.Optional(
            Type.String({
              pattern: '^[A-Za-z0-9_-]{1,100}$',
              description: "The support chat's website token for this environment.",
            }),
          ),
          locale: Type.Optional(
            Type.Unsafe<(typeof LOCALES)[number]>({
              type: 'string',
              enum: [...LOCALES],
              description: 'Chat language; default en (spec 2).',
            }),
          ),
          position: Type.Optional(
            Type.Unsafe<'left' | 'right'>({
              type: 'string',
              enum: ['left', 'right'],
              description: 'Side of the chat button; default left (spec 2).',
            }),
          ),
        },
        { ...strict, description: 'Support chat settings handed to the chat SDK on the pages that load it.' },
      ),
    ),
  },
  { ...strict, description: 'Operator hosts for one environment.' },
);

export const SiteConfigSchema = Type.Object(
  {
    brandName: Type.String({
      minLength: 1,
      maxLength: 40,
      description: 'Operator name shown in the page header and footer.',
    }),
    basePath: Type.String({
      pattern: '^/([a-z0-9-]+/)*$',
      default: '/new-promo/',
      description: 'Path prefix with slashes at both ends.',
    }),
    defaultLocale: Type.Unsafe<(typeof LOCALES)[number]>({ type: 'string', enum: [...LOCALES] }),
    locales: Type.Array(Type.Unsafe<(typeof LOCALES)[number]>({ type: 'string', enum: [...LOCALES] }), {
      minItems: 1,
      uniqueItems: true,
    }),
    defaultCurrency: Type.Unsafe<(typeof CURRENCIES)[number]>({ type: 'string', enum: [...CURRENCIES] }),
    environments: Type.Object({ development: Environment, production: Environment }, strict),
    testMarker: Type.Optional(
      Type.String({
        pattern: '^[a-z0-9_-]{1,40}(=[A-Za-z0-9_-]{1,40})?$',
        description:
          "The query parameter (name, or name=value) that marks a test visit: the authentication-service link then goes to the environment's authServiceTest host (spec 4).",
      }),
    ),
    redirectHosts: Type.Array(Host, {
      minItems: 1,
      description: 'Hosts a visitor may be sent to after sign-up or sign-in.',
    }),
    redirects: Type.Optional(
      Type.Array(
        Type.Object(
          {
            contains: Type.String({ pattern: '^[a-z0-9_-]+$', description: 'Any path containing this text…' }),
            to: Type.String({
              pattern: '^[a-z0-9][a-z0-9_/-]*$',
              description: '…is sent to this route (below the base path).',
            }),
          },
          strict,
        ),
      ),
    ),
    serviceWorker: Type.Optional(
      Type.Boolean({
        default: true,
        description:
          'The background worker at <basePath>sw.js with scope basePath (spec 1.5): hashed files cached, pages network first, offline fallback. false: none is registered, and browsers that have one remove it.',
      }),
    ),
    // The build environment's flags (spec 9: production, with captcha, CSRF and auth-keeper on, the new
    // API on, the deposit modal shown). What each switches on the landing site: docs/spec-coverage.md 9.14.
    features: Type.Object(
      {
        captcha: Type.Boolean({
          description:
            'Captcha on sign-up and sign-in: a 429 reveals the widget and submit waits for its token (spec 4). false: never shown.',
        }),
        csrf: Type.Boolean({
          description:
            'Registration as type 2 on the ccg host and sign-in, both with X-CSRF-TOKEN from ccg /csrf-token (spec 7). false: the registration host, no header.',
        }),
        authKeeper: Type.Boolean({
          description:
            'The auth keeper: the authentication service on a sibling host (environments.*.authService) that the auth redirect link goes to (spec PC 7).',
        }),
        newApi: Type.Unsafe<true>({
          type: 'boolean',
          enum: [true],
          description:
            'The new API: sessions are refreshed through api v3 /oauth/refresh (spec 7). It is the only mode this landing site has (the legacy /change-token exchange is not built), so it must be true',
        }),
        depositModal: Type.Boolean({
          description:
            "The main application's deposit dialog after sign-up: the registration sends set_deposit_modal_type true for INR (spec 7, 9). false: never asked for.",
        }),
      },
      { ...strict, description: 'Feature flags of the build environment.' },
    ),
  },
  { ...strict, $id: 'promo-config', title: 'promo site config' },
);

export type SiteConfig = Static<typeof SiteConfigSchema>;
export type EnvironmentHosts = Static<typeof Environment>;
export type EnvironmentName = keyof SiteConfig['environments'];
