import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestSandbox, captchaToken, csrf, registration, testSandbox } from '../testSupport.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
beforeEach(() => sb.reset());

describe('registration (type 1, /registration/registration)', () => {
  it.each([
    ['e-mail', { username: 'New.Player@Example.com' }, { email: 'new.player@example.com', phone: null }],
    [
      'phone',
      { username: '+919876543210', phone_code: '+91', phone: '9876543210' },
      { email: null, phone: '+919876543210' },
    ],
    [
      'phone (Bangladesh, BDT, crash bonus)',
      { username: '+8801712345678', phone_code: '880', currency: 'BDT', bonus_id: 401 },
      { phone: '+8801712345678' },
    ],
  ])('registers by %s and returns uuid, redirect_url and token data', async (_name, fields, info) => {
    const res = await sb.api.post('/registration/registration', registration(fields));
    expect(res.status).toBe(200);
    const b = res.body;
    expect(b.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.redirect_url).toMatch(/^http:\/\/.+\/app\/$/);
    expect(b.token).toEqual({
      access_token: b.access_token,
      refresh_token: b.refresh_token,
      token_type: 'Bearer',
      expires_in: b.expires_in,
    });
    expect(b.access_token.split('.')).toHaveLength(3);
    expect(b.expires_in).toBe(Math.floor(sb.clock.now() / 1000) + 900);
    const me = await sb.api.get('/api/v1/players/me', { authorization: `Bearer ${b.access_token}` });
    expect(me.status).toBe(200);
    expect(me.body.info).toMatchObject({ uuid: b.uuid, ...info });
  });

  it('records affiliate ids, form id, type, bonus and subscription on the player', async () => {
    const res = await sb.api.post('/registration/registration', registration({ username: 'aff@example.com' }));
    const player = sb.state.players.get(res.body.uuid)!;
    expect(player.affiliate).toEqual({
      click_id: 'clk-1',
      offer_id: 'off-2',
      partner_id: 'par-3',
      landing_id: 'land-4',
    });
    expect(player.registration).toMatchObject({
      form_id: 'form-abc',
      type: '2',
      host: 'registration',
      set_deposit_modal_type: true,
    });
    expect(player.welcomeBonusId).toBe(101);
    expect(player.bonuses).toHaveLength(1);
    expect(player.confirmSubscribers).toEqual(['news']);
  });

  it.each([
    ['invalid e-mail', { username: 'nope@' }, 'email', 'invalid email'],
    ['phone too short', { username: '+91123', phone_code: '+91' }, 'phone', 'The phone number is invalid'],
    ['phone too long', { username: '+911234567890123456', phone_code: '+91' }, 'phone', 'The phone number is invalid'],
    [
      'short password',
      { password: '12345', repeat_password: '12345' },
      'password',
      'The password must be at least 6 characters',
    ],
    ['repeat differs', { repeat_password: 'other12' }, 'repeat_password', "The password doesn't match"],
    ['unknown currency', { currency: 'XYZ', bonus_id: null }, 'currency', 'The currency is not supported'],
    ['checkbox1 unticked', { checkbox1: false }, 'checkbox1', 'You must accept the rules'],
    ['checkbox2 unticked', { checkbox2: false }, 'checkbox2', 'You must confirm that you are 18 or older'],
    ['bonus of another currency', { bonus_id: 301 }, 'bonus_id', 'The bonus is not available for this currency'],
    [
      'bonus for a currency without bonuses',
      { currency: 'USD', bonus_id: 101 },
      'bonus_id',
      'The bonus is not available for this currency',
    ],
    ['inactive promo', { is_promo: true, promo_code: '2020' }, 'promo_code', 'The promo code is no longer active'],
    ['unknown promo', { is_promo: true, promo_code: '999999' }, 'promo_code', 'The promo code does not exist'],
  ])('refuses %s with 400 and errors[0] on the field', async (_name, fields, location, msg) => {
    const res = await sb.api.post('/registration/registration', registration(fields));
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ location, msg });
    expect(sb.state.players.all()).toHaveLength(0);
  });

  it('accepts an active promo code and no bonus (0 / null / "")', async () => {
    for (const bonus_id of [0, null, '']) {
      const res = await sb.api.post(
        '/registration/registration',
        registration({ is_promo: true, promo_code: '100100', bonus_id }),
      );
      expect(res.status).toBe(200);
      expect(sb.state.players.get(res.body.uuid)).toMatchObject({ promoCode: '100100', welcomeBonusId: null });
    }
  });

  it.each([
    ['same e-mail, other case', 'Dup@Example.com', 'dup@example.com'],
    ['same phone, with spaces', '+919876543210', '+91 98765 43210'],
  ])('refuses a duplicate user (%s) with the spec body', async (_name, first, second) => {
    expect(
      (await sb.api.post('/registration/registration', registration({ username: first, phone_code: '+91' }))).status,
    ).toBe(200);
    const res = await sb.api.post('/registration/registration', registration({ username: second, phone_code: '+91' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: [{ location: 'username', reason: 'badRequest', msg: 'The user already exist' }],
    });
  });
});

describe('registration (type 2, /ccg/user/registration)', () => {
  it.each([
    ['missing', {}],
    ['made up', { 'x-csrf-token': 'forged' }],
  ])('refuses a %s X-CSRF-TOKEN with 403', async (_name, headers) => {
    const res = await sb.api.post('/ccg/user/registration', registration(), headers);
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toMatchObject({ location: 'x-csrf-token', reason: 'forbidden' });
  });

  it('registers with a token from /ccg/csrf-token, and refuses it once expired', async () => {
    const headers = await csrf(sb.api);
    const res = await sb.api.post('/ccg/user/registration', registration(), headers);
    expect(res.status).toBe(200);
    expect(sb.state.players.get(res.body.uuid)!.registration.host).toBe('ccg');
    sb.clock.advance(7201);
    expect((await sb.api.post('/ccg/user/registration', registration(), headers)).status).toBe(403);
  });
});

describe('registration rate limit and captcha', () => {
  beforeEach(() => {
    sb.state.config.registrationAttemptLimit = 3;
  });

  it('answers 429 after 3 attempts in 10 minutes, until a valid captcha token comes', async () => {
    for (let i = 0; i < 3; i++)
      expect((await sb.api.post('/registration/registration', registration())).status).toBe(200);
    const blocked = await sb.api.post('/registration/registration', registration());
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ errors: [{ reason: 'tooManyRequests', msg: 'Too many attempts' }] });
    // failed attempts count too, and another client is not affected
    expect((await sb.api.post('/registration/registration', registration({ password: 'x' }))).status).toBe(429);
    expect(
      (await sb.api.post('/registration/registration', registration(), { 'user-agent': 'other browser' })).status,
    ).toBe(200);

    const token = await captchaToken(sb.api);
    expect(token).toMatch(/^sandbox-captcha-/);
    expect((await sb.api.post('/registration/registration', registration({ 'captcha-token': token }))).status).toBe(
      200,
    );
    // the count starts afresh after the captcha
    expect((await sb.api.post('/registration/registration', registration())).status).toBe(200);
  });

  it('forgets attempts older than the window', async () => {
    for (let i = 0; i < 3; i++) await sb.api.post('/registration/registration', registration());
    expect((await sb.api.post('/registration/registration', registration())).status).toBe(429);
    sb.clock.advance(601);
    expect((await sb.api.post('/registration/registration', registration())).status).toBe(200);
  });

  it.each([
    ['unknown', async () => 'sandbox-captcha-made-up', 'invalid-input-response'],
    [
      'already used',
      async () => {
        const t = await captchaToken(sb.api);
        await sb.api.post('/registration/registration', registration({ 'captcha-token': t }));
        return t;
      },
      'timeout-or-duplicate',
    ],
    [
      'expired',
      async () => {
        const t = await captchaToken(sb.api);
        sb.clock.advance(121);
        return t;
      },
      'timeout-or-duplicate',
    ],
  ])('refuses an %s captcha token with 403 and code', async (_name, makeToken, code) => {
    const token = await makeToken();
    const res = await sb.api.post('/registration/registration', registration({ 'captcha-token': token }));
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toMatchObject({ location: 'captcha-token', reason: code });
    expect(res.body.codes).toEqual([code]);
  });

  it('uses the limit set at runtime through /__sandbox/config', async () => {
    await sb.api.post('/__sandbox/config', { registrationAttemptLimit: 1 });
    expect((await sb.api.post('/registration/registration', registration())).status).toBe(200);
    expect((await sb.api.post('/registration/registration', registration())).status).toBe(429);
  });
});
