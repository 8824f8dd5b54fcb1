/**
 * A fake runtime for the dialog stories: the REAL dialogs, stores and forms run against a fake API
 * client that answers by path with canned data and never touches the network, a fake BootData
 * (hosts on `fake.ladle.invalid`, the captcha "script" a no-op data: URL) and a fake hCaptcha that
 * draws a checkbox. Each story calls startFakeRuntime() on mount, which resets every store, so
 * stories do not leak into each other when Ladle switches between them in the same page.
 */
import type { i18n } from 'i18next';
import type { ApiClient, ApiRequest } from '../runtime/core/apiClient.ts';
import { normalizeError, asApiError, type ApiError } from '../runtime/auth/api/ApiError.ts';
import { bootDataOf, type BootData } from '../runtime/core/BootData.ts';
import type { RuntimeContext } from '../runtime/context/RuntimeContext.tsx';
import { setupI18n } from '../runtime/i18n/i18n.ts';
import { resetDialog } from '../runtime/dialogs/dialog.ts';
import { resetLoader } from '../runtime/ui/loader.ts';
import { resetNotifications } from '../runtime/ui/notifications.ts';
import { captcha, resetCaptchaState } from '../runtime/auth/captcha.ts';
import { resetBonuses } from '../runtime/auth/bonuses.ts';
import {
  loadAdditionalSettings,
  loadSettings,
  resetSettings,
  settings,
  type SettingsResponse,
} from '../runtime/auth/settings.ts';
import { resetProfile } from '../runtime/auth/profile.ts';
import { forgetCsrf } from '../runtime/auth/csrf.ts';
// The operator's data as the sandbox serves it: one source for the sandbox and for these stories.
import { CURRENCIES } from '../sandbox/data/currencies.ts';
import { bonusView, welcomeBonusesFor } from '../sandbox/data/welcomeBonuses.ts';
import { findPromo } from '../sandbox/data/promoCodes.ts';
import { casinoWelcome, pageFor, site } from './fixtures.tsx';

// ---- Canned wire data (the sandbox's data, in the shapes the operator API answers) ----

export const FAKE_SITE_KEY = 'ladle-fake-site-key';

const fake = 'https://fake.ladle.invalid';

/** The currencies the stories offer (the sandbox knows them all; a short list keeps the select readable). */
const STORY_CURRENCIES = ['INR', 'BRL', 'BDT'];

export const FAKE_SETTINGS: SettingsResponse = {
  default_currency: 'INR',
  currencies: CURRENCIES.filter((c) => STORY_CURRENCIES.includes(c.iso_code))
    .sort((a, b) => STORY_CURRENCIES.indexOf(a.iso_code) - STORY_CURRENCIES.indexOf(b.iso_code))
    .map(({ iso_code, symbol }) => ({ iso_code, symbol })),
  languages: [{ iso_code: 'en', name: 'English', native_name: 'English' }],
  banners: [],
};

/** The sandbox's welcome bonuses of a currency, as GET /bonuses/welcome-for-land answers them. */
export const fakeWelcomeBonuses = (currency: string) =>
  welcomeBonusesFor(currency.toUpperCase()).map((b) => bonusView(b, fake));

/** Server answers the stories use, built by the real normaliser exactly as the API client would. */
export const SERVER_ERRORS = {
  duplicateUser: () =>
    normalizeError(400, { errors: [{ location: 'username', reason: 'badRequest', msg: 'The user already exist' }] }),
  /** The sandbox's answer to a wrong username or password (sandbox/README.md, "Login"). */
  wrongPassword: () =>
    normalizeError(401, {
      errors: [{ location: 'password', reason: 'unauthorized', msg: 'Invalid username or password' }],
    }),
  tooManyRequests: () => normalizeError(429, { errors: [{ reason: 'tooManyRequests', msg: 'Too many attempts' }] }),
  server: () => normalizeError(500, {}),
} satisfies Record<string, () => ApiError>;

// ---- The fake API client ----

/** Every route the dialogs call, as `METHOD path`. */
export type FakeRoute =
  | 'GET /settings'
  | 'GET /settings/additional-settings'
  | 'GET /bonuses/welcome-for-land'
  | 'GET /bonuses/promo/check'
  | 'GET /csrf-token'
  | 'POST /user/registration'
  | 'POST /registration'
  | 'POST /user/login'
  | 'POST /players/passwords'
  | 'POST /statistics/open-registration-form'
  | 'GET /players/me'
  | 'GET /players/me/balance';

export interface FakeApiOptions {
  /** Routes whose request never settles (a request in flight: the spinner stays). */
  hang?: FakeRoute[];
  /** Routes answered with an empty list. */
  empty?: FakeRoute[];
  /** Routes that reject with this error (build it with normalizeError / SERVER_ERRORS). */
  fail?: Partial<Record<FakeRoute, ApiError | (() => ApiError)>>;
}

/**
 * Sign-up and sign-in would save a session (cookies that every localhost port shares) and could
 * navigate away, so by default they stay in flight: submitting a valid form in a story shows the
 * loading state and nothing signs anyone in.
 */
const HANG_BY_DEFAULT: FakeRoute[] = ['POST /user/registration', 'POST /registration', 'POST /user/login'];

type Handler = (req: ApiRequest) => unknown;

const ROUTES: Record<FakeRoute, Handler> = {
  'GET /settings': () => FAKE_SETTINGS,
  'GET /settings/additional-settings': () => ({ captcha_site_key: FAKE_SITE_KEY }),
  'GET /bonuses/welcome-for-land': (req) => fakeWelcomeBonuses(String(req.params?.currency ?? 'INR')),
  'GET /bonuses/promo/check': (req) => {
    const code = String(req.params?.code ?? '').trim();
    const promo = findPromo(code);
    if (!promo)
      throw normalizeError(404, { errors: [{ location: 'code', reason: 'notFound', msg: 'Promo code not found' }] });
    if (!promo.active)
      throw normalizeError(400, {
        errors: [{ location: 'code', reason: 'badRequest', msg: 'Promo code is not active' }],
      });
    return { code, description: promo.description };
  },
  'GET /csrf-token': () => ({ token: 'ladle-csrf-token', expires_at: 4_102_444_800 }),
  'POST /user/registration': () => ({}),
  'POST /registration': () => ({}),
  'POST /user/login': () => ({}),
  'POST /players/passwords': () => ({}),
  'POST /statistics/open-registration-form': () => ({ id: 1 }),
  'GET /players/me': () => ({ id: 1, info: { uuid: 'ladle-player' }, meta: {} }),
  'GET /players/me/balance': () => ({ balance: { amount: 0, currency: 'INR' } }),
};

export interface FakeApiCall {
  route: string;
  request: ApiRequest;
  outcome: 'ok' | 'hang' | 'empty' | 'fail';
}

export type FakeApiClient = ApiClient & { calls: FakeApiCall[] };

const never = <T,>() => new Promise<T>(() => undefined);

/** An ApiClient with the real one's shape (request/get/post) that answers from ROUTES. */
export function createFakeApi(opts: FakeApiOptions = {}): FakeApiClient {
  const hang = new Set<string>([...HANG_BY_DEFAULT, ...(opts.hang ?? [])]);
  const empty = new Set<string>(opts.empty ?? []);
  const calls: FakeApiCall[] = [];

  async function request<T = unknown>(req: ApiRequest): Promise<T> {
    const route = `${(req.method ?? 'get').toUpperCase()} ${req.path}`;
    const record = (outcome: FakeApiCall['outcome']) => calls.push({ route, request: req, outcome });
    // Answer on a later microtask, as a real request would, but without any timer: deterministic.
    await Promise.resolve();
    // A failure the story asks for wins over everything, then an empty list, then "in flight".
    const failure = opts.fail?.[route as FakeRoute];
    if (failure) {
      record('fail');
      throw typeof failure === 'function' ? failure() : failure;
    }
    if (empty.has(route)) {
      record('empty');
      return [] as T;
    }
    const handler = ROUTES[route as FakeRoute];
    if (!handler) {
      record('fail');
      console.warn(`[ladle fake API] no canned answer for ${route}`);
      throw normalizeError(404, {
        errors: [{ reason: 'notFound', msg: `Ladle's fake API has no answer for ${route}` }],
      });
    }
    if (hang.has(route)) {
      record('hang');
      return never<T>();
    }
    try {
      const data = handler(req) as T;
      record('ok');
      return data;
    } catch (e) {
      record('fail');
      throw e;
    }
  }

  return {
    calls,
    request,
    get: <T = unknown>(path: string, more: Omit<ApiRequest, 'path' | 'method'> = {}) =>
      request<T>({ ...more, path, method: 'get' }),
    post: <T = unknown>(path: string, data?: unknown, more: Omit<ApiRequest, 'path' | 'method' | 'data'> = {}) =>
      request<T>({ ...more, path, method: 'post', data }),
  };
}

// ---- Fake boot data ----

/**
 * The boot data of the welcome-bonus page, with every host on an unresolvable domain (nothing can
 * reach a real server, not even the local sandbox) and the captcha script a no-op data: URL: the
 * runtime appends `?render=explicit`, which lands inside the `//` comment.
 */
export const fakeBoot: BootData = (() => {
  const boot = bootDataOf(pageFor(casinoWelcome));
  return {
    ...boot,
    pixel: 'none',
    site: {
      ...boot.site,
      hosts: {
        ...site.hosts,
        api: `${fake}/api/v1`,
        apiV3: `${fake}/api/v3`,
        registration: `${fake}/registration`,
        ccg: `${fake}/ccg`,
        bonus: `${fake}/bonus`,
        authService: `${fake}/auth`,
        mainApp: `${fake}/app`,
        pixelScript: `${fake}/pixel/pixel.js`,
        captchaScript: 'data:text/javascript,//',
      },
      redirectHosts: ['fake.ladle.invalid'],
    },
  };
})();

// ---- Fake hCaptcha ----

interface CaptchaOptions {
  sitekey?: unknown;
  callback?: (token: string) => void;
  'expired-callback'?: () => void;
}

/** A stand-in for window.hcaptcha: render() draws an "I am human" checkbox; ticking it hands over a token. */
export function installFakeCaptcha(win: Window = window) {
  const widgets = new Map<number, HTMLInputElement>();
  let next = 1;
  win.hcaptcha = {
    render(el, o) {
      const opts = o as CaptchaOptions;
      const doc = el.ownerDocument;
      const id = next++;
      const box = doc.createElement('label');
      box.className = 'ladle-fake-captcha';
      box.setAttribute(
        'style',
        'color-scheme:light;display:flex;align-items:center;gap:12px;width:302px;max-width:100%;box-sizing:border-box;height:76px;padding:0 14px;border-radius:4px;background:#f9f9f9;border:1px solid #d5d5d5;color:#333;font:14px/1.2 system-ui,sans-serif;cursor:pointer',
      );
      const input = doc.createElement('input');
      input.type = 'checkbox';
      input.setAttribute('style', 'width:26px;height:26px;margin:0;accent-color:#0074bf');
      input.addEventListener('change', () =>
        input.checked ? opts.callback?.(`ladle-captcha-token-${id}`) : opts['expired-callback']?.(),
      );
      const text = doc.createElement('span');
      text.textContent = 'I am human';
      const mark = doc.createElement('small');
      mark.textContent = `fake captcha · ${String(opts.sitekey)}`;
      mark.setAttribute('style', 'margin-left:auto;font-size:10px;color:#777;text-align:right;max-width:90px');
      box.append(input, text, mark);
      el.replaceChildren(box);
      widgets.set(id, input);
      return id;
    },
    reset(id) {
      const input = widgets.get(Number(id));
      if (input) input.checked = false;
    },
  };
}

// ---- Setting it all up ----

export interface FakeRuntimeOptions {
  api?: FakeApiOptions;
  /** Show the captcha widget from the start (as after a 429): displayCaptcha with the fake site key. */
  captcha?: boolean;
}

/** Clears every store the dialogs touch (each store's own reset), so that a story starts as a fresh page would. */
export function resetStores() {
  resetDialog();
  resetLoader();
  resetNotifications();
  resetCaptchaState();
  resetBonuses();
  resetSettings();
  resetProfile();
  forgetCsrf();
}

/**
 * What startRuntime() does, against the fakes: the runtime context, i18n in English, the settings
 * loaded through the real loaders, the captcha store filled. Returns the i18n instance and the API.
 */
export async function startFakeRuntime(
  opts: FakeRuntimeOptions = {},
): Promise<{ i18n: i18n; api: FakeApiClient; context: RuntimeContext }> {
  resetStores();
  installFakeCaptcha();
  const api = createFakeApi(opts.api);
  const language = () => 'en';
  const context: RuntimeContext = { api, boot: fakeBoot, language };
  const i18n = await setupI18n(language());
  captcha.required = fakeBoot.site.features.captcha;
  await Promise.all([loadSettings(api), loadAdditionalSettings(api)]).catch((e: unknown) =>
    console.warn('Fake settings did not load:', asApiError(e).message),
  );
  captcha.siteKey = settings.captchaSiteKey;
  if (opts.captcha) captcha.displayCaptcha = true;
  return { i18n, api, context };
}
