/** Helpers for the sandbox's own tests: a fake clock, a recorded sleep, and request shortcuts over app.inject. */
import type { FastifyInstance } from 'fastify';
import { createSandbox, type Sandbox } from './createSandbox.ts';
import type { Clock, SandboxOptions } from './types.ts';

export class FakeClock implements Clock {
  constructor(public ms = Date.UTC(2025, 0, 1)) {}
  now() {
    return this.ms;
  }
  advance(seconds: number) {
    this.ms += seconds * 1000;
  }
}

export interface TestSandbox extends Sandbox {
  clock: FakeClock;
  sleeps: number[];
  api: Api;
  /** Back to a fresh start (state.reset) between tests; cheaper than a new app per test. */
  reset(): void;
}

/** The control token of every test sandbox; `api` sends it with each request. */
export const TEST_CONTROL_TOKEN = 'test-control-token-0123456789';

export async function testSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const clock = new FakeClock();
  const sleeps: number[] = [];
  const sandbox = await createSandbox({
    tokenSecret: 'test-secret',
    // Most tests register many players from one client; the rate-limit tests set the real limit back.
    registrationAttemptLimit: 1000,
    controlToken: TEST_CONTROL_TOKEN,
    ...options,
    deps: {
      clock,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      ...options.deps,
    },
  });
  return {
    ...sandbox,
    clock,
    sleeps,
    api: api(sandbox.app, { 'x-sandbox-token': sandbox.state.controlToken }),
    reset: () => {
      sandbox.state.reset();
      sleeps.length = 0;
    },
  };
}

type Headers = Record<string, string>;
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
  text: string;
}

export interface Api {
  get<T = any>(url: string, headers?: Headers): Promise<Reply<T>>;
  post<T = any>(url: string, body?: unknown, headers?: Headers): Promise<Reply<T>>;
  put<T = any>(url: string, body?: unknown, headers?: Headers): Promise<Reply<T>>;
  patch<T = any>(url: string, body?: unknown, headers?: Headers): Promise<Reply<T>>;
  delete<T = any>(url: string, body?: unknown, headers?: Headers): Promise<Reply<T>>;
}

/** Requests over app.inject; `always` headers go with every request (a test sandbox's control token). */
export function api(app: FastifyInstance, always: Headers = {}): Api {
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Headers = {},
  ) => {
    const res = await app.inject({
      method,
      url,
      headers: { 'user-agent': 'vitest', ...always, ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    let parsed: unknown = res.body;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, body: parsed as any, headers: res.headers, text: res.body };
  };
  return {
    get: (url, headers) => call('GET', url, undefined, headers),
    post: (url, body, headers) => call('POST', url, body ?? {}, headers),
    put: (url, body, headers) => call('PUT', url, body ?? {}, headers),
    patch: (url, body, headers) => call('PATCH', url, body ?? {}, headers),
    delete: (url, body, headers) => call('DELETE', url, body, headers),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
/** A valid type-1 registration body; a fresh e-mail each call unless overridden. */
export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter++;
  return {
    username: `player${counter}@example.com`,
    password: 'secret1',
    repeat_password: 'secret1',
    currency: 'INR',
    checkbox1: true,
    checkbox2: true,
    confirm_subscribers: ['news'],
    is_promo: false,
    isTwoStep: false,
    bonus_id: 101,
    promo_code: '',
    set_deposit_modal_type: true,
    click_id: 'clk-1',
    offer_id: 'off-2',
    partner_id: 'par-3',
    landing_id: 'land-4',
    form_id: 'form-abc',
    type: '2',
    ...overrides,
  };
}

/** Registers a fresh player through type 1 and returns the answer body (uuid, tokens). */
export async function registered(a: Api, overrides: Record<string, unknown> = {}) {
  const res = await a.post('/registration/registration', registration(overrides));
  if (res.status !== 200) throw new Error(`registration failed: ${res.status} ${res.text}`);
  return res.body as {
    uuid: string;
    access_token: string;
    refresh_token: string;
    expires_in: number;
    redirect_url: string;
  };
}

export async function captchaToken(a: Api): Promise<string> {
  return (await a.post('/captcha/token', { sitekey: 'sandbox-site-key' })).body.token as string;
}

export async function csrf(a: Api): Promise<Headers> {
  return { 'x-csrf-token': (await a.get('/ccg/csrf-token')).body.token as string };
}
