import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestSandbox, bearer, registered, testSandbox } from '../testSupport.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
beforeEach(() => sb.reset());

const IP_BLOCK = {
  errors: [{ location: 'ip', reason: 'forbidden', msg: 'This resource is not accessible from your country.' }],
};

describe('fault injection', () => {
  it.each([
    ['401 ip block', { status: 401, body: IP_BLOCK }, 401, IP_BLOCK],
    [
      '401 default body',
      { status: 401 },
      401,
      { errors: [{ location: 'token', reason: 'unauthorized', msg: 'Unauthorized' }] },
    ],
    ['429', { status: 429 }, 429, { errors: [{ reason: 'tooManyRequests', msg: 'Too many attempts' }] }],
    ['500', { status: 500 }, 500, { errors: [{ reason: 'internalError', msg: 'Internal server error' }] }],
  ])('%s replaces the next matching answer once', async (_name, fault, status, body) => {
    const added = await sb.api.post('/__sandbox/faults', { match: { path: '/api/v1/settings' }, ...fault });
    expect(added.status).toBe(201);
    const hit = await sb.api.get('/api/v1/settings?with=currencies');
    expect(hit.status).toBe(status);
    expect(hit.body).toEqual(body);
    expect(hit.headers['x-sandbox-fault']).toBe(String(added.body.id));
    expect((await sb.api.get('/api/v1/settings?with=currencies')).status).toBe(200);
  });

  it('times, method and regex paths', async () => {
    await sb.api.post('/__sandbox/faults', {
      match: { method: 'POST', path: '^/api/v3/oauth/refresh$' },
      status: 500,
      times: 2,
    });
    expect((await sb.api.get('/api/v3/oauth/refresh')).status).toBe(404); // GET does not match
    expect((await sb.api.post('/api/v3/oauth/refresh', {})).status).toBe(500);
    expect((await sb.api.post('/api/v3/oauth/refresh', {})).status).toBe(500);
    expect((await sb.api.post('/api/v3/oauth/refresh', {})).status).toBe(400);
    expect((await sb.api.get('/__sandbox/faults')).body[0]).toMatchObject({ hits: 2, remaining: 0 });
  });

  it('times -1 lasts until DELETE /__sandbox/faults', async () => {
    await sb.api.post('/__sandbox/faults', { match: { pathRegex: 'welcome-for-land' }, status: 503, times: -1 });
    for (let i = 0; i < 3; i++)
      expect((await sb.api.get('/bonus/bonuses/welcome-for-land?currency=INR')).status).toBe(503);
    await sb.api.delete('/__sandbox/faults');
    expect((await sb.api.get('/bonus/bonuses/welcome-for-land?currency=INR')).status).toBe(200);
  });

  it('delayMs adds latency (alone, or before a status)', async () => {
    await sb.api.post('/__sandbox/faults', { match: { path: '/api/v1/settings' }, delayMs: 1500 });
    await sb.api.post('/__sandbox/faults', { match: { path: '/api/v1/settings' }, delayMs: 200, status: 500 });
    expect((await sb.api.get('/api/v1/settings')).status).toBe(200);
    expect((await sb.api.get('/api/v1/settings')).status).toBe(500);
    expect(sb.sleeps).toEqual([1500, 200]);
  });

  it('leaves CORS preflights and control endpoints alone', async () => {
    await sb.api.post('/__sandbox/faults', { match: { path: '/' }, status: 500, times: -1 });
    const preflight = await sb.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/players/me',
      headers: {
        origin: 'http://127.0.0.1:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect((await sb.api.get('/__sandbox/faults')).status).toBe(200);
    const faulted = await sb.api.get('/api/v1/settings', { origin: 'http://localhost:3000' });
    expect(faulted.status).toBe(500);
    expect(faulted.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it.each([
    [{ status: 500 }, 'match'],
    [{ match: { path: '/x' } }, ''],
    [{ match: { path: '/x' }, status: 500, times: 0 }, 'times'],
    [{ match: { pathRegex: '(' }, status: 500 }, 'match'],
  ])('refuses a malformed fault %j', async (body, location) => {
    const res = await sb.api.post('/__sandbox/faults', body);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].location).toContain(location);
  });
});

describe('request log', () => {
  it('keeps method, path, query, the listed headers, body, status and time', async () => {
    const t = await registered(sb.api, { username: 'log@example.com' });
    await sb.api.get('/api/v1/players/me?x=1', {
      ...bearer(t.access_token),
      'accept-language': 'pt-br',
      'device-fingerprint': 'fp-1',
      'content-location': 'http://site/bonus-management',
      'x-other': 'dropped',
    });
    const log = (await sb.api.get('/__sandbox/requests')).body;
    expect(log.map((r: { path: string }) => r.path)).toEqual(['/registration/registration', '/api/v1/players/me']);
    expect(log[0]).toMatchObject({
      method: 'POST',
      status: 200,
      body: { username: 'log@example.com' },
      time: sb.clock.now(),
    });
    expect(log[1]).toMatchObject({ method: 'GET', query: { x: '1' }, status: 200, body: null });
    expect(log[1].headers).toMatchObject({
      authorization: `Bearer ${sb.state.requests.mark(t.access_token)}`,
      'accept-language': 'pt-br',
      'device-fingerprint': 'fp-1',
      'content-location': 'http://site/bonus-management',
    });
    expect(log[1].headers['x-other']).toBeUndefined();
    expect((await sb.api.get(`/__sandbox/requests?path=/api&since=${log[0].seq}`)).body).toHaveLength(1);
  });
});

describe('reset, config and seeding', () => {
  it('reset clears players, tokens, logs, events and faults and restores config', async () => {
    const t = await registered(sb.api);
    await sb.api.post('/__sandbox/faults', { match: { path: '/nothing' }, status: 500 });
    await sb.api.post('/__sandbox/config', { accessTtlSeconds: 5 });
    await sb.api.post('/pixel/events', { category: 'sit' });
    expect((await sb.api.post('/__sandbox/reset')).body).toEqual({ ok: true });
    expect((await sb.api.get('/__sandbox/players')).body).toEqual([]);
    expect((await sb.api.get('/__sandbox/faults')).body).toEqual([]);
    expect((await sb.api.get('/__sandbox/events')).body).toEqual([]);
    expect((await sb.api.get('/__sandbox/requests')).body).toEqual([]);
    expect((await sb.api.get('/__sandbox/config')).body.accessTtlSeconds).toBe(900);
    expect((await sb.api.get('/api/v1/players/me', bearer(t.access_token))).status).toBe(401);
  });

  it('config refuses unknown keys and bad values', async () => {
    expect((await sb.api.post('/__sandbox/config', { accessTtl: 5 })).status).toBe(400);
    expect((await sb.api.post('/__sandbox/config', { accessTtlSeconds: -1 })).status).toBe(400);
  });

  it('seeds a player who can sign in, and refuses a duplicate', async () => {
    const res = await sb.api.post('/__sandbox/players', { username: '+919812345678', password: 'seeded1' });
    expect(res.status).toBe(201);
    expect(res.body.player).toMatchObject({ username: '+919812345678', phone: '9812345678', phoneCode: '+91' });
    expect(res.body.player.passwordHash).toBeUndefined();
    expect((await sb.api.get('/api/v1/players/me', bearer(res.body.token.access_token))).status).toBe(200);
    expect((await sb.api.post('/__sandbox/players', { username: '+919812345678' })).body.errors[0].msg).toBe(
      'The user already exist',
    );
  });
});
