/**
 * Site settings (no auth).
 *   GET /api/v1/settings?with=currencies,languages[,countries,pages]
 *       → { default_currency, banners, [currencies], [languages], [countries], [pages] }
 *       (`with` absent: every collection)
 *   GET /api/v1/settings/languages/enabled       → [{ iso_code, name, native_name }]
 *   GET /api/v1/settings/banners/enabled[?all=true] → enabled banners; without all=true only the
 *       Accept-Language language (falling back to en)
 *   GET /api/v1/settings/additional-settings    → { captcha_site_key: "sandbox-site-key" }
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BANNERS, PAGES } from '../data/banners.ts';
import { COUNTRIES } from '../data/countries.ts';
import { CURRENCIES, DEFAULT_CURRENCY, flagPath } from '../data/currencies.ts';
import { LANGUAGES } from '../data/languages.ts';
import { publicOrigin } from '../http/authenticate.ts';
import { asRecord } from '../validation/fields.ts';

export const CAPTCHA_SITE_KEY = 'sandbox-site-key';

const COLLECTIONS = ['currencies', 'languages', 'countries', 'pages'] as const;

function bannersFor(req: FastifyRequest, all: boolean) {
  const origin = publicOrigin(req);
  const lang =
    String(req.headers['accept-language'] ?? 'en')
      .split(/[,;-]/)[0]
      ?.trim()
      .toLowerCase() || 'en';
  const enabled = BANNERS.filter((b) => b.enabled);
  const chosen = all
    ? enabled
    : enabled.filter((b) => b.language === lang).length
      ? enabled.filter((b) => b.language === lang)
      : enabled.filter((b) => b.language === 'en');
  return chosen.map((b) => ({ ...b, image: origin + b.image }));
}

export function registerSettingsRoutes(app: FastifyInstance): void {
  app.get('/api/v1/settings', async (req) => {
    const withParam = asRecord(req.query).with;
    const wanted = typeof withParam === 'string' ? withParam.split(',').map((s) => s.trim()) : [...COLLECTIONS];
    const origin = publicOrigin(req);
    const all = {
      currencies: CURRENCIES.map((c) => ({ iso_code: c.iso_code, symbol: c.symbol, flag: origin + flagPath(c) })),
      languages: LANGUAGES,
      countries: COUNTRIES,
      pages: PAGES,
    };
    const picked = Object.fromEntries(COLLECTIONS.filter((k) => wanted.includes(k)).map((k) => [k, all[k]]));
    return { default_currency: DEFAULT_CURRENCY, banners: bannersFor(req, true), ...picked };
  });

  app.get('/api/v1/settings/languages/enabled', async () => LANGUAGES);

  app.get('/api/v1/settings/banners/enabled', async (req) => {
    const all = asRecord(req.query).all;
    return bannersFor(req, all === 'true' || all === '1');
  });

  app.get('/api/v1/settings/additional-settings', async () => ({ captcha_site_key: CAPTCHA_SITE_KEY }));
}
