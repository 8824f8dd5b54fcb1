import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestSandbox, bearer, csrf, registered, testSandbox } from '../testSupport.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
beforeEach(() => sb.reset());

const UNAUTHORIZED = { errors: [{ location: 'token', reason: 'unauthorized', msg: 'Unauthorized' }] };

describe('login (/ccg/user/login)', () => {
  beforeEach(async () => {
    await registered(sb.api, { username: 'login@example.com', password: 'secret1', repeat_password: 'secret1' });
    await registered(sb.api, {
      username: '+919876543210',
      phone_code: '+91',
      password: 'phone99',
      repeat_password: 'phone99',
    });
  });

  it.each([
    ['e-mail', { username: 'LOGIN@example.com', password: 'secret1' }],
    ['phone', { username: '+919876543210', password: 'phone99' }],
    ['phone parts', { phone_code: '+91', phone: '9876543210', password: 'phone99' }],
  ])('signs in by %s and returns token data with redirect_url', async (_name, body) => {
    const res = await sb.api.post('/ccg/user/login', { ...body, click_id: 'c1' }, await csrf(sb.api));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'Bearer', redirect_url: expect.stringMatching(/\/app\/$/) });
    expect(res.body.token.access_token).toBe(res.body.access_token);
    expect((await sb.api.get('/api/v1/players/me', bearer(res.body.access_token))).body.meta.last_seen_at).toBe(
      Math.floor(sb.clock.now() / 1000),
    );
  });

  it.each([
    ['wrong password', { username: 'login@example.com', password: 'wrong!!' }],
    ['unknown user', { username: 'ghost@example.com', password: 'secret1' }],
    ['empty password', { username: 'login@example.com', password: '' }],
  ])('refuses a %s with 401 and a message', async (_name, body) => {
    const res = await sb.api.post('/ccg/user/login', body, await csrf(sb.api));
    expect(res.status).toBe(401);
    expect(res.body.errors[0]).toEqual({
      location: 'password',
      reason: 'unauthorized',
      msg: 'Invalid username or password',
    });
  });

  it('requires the CSRF header', async () => {
    const res = await sb.api.post('/ccg/user/login', { username: 'login@example.com', password: 'secret1' });
    expect(res.status).toBe(403);
  });

  it('refuses a blocked player with 403', async () => {
    await sb.api.post('/__sandbox/players', { username: 'blocked@example.com', password: 'secret1', blocked: true });
    const res = await sb.api.post(
      '/ccg/user/login',
      { username: 'blocked@example.com', password: 'secret1' },
      await csrf(sb.api),
    );
    expect(res.status).toBe(403);
  });
});

describe('tokens', () => {
  it('rotates refresh tokens: the new pair works, the old refresh token is refused', async () => {
    const first = await registered(sb.api);
    const refreshed = await sb.api.post('/api/v3/oauth/refresh', { refresh_token: first.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(first.refresh_token);
    expect(refreshed.body.access_token).not.toBe(first.access_token);
    expect((await sb.api.get('/api/v1/players/me', bearer(refreshed.body.access_token))).status).toBe(200);

    const reused = await sb.api.post('/api/v3/oauth/refresh', { refresh_token: first.refresh_token });
    expect(reused.status).toBe(401);
    expect(reused.body.errors[0]).toMatchObject({ location: 'refresh_token', reason: 'unauthorized' });
    expect((await sb.api.post('/api/v3/oauth/refresh', { refresh_token: refreshed.body.refresh_token })).status).toBe(
      200,
    );
  });

  it('expires access tokens for real (fake clock) while the refresh token still works', async () => {
    const t = await registered(sb.api);
    sb.clock.advance(899);
    expect((await sb.api.get('/api/v1/players/me', bearer(t.access_token))).status).toBe(200);
    sb.clock.advance(1);
    const expired = await sb.api.get('/api/v1/players/me', bearer(t.access_token));
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(UNAUTHORIZED);
    expect((await sb.api.post('/api/v3/oauth/refresh', { refresh_token: t.refresh_token })).status).toBe(200);
  });

  it('expires refresh tokens after refreshTtlSeconds, with lifetimes set at runtime', async () => {
    await sb.api.post('/__sandbox/config', { accessTtlSeconds: 60, refreshTtlSeconds: 120 });
    const t = await registered(sb.api);
    expect(t.expires_in).toBe(Math.floor(sb.clock.now() / 1000) + 60);
    sb.clock.advance(120);
    expect((await sb.api.post('/api/v3/oauth/refresh', { refresh_token: t.refresh_token })).status).toBe(401);
  });

  it.each([
    ['no header', {}],
    ['garbage', { authorization: 'Bearer nope' }],
    ['"undefined"', { authorization: 'Bearer undefined' }],
    ['forged signature', { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwiZXhwIjo5OTk5OTk5OTk5fQ.AAAA' }],
  ])('answers 401 in the spec shape for %s', async (_name, headers) => {
    const res = await sb.api.get('/api/v1/players/me', headers);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHORIZED);
  });

  it('POST /__sandbox/expire-access expires every current access token', async () => {
    const a = await registered(sb.api);
    const b = await registered(sb.api);
    expect((await sb.api.post('/__sandbox/expire-access')).body).toEqual({ expired: 2 });
    for (const t of [a, b]) expect((await sb.api.get('/api/v1/players/me', bearer(t.access_token))).status).toBe(401);
    const fresh = await sb.api.post('/api/v3/oauth/refresh', { refresh_token: a.refresh_token });
    expect((await sb.api.get('/api/v1/players/me', bearer(fresh.body.access_token))).status).toBe(200);
  });

  it('logout revokes the access and refresh tokens of the player', async () => {
    const t = await registered(sb.api);
    expect((await sb.api.post('/api/v1/oauth/logout', undefined, bearer(t.access_token))).status).toBe(200);
    expect((await sb.api.get('/api/v1/players/me', bearer(t.access_token))).status).toBe(401);
    expect((await sb.api.post('/api/v3/oauth/refresh', { refresh_token: t.refresh_token })).status).toBe(401);
  });

  it('legacy change-token exchanges a valid access token for new token data', async () => {
    const t = await registered(sb.api);
    const res = await sb.api.post('/legacy-auth/change-token', undefined, bearer(t.access_token));
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe('Bearer');
    expect((await sb.api.post('/legacy-auth/change-token', undefined, bearer('x.y.z'))).status).toBe(401);
  });

  it('one-time tokens sign in once', async () => {
    const t = await registered(sb.api, { username: 'once@example.com' });
    const { token } = (await sb.api.post('/__sandbox/onetime', { username: 'once@example.com' })).body;
    const res = await sb.api.get(`/api/v1/oauth/onetime?token=${token}`);
    expect(res.status).toBe(200);
    expect((await sb.api.get('/api/v1/players/me', bearer(res.body.access_token))).body.info.uuid).toBe(t.uuid);
    expect((await sb.api.get(`/api/v1/oauth/onetime?token=${token}`)).status).toBe(401);
  });
});
