/**
 * The attacks of issue 20 on the sandbox, kept as tests: control endpoints without the per-run
 * token, secrets read back from the request log, and a flood of large posts filling memory.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox } from '../createSandbox.ts';
import { controlTokenFrom } from '../http/controlToken.ts';
import { exposedWarning, isLoopbackHost } from '../http/loopback.ts';
import { MAX_EVENTS } from '../store/events.ts';
import { MAX_BODY_BYTES, MAX_BYTES, MAX_ENTRIES } from '../store/requestLog.ts';
import { api, bearer, csrf, registration, type TestSandbox, TEST_CONTROL_TOKEN, testSandbox } from '../testSupport.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
beforeEach(() => sb.reset());

const CONTROL_CALLS: Array<['GET' | 'POST' | 'DELETE', string, unknown?]> = [
  ['GET', '/__sandbox/requests'],
  ['DELETE', '/__sandbox/requests'],
  ['GET', '/__sandbox/events'],
  ['POST', '/__sandbox/reset'],
  ['POST', '/__sandbox/faults', { match: { path: '/' }, status: 500, times: -1 }],
  ['GET', '/__sandbox/faults'],
  ['DELETE', '/__sandbox/faults'],
  ['GET', '/__sandbox/config'],
  ['POST', '/__sandbox/config', { registrationAttemptLimit: 1_000_000 }],
  ['GET', '/__sandbox/players'],
  ['POST', '/__sandbox/players', { username: 'rich@example.com', balance: 99_999_999 }],
  ['POST', '/__sandbox/expire-access'],
  ['POST', '/__sandbox/onetime', { username: 'x@example.com' }],
  ['GET', '/__sandbox'],
  ['GET', '/__sandbox/'],
  ['GET', '/__sandbox/nothing'],
  ['GET', '/__sandbox?x=1'],
];

describe('control endpoints need the per-run token', () => {
  it('refuse every call without it, or with another token of the same length, and do nothing', async () => {
    const bare = api(sb.app);
    const wrong = api(sb.app, { 'x-sandbox-token': TEST_CONTROL_TOKEN.replace(/.$/, 'X') });
    for (const [method, url, body] of CONTROL_CALLS) {
      for (const client of [bare, wrong]) {
        const res = await client[method === 'GET' ? 'get' : method === 'POST' ? 'post' : 'delete'](url, body as never);
        expect(res.status, `${method} ${url}`).toBe(401);
        expect(res.body.errors[0]).toMatchObject({ location: 'x-sandbox-token', reason: 'unauthorized' });
      }
    }
    // Nothing happened: no rich player, no fault, the limits unchanged.
    expect((await sb.api.get('/__sandbox/players')).body).toEqual([]);
    expect((await sb.api.get('/__sandbox/faults')).body).toEqual([]);
    expect((await sb.api.get('/__sandbox/config')).body.registrationAttemptLimit).toBe(1000);
    // Case and encoding tricks reach no control route either (Fastify's router is case-sensitive).
    for (const url of ['/__SANDBOX/players', '/%5f%5fsandbox/players', '//__sandbox/players']) {
      const res = await bare.get(url);
      expect(res.status, url).not.toBe(200);
      expect(res.text).not.toContain('rich@example.com');
    }
  });

  it('answer with it; a browser on another origin cannot send it (the preflight does not allow the header)', async () => {
    expect((await sb.api.post('/__sandbox/players', { username: 'seed@example.com' })).status).toBe(201);
    const preflight = await sb.app.inject({
      method: 'OPTIONS',
      url: '/__sandbox/players',
      headers: {
        origin: 'http://127.0.0.1:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-sandbox-token',
      },
    });
    expect(String(preflight.headers['access-control-allow-headers'] ?? '').toLowerCase()).not.toContain(
      'x-sandbox-token',
    );
  });

  it('each sandbox makes its own random token; a given one must be strong', async () => {
    const [a, b] = await Promise.all([createSandbox(), createSandbox()]);
    expect(a.state.controlToken).not.toBe(b.state.controlToken);
    expect(a.state.controlToken.length).toBeGreaterThanOrEqual(24);
    expect(() => controlTokenFrom('short', () => 'r')).toThrow(/at least 16 characters/);
    expect(() => controlTokenFrom('has a space in it ok', () => 'r')).toThrow(/without spaces/);
    expect(controlTokenFrom('', () => 'random-one')).toBe('random-one');
  });

  it('listening beyond loopback is told plainly', () => {
    for (const h of ['127.0.0.1', '127.8.0.1', 'localhost', '::1', '[::1]']) expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ['0.0.0.0', '::', '192.168.1.5', '10.0.0.1', 'example.com', '127.0.0.1.nip.io'])
      expect(isLoopbackHost(h), h).toBe(false);
    expect(exposedWarning('0.0.0.0', 3000, '/sandbox-api/__sandbox')).toMatch(
      /WARNING.*0\.0\.0\.0.*port 3000.*\/sandbox-api\/__sandbox\/\*.*token/s,
    );
  });
});

describe('the request log keeps no secret', () => {
  it('marks passwords, tokens, codes, cookies and Authorization; the same secret gets the same mark', async () => {
    const csrfHeaders = await csrf(sb.api);
    const body = registration({
      username: 'secret-keeper@example.com',
      password: 'Hunter2-pass',
      repeat_password: 'Hunter2-pass',
    });
    const reg = await sb.api.post('/ccg/user/registration', body, {
      ...csrfHeaders,
      cookie: 'vuexx=cookie-access-value; refresh=cookie-refresh-value',
    });
    expect(reg.status).toBe(200);
    const t = reg.body as { access_token: string; refresh_token: string };
    await sb.api.post(
      '/ccg/user/login',
      { username: 'secret-keeper@example.com', password: 'Hunter2-pass' },
      csrfHeaders,
    );
    await sb.api.get('/api/v1/players/me', bearer(t.access_token));
    await sb.api.post('/api/v3/oauth/refresh', { refresh_token: t.refresh_token });
    const onetime = (await sb.api.post('/__sandbox/onetime', { username: 'secret-keeper@example.com' })).body
      .token as string;
    await sb.api.get(`/api/v1/oauth/onetime?token=${onetime}`);
    // A token pasted into free text (a text/plain beacon) is marked too.
    await sb.app.inject({
      method: 'POST',
      url: '/pixel/events',
      headers: { 'content-type': 'text/plain' },
      payload: `not json ${t.access_token}`,
    });
    const text = (await sb.api.get('/__sandbox/requests')).text;
    for (const secret of [
      'Hunter2-pass',
      t.access_token,
      t.refresh_token,
      onetime,
      csrfHeaders['x-csrf-token']!,
      'cookie-access-value',
      'cookie-refresh-value',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    const log = JSON.parse(text) as Array<{
      path: string;
      headers: Record<string, string>;
      body: Record<string, unknown>;
      query: Record<string, string>;
    }>;
    const mark = sb.state.requests.mark;
    const me = log.find((r) => r.path === '/api/v1/players/me')!;
    expect(me.headers.authorization).toBe(`Bearer ${mark(t.access_token)}`);
    const first = log.find((r) => r.path === '/ccg/user/registration')!;
    expect(first.headers.cookie).toBe(`vuexx=${mark('cookie-access-value')}; refresh=${mark('cookie-refresh-value')}`);
    expect(first.headers['x-csrf-token']).toBe(mark(csrfHeaders['x-csrf-token']!));
    // What is not secret stays readable for the tests that check it.
    expect(first.body).toMatchObject({
      username: 'secret-keeper@example.com',
      currency: 'INR',
      password: mark('Hunter2-pass'),
      repeat_password: mark('Hunter2-pass'),
    });
    expect(log.find((r) => r.path === '/api/v1/oauth/onetime')!.query.token).toBe(mark(onetime));
    expect(log.find((r) => r.path === '/api/v3/oauth/refresh')!.body.refresh_token).toBe(mark(t.refresh_token));
    // The mark is keyed by the sandbox's secret: another sandbox marks the same value otherwise.
    expect((await createSandbox()).state.requests.mark('Hunter2-pass')).not.toBe(mark('Hunter2-pass'));
  });
  it("marks secret fields written out inside text too: a cut body's preview, a form or JSON in a string, a Referer", async () => {
    const secrets = {
      password: 'Hunter2-form',
      captcha_answer: 'cap-77AB',
      code: '493817',
      otp: '5521',
      'user[password]': 'Nested-pw',
      'pass%77ord': 'Encoded-pw',
      api_key: 'Key-abc123',
    };
    const form = Object.entries(secrets)
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    // A text/plain body that is no JSON, over MAX_BODY_BYTES: the log keeps a preview of its start.
    const cut = await sb.app.inject({
      method: 'POST',
      url: '/pixel/events',
      headers: { 'content-type': 'text/plain' },
      payload: `username=a@example.com&${form}&pad=${'p'.repeat(MAX_BODY_BYTES)}`,
    });
    expect(cut.statusCode).toBe(400);
    // JSON written inside a field, escaped once more, and a preview that cuts it.
    const inner = JSON.stringify({ password: 'Json-in-string', token: 'opaque-session-1' });
    await sb.api.post('/pixel/events', {
      category: 'c',
      data: { note: inner, again: JSON.stringify(inner), raw: `secret: "Quoted secret", pin=8080` },
    });
    await sb.app.inject({
      method: 'POST',
      url: '/pixel/events',
      headers: { 'content-type': 'text/plain' },
      payload: `{"category":"c","password":"Broken-json"${' '.repeat(MAX_BODY_BYTES)}`,
    });
    await sb.app.inject({
      method: 'GET',
      url: '/api/v1/settings',
      headers: { referer: 'http://127.0.0.1:3000/new-promo/x/?password=Referer-pw&utm_term=Cricket' },
    });
    const text = (await sb.api.get('/__sandbox/requests')).text;
    for (const secret of [
      ...Object.values(secrets),
      'Json-in-string',
      'opaque-session-1',
      'Quoted secret',
      '8080',
      'Broken-json',
      'Referer-pw',
    ])
      expect(text, secret).not.toContain(secret);
    const log = JSON.parse(text) as Array<{
      path: string;
      headers: Record<string, string>;
      body: { truncated?: boolean; preview?: string; data?: Record<string, string> };
    }>;
    const mark = sb.state.requests.mark;
    const preview = log[0]!.body;
    expect(preview).toMatchObject({ truncated: true });
    // What is not secret stays readable, and each secret's mark is where it was.
    expect(preview.preview).toContain(
      `username=a@example.com&password=${mark('Hunter2-form')}&captcha_answer=${mark('cap-77AB')}`,
    );
    expect(log[1]!.body.data!.note).toBe(
      JSON.stringify({ password: mark('Json-in-string'), token: mark('opaque-session-1') }),
    );
    expect(log[1]!.body.data!.raw).toBe(`secret: "${mark('Quoted secret')}", pin=${mark('8080')}`);
    expect(log[3]!.headers.referer).toBe(
      `http://127.0.0.1:3000/new-promo/x/?password=${mark('Referer-pw')}&utm_term=Cricket`,
    );
    // Fields that only look alike are left: zipcode, a time.
    const plain = sb.state.requests.list().length;
    await sb.app.inject({
      method: 'POST',
      url: '/pixel/events',
      headers: { 'content-type': 'text/plain' },
      payload: 'zipcode=560001&at=12:30',
    });
    expect(sb.state.requests.list()[plain]!.body).toBe('zipcode=560001&at=12:30');
  });
});

describe('the logs stay bounded', () => {
  it('a flood of large posts: over 64 KB is refused (413); the log keeps at most its entries and bytes, and reads fast', async () => {
    const huge = await sb.app.inject({
      method: 'POST',
      url: '/api/v1/statistics',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'a'.repeat(1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    const big = JSON.stringify({ data: 'b'.repeat(60 * 1024) });
    for (let i = 0; i < 80; i++)
      await sb.app.inject({
        method: 'POST',
        url: '/api/v1/nothing-here',
        headers: { 'content-type': 'application/json' },
        payload: big,
      });
    const size = sb.state.requests.size;
    expect(size.bytes).toBeLessThanOrEqual(MAX_BYTES);
    const log = sb.state.requests.list();
    expect(log.at(-1)!.body).toMatchObject({ truncated: true, bytes: big.length });
    expect(JSON.stringify(log.at(-1)).length).toBeLessThan(MAX_BODY_BYTES);
    // Many small ones: the oldest go once there are MAX_ENTRIES.
    for (let i = 0; i < MAX_ENTRIES + 50; i++) await sb.app.inject({ method: 'GET', url: `/api/v1/nothing-${i}` });
    expect(sb.state.requests.size.entries).toBe(MAX_ENTRIES);
    expect(sb.state.requests.list()[0]!.path).toBe('/api/v1/nothing-50');
    const started = performance.now();
    const read = await sb.api.get('/__sandbox/requests');
    expect(read.body).toHaveLength(MAX_ENTRIES);
    expect(performance.now() - started).toBeLessThan(2000);
  }, 60_000);

  it('events and issued tokens are bounded too: a pixel flood, oversized event data, a million CSRF tokens', async () => {
    const arm = { experiment: 'exp', arm: 'b' };
    await sb.api.post('/pixel/events', { category: 'sit', data: { ...arm, junk: 'j'.repeat(20_000) } });
    expect(sb.state.events.list('pixel')[0]!.data).toMatchObject({ truncated: true, ...arm });
    for (let i = 0; i < MAX_EVENTS + 10; i++) sb.state.events.add('pixel', { i });
    expect(sb.state.events.list()).toHaveLength(MAX_EVENTS);
    for (let i = 0; i < 25_000; i++) sb.state.csrf.issue();
    const size = (m: object) => (Object.values(m).find((v) => v instanceof Map) as Map<unknown, unknown>).size;
    expect(size(sb.state.csrf)).toBeLessThanOrEqual(20_000);
  }, 60_000);
});
