/**
 * The runtime's operator calls and what follows them (spec 4, 7): logout, the profile's redirect
 * URL, player activity. The real API client against an in-process sandbox on a free port, with a
 * fake cookie jar and storage in place of the browser.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/startSandbox.ts';
import { installFakeBrowser, type FakeBrowser } from '../support/fakeBrowser.ts';
import { createApiClient } from '../../runtime/auth/api/createApiClient.ts';
import { logout, onLogout, resetSession, saveSession, session } from '../../runtime/auth/session/session.ts';
import { leaveOnLogout } from '../../runtime/auth/leaveOnLogout.ts';
import { followProfileRedirect } from '../../runtime/auth/followProfileRedirect.ts';
import { fetchProfile, profile, resetProfile, setRedirectUrl } from '../../runtime/auth/profile.ts';
import { completeAuth } from '../../runtime/auth/afterAuth.ts';
import { recordPlayerActivity } from '../../runtime/auth/playerActivity.ts';
import { REFRESH, SESSION_REFRESH_TEXT, refreshSession } from '../../runtime/auth/api/refreshSession.ts';
import { notifications, resetNotifications } from '../../runtime/ui/notifications.ts';
import { InvalidTokenData, writeSession } from '../../runtime/auth/session/tokenStorage.ts';
import {
  captcha,
  captchaAfterError,
  captchaBlocksSubmit,
  captchaFailed,
  resetCaptchaState,
  setCaptchaToken,
} from '../../runtime/auth/captcha.ts';
import { asApiError } from '../../runtime/auth/api/ApiError.ts';
import { registration } from '../../sandbox/testSupport.ts';
import { mountCaptcha, type CaptchaApi } from '../../runtime/auth/forms/CaptchaArea.tsx';
import { startSupportChat } from '../../runtime/chat/supportChat.ts';
import { VISITOR_ID_POLL, trackRegistrationOpen } from '../../runtime/auth/statistics.ts';
import { takeOneTimeToken } from '../../runtime/auth/session/oneTimeToken.ts';
import { signInOnce } from '../../runtime/auth/session/oneTimeLogin.ts';
import { registerForTournament } from '../../runtime/dialogs/registerForTournament.ts';
import { dialog, resetDialog } from '../../runtime/dialogs/dialog.ts';
import { loadSettings, resetSettings, settings } from '../../runtime/auth/settings.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { setupI18n } from '../../runtime/i18n/i18n.ts';
import { RuntimeProvider } from '../../runtime/context/RuntimeContext.tsx';
import ThanksDialog from '../../runtime/dialogs/ThanksDialog.tsx';
import type { ApiClient } from '../../runtime/core/apiClient.ts';
import type { BootData } from '../../runtime/core/BootData.ts';
import type { EnvironmentHosts } from '../../model/siteConfigSchema.ts';

let sb: RunningSandbox;
let browser: FakeBrowser;
let api: ApiClient;

const hostsFor = (base: string): EnvironmentHosts => ({
  api: `${base}/api/v1`,
  apiV3: `${base}/api/v3`,
  registration: `${base}/registration`,
  ccg: `${base}/ccg`,
  bonus: `${base}/bonus`,
  authService: `${base}/auth`,
  mainApp: `${base}/app`,
  captchaScript: `${base}/captcha/api.js`,
  pixelScript: `${base}/pixel/pixel.js`,
});

async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${sb.url}/__sandbox${path}`, {
    method,
    headers: { 'x-sandbox-token': sb.state.controlToken, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as T;
}

interface Seeded {
  token: { access_token: string; refresh_token: string };
}
const seedAndSignIn = async () => {
  const seeded = await control<Seeded>('POST', '/players', {
    username: `p${Date.now()}${Math.random()}@example.com`,
    password: 'secret1',
  });
  saveSession(seeded.token);
  return seeded.token;
};
const meWith = (access: string) =>
  fetch(`${sb.url}/api/v1/players/me`, { headers: { authorization: `Bearer ${access}` } }).then((r) => r.status);
const logged = (path: string) =>
  control<{ path: string; method: string; headers: Record<string, string>; status: number }[]>(
    'GET',
    `/requests?path=${encodeURIComponent(path)}`,
  );

beforeAll(async () => {
  sb = await startSandbox({ port: 0 });
});
// A request the test stopped waiting for may still be open: end every connection, or close waits for keep-alive.
afterAll(async () => {
  const closing = sb.close();
  sb.app.server.closeAllConnections();
  await closing;
});
beforeEach(async () => {
  await control('POST', '/reset');
  browser = installFakeBrowser();
  resetSession();
  resetProfile();
  api = createApiClient({ hosts: hostsFor(sb.url), language: () => 'en' });
});
afterEach(() => browser.uninstall());

describe('logout', () => {
  it('calls POST /oauth/logout with the session before the local clean-up, then clears tokens, cookies and storage', async () => {
    const token = await seedAndSignIn();
    expect(browser.cookies.get('vuexx')).toBe(token.access_token);
    const informed: (string | null)[] = [];
    const off = onLogout(() => informed.push(session.accessToken));
    await logout();
    off();
    const calls = await logged('/api/v1/oauth/logout');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      status: 200,
      headers: { authorization: `Bearer ${sb.state.requests.mark(token.access_token)}` },
    });
    // The server revoked the session: the old access token no longer works.
    expect(await meWith(token.access_token)).toBe(401);
    expect(informed).toEqual([null]);
    expect(session).toMatchObject({ accessToken: null, refreshToken: null });
    expect(browser.cookies.has('vuexx') || browser.cookies.has('refresh')).toBe(false);
    expect(browser.storage.size).toBe(0);
  });

  it('clears locally even when the server call fails', async () => {
    await control('POST', '/faults', { match: { method: 'POST', path: '/api/v1/oauth/logout' }, status: 503 });
    await seedAndSignIn();
    let informed = 0;
    const off = onLogout(() => {
      informed++;
    });
    await logout();
    off();
    expect((await logged('/api/v1/oauth/logout'))[0]).toMatchObject({ status: 503 });
    expect(informed).toBe(1);
    expect(session.refreshToken).toBeNull();
    expect(browser.cookies.size).toBe(0);
  });

  it('a 401 ip block logs out through the server too, once for two requests', async () => {
    await control('POST', '/faults', {
      match: { method: 'GET', path: '/api/v1/players/me' },
      times: 2,
      status: 401,
      body: { errors: [{ location: 'ip', reason: 'forbidden', msg: 'Forbidden' }] },
    });
    const token = await seedAndSignIn();
    const results = await Promise.allSettled([api.get('/players/me'), api.get('/players/me')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    const calls = await logged('/api/v1/oauth/logout');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${sb.state.requests.mark(token.access_token)}`);
    expect(session.accessToken).toBeNull();
  });

  it('a refresh refused by the server logs out through the server before clearing', async () => {
    const token = await seedAndSignIn();
    await control('POST', '/expire-access');
    await control('POST', '/faults', {
      match: { method: 'POST', path: '/api/v3/oauth/refresh' },
      status: 401,
      body: { errors: [{ location: 'refresh_token', reason: 'unauthorized', msg: 'Invalid refresh token' }] },
    });
    await expect(api.get('/players/me')).rejects.toMatchObject({ status: 401 });
    const calls = await logged('/api/v1/oauth/logout');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${sb.state.requests.mark(token.access_token)}`);
    expect(session.refreshToken).toBeNull();
  });

  it('clears the profile and goes home, unless already there', async () => {
    const went: string[] = [];
    let path = '/new-promo/welcome/';
    const off = leaveOnLogout('/new-promo/', { path: () => path, go: (u) => went.push(u) });
    await seedAndSignIn();
    profile.player = { id: 1 };
    await logout();
    expect(profile.player).toBeNull();
    expect(went).toEqual(['/new-promo/']);
    path = '/new-promo/';
    await seedAndSignIn();
    await logout();
    off();
    expect(went).toEqual(['/new-promo/']);
  });
});

describe("the profile's redirect URL", () => {
  const allowed = ['winplay.example'];

  it('a redirect happens whenever it changes, only to an allowed host', () => {
    const went: string[] = [];
    const off = followProfileRedirect(allowed, { go: (u) => went.push(u), here: () => browser.location.href });
    setRedirectUrl('https://winplay.example/bonuses?a=1');
    setRedirectUrl('https://winplay.example/bonuses?a=1');
    setRedirectUrl('https://evil.example/');
    setRedirectUrl('//evil.example/');
    setRedirectUrl(null);
    setRedirectUrl('https://winplay.example/casino');
    off();
    setRedirectUrl('https://winplay.example/live');
    expect(went).toEqual(['https://winplay.example/bonuses?a=1', 'https://winplay.example/casino']);
  });

  it('after sign-up the campaign rule sets it, and that is the one navigation', () => {
    const went: string[] = [];
    const off = followProfileRedirect(allowed, { go: (u) => went.push(u), here: () => browser.location.href });
    const boot = {
      site: { redirectHosts: allowed, hosts: { mainApp: 'https://winplay.example' } },
      redirect: { afterRegister: { to: 'casino' } },
    } as unknown as BootData;
    const token = {
      access_token: 'a.b.c',
      refresh_token: 'rt.1',
      token_type: 'Bearer',
      expires_in: Math.floor(Date.now() / 1000) + 900,
    };
    const target = completeAuth({ token, redirect_url: 'https://winplay.example/app/' }, 'register', boot);
    off();
    expect(went).toEqual([target!.href]);
    expect(target!.href).toBe('https://winplay.example/app/casino?click_id=c1&welcomeme=1');
    expect(profile.redirectUrl).toBe(target!.href);
  });
});

describe('the stored action type', () => {
  const token = () => ({
    access_token: 'a.b.c',
    refresh_token: 'rt.1',
    token_type: 'Bearer',
    expires_in: Math.floor(Date.now() / 1000) + 900,
  });
  const bootWith = (afterRegister: unknown) =>
    ({
      site: { redirectHosts: ['winplay.example'], hosts: { mainApp: 'https://winplay.example' } },
      redirect: { afterRegister },
    }) as unknown as BootData;
  const stored = (rule: unknown) => {
    completeAuth({ token: token() }, 'register', bootWith(rule), () => undefined);
    return browser.cookies.get('action_type');
  };

  it('is removed after the redirect, except where the campaign keeps it (aviator and landfootball register)', () => {
    expect(stored({ to: 'app-root' })).toBeUndefined();
    expect(stored({ to: 'casino-slot', slot: 'aviator', keepAction: true })).toBe('register');
    expect(stored({ to: 'none', keepAction: true })).toBe('register');
  });
});

describe('player activity', () => {
  const events = () =>
    control<{ kind: string; data: Record<string, unknown> }[]>('GET', '/events?kind=player-activity');

  it('POST /player-activity carries player_uuid, action, partner_url and landing_name', async () => {
    const page = 'http://127.0.0.1/new-promo/cash-race/?click_id=c9';
    expect(
      await recordPlayerActivity(api, {
        playerUuid: 'u-1',
        action: 'register',
        landingName: 'cash-race',
        partnerUrl: page,
      }),
    ).toBe(true);
    await seedAndSignIn();
    expect(
      await recordPlayerActivity(api, {
        playerUuid: 'u-2',
        action: 'login',
        landingName: 'welcome-bonuses',
        partnerUrl: page,
      }),
    ).toBe(true);
    expect((await events()).map((e) => e.data)).toEqual([
      { player_uuid: 'u-1', action: 'register', partner_url: page, landing_name: 'cash-race' },
      { player_uuid: 'u-2', action: 'login', partner_url: page, landing_name: 'welcome-bonuses' },
    ]);
    // Signed in, the call carries the session like every other.
    expect((await logged('/api/v1/player-activity'))[1]!.headers.authorization).toMatch(/^Bearer /);
  });

  it('never holds the flow: no uuid sends nothing, a failure or a slow answer resolves false', async () => {
    expect(
      await recordPlayerActivity(api, {
        playerUuid: undefined,
        action: 'login',
        landingName: 'x',
        partnerUrl: 'http://x/',
      }),
    ).toBe(false);
    expect(await logged('/api/v1/player-activity')).toEqual([]);
    await control('POST', '/faults', { match: { method: 'POST', path: '/api/v1/player-activity' }, status: 500 });
    expect(
      await recordPlayerActivity(api, { playerUuid: 'u', action: 'login', landingName: 'x', partnerUrl: 'http://x/' }),
    ).toBe(false);
    // An answer 2 s late: the flow goes on after the 100 ms wait, long before it (a margin a busy machine keeps).
    await control('POST', '/faults', { match: { method: 'POST', path: '/api/v1/player-activity' }, delayMs: 2000 });
    const started = Date.now();
    expect(
      await recordPlayerActivity(
        api,
        { playerUuid: 'u', action: 'login', landingName: 'x', partnerUrl: 'http://x/' },
        100,
      ),
    ).toBe(false);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe('session refresh', () => {
  const waits: number[] = [];
  const wait = async (ms: number) => {
    waits.push(ms);
  };
  const refreshFault = (status: number, times: number) =>
    control('POST', '/faults', {
      match: { method: 'POST', path: '/api/v3/oauth/refresh' },
      status,
      times,
      body: { errors: [{ reason: 'x', msg: 'x' }] },
    });
  const attempts = async () => (await logged('/api/v3/oauth/refresh')).map((r) => r.status);
  beforeEach(() => {
    waits.length = 0;
    resetNotifications();
  });

  it('up to 3 attempts: a 429 is retried after 5000 ms, then the new tokens are saved', async () => {
    const old = await seedAndSignIn();
    await refreshFault(429, 2);
    expect(await refreshSession(hostsFor(sb.url).apiV3, wait)).toBe(true);
    expect(await attempts()).toEqual([429, 429, 200]);
    expect(waits).toEqual([REFRESH.waitAfter429Ms, REFRESH.waitAfter429Ms]);
    expect(REFRESH).toEqual({ attempts: 3, waitAfter429Ms: 5000 });
    expect(session.refreshToken).toMatch(/^rt\./);
    expect(session.refreshToken).not.toBe(old.refresh_token);
  });

  it('three 429s are the end: logout', async () => {
    await seedAndSignIn();
    await refreshFault(429, 3);
    expect(await refreshSession(hostsFor(sb.url).apiV3, wait)).toBe(false);
    expect(await attempts()).toEqual([429, 429, 429]);
    expect(waits).toHaveLength(2);
    expect(session.refreshToken).toBeNull();
  });

  it('500 or above is fatal: one attempt, the "Session refresh" notification with code 500, no logout', async () => {
    await seedAndSignIn();
    await refreshFault(503, 1);
    expect(await refreshSession(hostsFor(sb.url).apiV3, wait)).toBe(false);
    expect(await attempts()).toEqual([503]);
    expect(notifications.list.map((n) => [n.message, n.code])).toEqual([[SESSION_REFRESH_TEXT, 500]]);
    expect(session.refreshToken).not.toBeNull();
  });
});

describe('token data', () => {
  it("creating a session from invalid data fails with 'Invalid token data' and stores nothing", () => {
    for (const bad of [
      null,
      {},
      { access_token: 'a', token_type: 'Bearer', expires_in: 1 },
      { access_token: 'undefined', refresh_token: 'r', token_type: 'Bearer', expires_in: 1 },
    ]) {
      expect(() => writeSession(bad)).toThrow(InvalidTokenData);
      expect(() => writeSession(bad)).toThrow('Invalid token data');
    }
    expect(browser.cookies.size + browser.storage.size).toBe(0);
  });
});

describe('headers', () => {
  it('Content-Location (the page URL) goes only with bonus-management calls', async () => {
    const page = 'http://127.0.0.1/new-promo/cash-race/?click_id=c1';
    const client = createApiClient({
      hosts: { ...hostsFor(sb.url), bonusManagement: `${sb.url}/bonus-management` },
      language: () => 'pt',
      pageUrl: () => page,
    });
    await client.get('/anything', { host: 'bonusManagement' }).catch(() => undefined);
    await client.get('/settings/additional-settings').catch(() => undefined);
    const [bm] = await logged('/bonus-management/');
    const [plain] = await logged('/api/v1/settings/additional-settings');
    expect(bm!.headers['content-location']).toBe(page);
    expect(plain!.headers['content-location']).toBeUndefined();
    expect(plain!.headers['accept-language']).toBe('pt-br');
  });
});

describe('captcha', () => {
  beforeEach(() => resetCaptchaState());
  const captchaToken = async () =>
    (
      await (
        await fetch(`${sb.url}/captcha/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ sitekey: 'sandbox-site-key' }),
        })
      ).json()
    ).token as string;
  /** Registers with the sandbox's real answers; the error goes through the runtime's captcha rule. */
  const attempt = async (body: Record<string, unknown>, sentToken: boolean) => {
    const e = await api.post('/registration', body, { host: 'registration', auth: false }).then(
      () => null,
      (x: unknown) => asApiError(x),
    );
    if (e) captchaAfterError(e, sentToken);
    return e?.status ?? 200;
  };

  it('a 429 reveals it; a 400/422 with a token and a 403 invalid-input-response or timeout-or-duplicate reset it', async () => {
    await control('POST', '/config', { registrationAttemptLimit: 1 });
    expect(await attempt(registration(), false)).toBe(200);
    expect(await attempt(registration(), false)).toBe(429);
    expect(captcha.displayCaptcha).toBe(true);
    expect(captchaBlocksSubmit()).toBe(true);
    setCaptchaToken('t');
    expect(captchaBlocksSubmit()).toBe(false);
    const resets = () => captcha.needReset;
    let before = resets();
    expect(await attempt(registration({ 'captcha-token': 'forged' }), true)).toBe(403);
    expect(resets()).toBe(before + 1);
    const once = await captchaToken();
    expect(await attempt(registration({ 'captcha-token': once }), true)).toBe(200);
    before = resets();
    expect(await attempt(registration({ 'captcha-token': once }), true)).toBe(403);
    expect(resets()).toBe(before + 1);
    before = resets();
    expect(await attempt(registration({ 'captcha-token': await captchaToken(), username: 'not-an-email' }), true)).toBe(
      400,
    );
    expect(resets()).toBe(before + 1);
    // The same 400 without a token leaves the captcha alone.
    await control('POST', '/config', { registrationAttemptLimit: 1000 });
    before = resets();
    expect(await attempt(registration({ username: 'not-an-email' }), false)).toBe(400);
    expect(resets()).toBe(before);
  });

  it('a load or rendering failure is logged and drops the requirement; a rendered widget gets the site key, size normal and the language', async () => {
    captcha.siteKey = 'site-key-1';
    const box = {} as HTMLElement;
    const rendered: Record<string, unknown>[] = [];
    const api: CaptchaApi = {
      render: (_el, o) => {
        rendered.push(o);
        return 7;
      },
      reset: () => undefined,
    };
    const logged: string[] = [];
    const warn = (m: string, d: string) => {
      logged.push(`${m} ${d}`);
    };
    expect(
      await mountCaptcha('https://c.example/api.js?render=explicit', () => box, 'hi', {
        load: async () => undefined,
        api: () => api,
        warn,
      }).widget,
    ).toBe(7);
    expect(rendered[0]).toMatchObject({ sitekey: 'site-key-1', size: 'normal', hl: 'hi' });
    expect(captcha.required).toBe(true);
    for (const broken of [
      { load: () => Promise.reject(new Error('blocked by the network')), api: () => api },
      { load: async () => undefined, api: () => undefined },
      {
        load: async () => undefined,
        api: () => ({
          ...api,
          render: () => {
            throw new Error('bad site key');
          },
        }),
      },
    ]) {
      resetCaptchaState();
      captcha.displayCaptcha = true;
      expect(await mountCaptcha('https://c.example/api.js', () => box, 'en', { ...broken, warn }).widget).toBeNull();
      expect(captcha.required).toBe(false);
      expect(captchaBlocksSubmit()).toBe(false);
    }
    expect(logged).toEqual([
      'Captcha failed, not required any more: blocked by the network',
      'Captcha failed, not required any more: the captcha script defined no captcha',
      'Captcha failed, not required any more: bad site key',
    ]);
  });

  it('a rendering failure drops the requirement: nothing blocks submit any more', () => {
    captcha.displayCaptcha = true;
    expect(captchaBlocksSubmit()).toBe(true);
    captchaFailed();
    expect(captchaBlocksSubmit()).toBe(false);
    expect(captcha.required).toBe(false);
  });
});

describe('registration-form statistics', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  function recordingApi() {
    const posts: { path: string; data: unknown }[] = [];
    const client = {
      post: async (path: string, data: unknown) => {
        posts.push({ path, data });
        return {};
      },
    } as unknown as ApiClient;
    return { client, posts };
  }

  it('waits for the visitor id, polling every 5 s, and sends once it is known', async () => {
    vi.useFakeTimers();
    const { client, posts } = recordingApi();
    trackRegistrationOpen(client, 'form-1', 2);
    await vi.advanceTimersByTimeAsync(VISITOR_ID_POLL.everyMs * 3);
    expect(posts).toEqual([]);
    browser.cookies.set('_ga', 'GA1.1.123.456');
    await vi.advanceTimersByTimeAsync(VISITOR_ID_POLL.everyMs - 1);
    expect(posts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(posts).toEqual([
      {
        path: '/statistics/open-registration-form',
        data: expect.objectContaining({ form_id: 'form-1', ga_id: '123.456', type: 2 }),
      },
    ]);
    await vi.advanceTimersByTimeAsync(VISITOR_ID_POLL.maxMs);
    expect(posts).toHaveLength(1);
  });

  it('gives up at 100 s', async () => {
    vi.useFakeTimers();
    expect(VISITOR_ID_POLL).toEqual({ everyMs: 5000, maxMs: 100_000 });
    const { client, posts } = recordingApi();
    trackRegistrationOpen(client, 'form-2', 1);
    await vi.advanceTimersByTimeAsync(VISITOR_ID_POLL.maxMs);
    browser.cookies.set('_ga', 'GA1.1.9.9');
    await vi.advanceTimersByTimeAsync(VISITOR_ID_POLL.maxMs);
    expect(posts).toEqual([]);
  });
});

describe('one-time login', () => {
  it('GET /oauth/onetime?token= signs in once: the session is stored; the same token again is refused', async () => {
    const username = `once${Date.now()}@example.com`;
    await control('POST', '/players', { username, password: 'secret1' });
    const { token } = await control<{ token: string }>('POST', '/onetime', { username });
    expect(await signInOnce(`${sb.url}/api/v1`, token)).toBe(true);
    const [call] = await logged('/api/v1/oauth/onetime');
    expect(call).toMatchObject({ method: 'GET', status: 200, query: { token: sb.state.requests.mark(token) } });
    const access = browser.cookies.get('vuexx')!;
    expect(await meWith(access)).toBe(200);
    expect(browser.storage.get('refresh')).toMatch(/^rt\./);
    browser.cookies.clear();
    browser.storage.clear();
    expect(await signInOnce(`${sb.url}/api/v1`, token)).toBe(false);
    expect(browser.cookies.size + browser.storage.size).toBe(0);
  });

  it('the token is taken out of the address at once, the rest of the query kept', () => {
    const replaced: string[] = [];
    const hist = {
      replaceState: (_s: unknown, _t: string, url?: string | URL | null) => {
        replaced.push(String(url));
      },
    };
    expect(
      takeOneTimeToken({ href: 'https://p.example/new-promo/welcome-bonuses/?click_id=c1&token=ot.abcdef12#x' }, hist),
    ).toBe('ot.abcdef12');
    expect(replaced).toEqual(['/new-promo/welcome-bonuses/?click_id=c1#x']);
    // Not a token: removed all the same, nothing exchanged.
    expect(takeOneTimeToken({ href: 'https://p.example/new-promo/?token=%3Cscript%3E' }, hist)).toBeNull();
    expect(replaced[1]).toBe('/new-promo/');
    expect(takeOneTimeToken({ href: 'https://p.example/new-promo/?click_id=1' }, hist)).toBeNull();
    expect(replaced).toHaveLength(2);
  });
});

describe('tournament registration', () => {
  beforeEach(() => {
    resetDialog();
    resetNotifications();
  });

  it('signed in: POST /tournaments/registration, success is 200 and the thank-you dialog opens', async () => {
    await seedAndSignIn();
    await registerForTournament(api, null);
    expect((await logged('/api/v1/tournaments/registration')).map((r) => r.status)).toEqual([200]);
    expect(dialog.openDialog?.name).toBe('thanks');
  });

  it('signed out: the sign-in dialog, nothing sent; a failure says why and thanks no one', async () => {
    await registerForTournament(api, null);
    expect(dialog.openDialog?.name).toBe('sign-in');
    expect(await logged('/api/v1/tournaments/registration')).toEqual([]);
    resetDialog();
    await seedAndSignIn();
    await control('POST', '/faults', {
      match: { method: 'POST', path: '/api/v1/tournaments/registration' },
      status: 409,
      body: { errors: [{ reason: 'conflict', msg: 'Already registered' }] },
    });
    await registerForTournament(api, null);
    expect(dialog.openDialog).toBeNull();
    expect(notifications.list.map((n) => n.message)).toEqual(['Already registered']);
  });

  it('a dropped connection is normalised to 500 (spec 8): a red notification, not an orange warning', async () => {
    await seedAndSignIn();
    await control('POST', '/faults', {
      match: { method: 'POST', path: '/api/v1/tournaments/registration' },
      drop: true,
    });
    await registerForTournament(api, null);
    expect(dialog.openDialog).toBeNull();
    expect(notifications.list.map((n) => ({ code: n.code, tone: n.tone }))).toEqual([{ code: 500, tone: 'error' }]);
    expect(notifications.list[0]?.message).toMatch(/Communication error/);
  });
});

describe('the thank-you dialog', () => {
  it('thanks for the tournament registration and offers a cricket bet in the main application', async () => {
    const i18n = await setupI18n('en');
    const boot = { site: { hosts: { mainApp: 'https://winplay.example' } } } as unknown as BootData;
    const html = renderToStaticMarkup(
      createElement(RuntimeProvider, {
        value: { api, boot, language: () => 'en' },
        children: createElement(I18nextProvider, { i18n, children: createElement(ThanksDialog) }),
      }),
    );
    expect(html).toContain('Thank you!');
    expect(html).toContain('You are registered for the tournament.');
    expect(html).toMatch(/<a [^>]*href="https:\/\/winplay\.example\/sports\/cricket"[^>]*>Place a cricket bet<\/a>/);
  });
});

describe('settings', () => {
  beforeEach(() => resetSettings());

  it('no currencies loaded: the country-unavailable flag is raised and no message is shown', async () => {
    resetNotifications();
    await control('POST', '/faults', {
      match: { method: 'GET', path: '/api/v1/settings' },
      status: 200,
      body: { default_currency: 'INR', currencies: [], languages: [] },
    });
    await loadSettings(api);
    expect(settings.countryUnavailable).toBe(true);
    expect(notifications.list).toEqual([]);
    resetSettings();
    await loadSettings(api);
    expect(settings.currencies.length).toBeGreaterThan(0);
    expect(settings.countryUnavailable).toBe(false);
  });
});

describe('the support chat', () => {
  it('a failure to load the SDK is logged only: nothing thrown, nothing shown', async () => {
    const appended: unknown[] = [];
    const doc = {
      getElementById: () => null,
      createElement: () => ({}),
      body: { append: (n: unknown) => appended.push(n) },
      defaultView: null,
    } as unknown as Document;
    const boot = {
      features: { supportChat: true },
      site: { hosts: { chatScript: 'https://chat.example/sdk.js', chat: { websiteToken: 't' } } },
    } as unknown as BootData;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    resetNotifications();
    try {
      await expect(startSupportChat(boot, doc, () => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledWith('Support chat did not load:', 'offline');
      expect(notifications.list).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('signed-in calls', () => {
  it('profile and balance are asked only when signed in, with the session', async () => {
    await fetchProfile(api);
    expect(await logged('/api/v1/players/me')).toEqual([]);
    expect(profile.player).toBeNull();
    const token = await seedAndSignIn();
    await fetchProfile(api);
    const calls = await logged('/api/v1/players/me');
    expect(calls.map((c) => [c.path, c.status, c.headers.authorization]).sort()).toEqual([
      ['/api/v1/players/me', 200, `Bearer ${sb.state.requests.mark(token.access_token)}`],
      ['/api/v1/players/me/balance', 200, `Bearer ${sb.state.requests.mark(token.access_token)}`],
    ]);
    expect(profile.player?.info?.uuid).toEqual(expect.any(String));
  });
});
