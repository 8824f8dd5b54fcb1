import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestSandbox, bearer, csrf, registered, testSandbox } from '../testSupport.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
beforeEach(() => sb.reset());

describe('profile', () => {
  it('GET /players/me gives id, balance, info and meta', async () => {
    const t = await registered(sb.api, { username: 'me@example.com', bonus_id: 101 });
    const { body } = await sb.api.get('/api/v1/players/me', bearer(t.access_token));
    expect(body.id).toBe(1);
    expect(body.info).toMatchObject({ uuid: t.uuid, email: 'me@example.com', phone: null, is_under_moderation: false });
    expect(body.meta).toMatchObject({
      registered_at: Math.floor(sb.clock.now() / 1000),
      welcome_bonus_id: 101,
      last_used_bonus_id: null,
      is_subscribed: true,
      confirm_subscribers: ['news'],
      blocked: false,
    });
    expect(body.balance.total_deposit.amount).toBe(0);
  });

  it('GET /players/me/balance reflects a seeded player', async () => {
    const seeded = (
      await sb.api.post('/__sandbox/players', {
        username: 'rich@example.com',
        balance: 150_000,
        total_deposit: 500_000,
        currency: 'BRL',
      })
    ).body;
    const { body } = await sb.api.get('/api/v1/players/me/balance', bearer(seeded.token.access_token));
    expect(body).toEqual({
      balance: { amount: 150_000, currency: 'BRL' },
      bonus_balance: { amount: 0, currency: 'BRL' },
      total_deposit: { amount: 500_000, currency: 'BRL' },
    });
  });

  it('PUT /players/me stores last_used_balance as meta.last_used_bonus_id and checks names', async () => {
    const t = await registered(sb.api);
    const res = await sb.api.put(
      '/api/v1/players/me',
      { last_used_balance: 7, first_name: 'Asha', city: 'Pune' },
      bearer(t.access_token),
    );
    expect(res.status).toBe(200);
    expect(res.body.meta.last_used_bonus_id).toBe(7);
    expect(res.body.info).toMatchObject({ first_name: 'Asha', city: 'Pune' });
    const bad = await sb.api.put('/api/v1/players/me', { first_name: 'R2D2' }, bearer(t.access_token));
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({
      location: 'first_name',
      msg: 'The first name should contains alphabetic symbols.',
    });
  });

  it('GET /players/check tells whether an e-mail is registered', async () => {
    await registered(sb.api, { username: 'known@example.com' });
    expect((await sb.api.get('/api/v1/players/check?email=known@example.com')).body).toEqual({ exists: true });
    expect((await sb.api.get('/api/v1/players/check?email=other@example.com')).body).toEqual({ exists: false });
  });

  it('changes e-mail with a code from the events', async () => {
    const t = await registered(sb.api, { username: 'old@example.com' });
    expect(
      (await sb.api.patch('/api/v1/players/email', { email: 'new@example.com' }, bearer(t.access_token))).status,
    ).toBe(200);
    const code = sb.state.events.list('email-code')[0]!.data.code as string;
    expect((await sb.api.post('/api/v1/players/email', { code: '000000x' }, bearer(t.access_token))).status).toBe(400);
    const res = await sb.api.post('/api/v1/players/email', { code }, bearer(t.access_token));
    expect(res.body.info).toMatchObject({ email: 'new@example.com', email_confirmed: true });
    const login = await sb.api.post(
      '/ccg/user/login',
      { username: 'new@example.com', password: 'secret1' },
      await csrf(sb.api),
    );
    expect(login.status).toBe(200);
  });
});

describe('passwords', () => {
  it('recovery: 200 for known and unknown e-mails, token only for the known one, single use', async () => {
    await registered(sb.api, { username: 'forgot@example.com' });
    for (const email of ['forgot@example.com', 'nobody@example.com']) {
      const res = await sb.api.post('/api/v1/players/passwords', { email });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('A password recovery email has been sent to your email address');
    }
    const mails = (await sb.api.get('/__sandbox/events?kind=recovery-email')).body;
    expect(mails).toHaveLength(1);
    const token = mails[0].data.recovery_token as string;

    const mismatch = await sb.api.post('/api/v1/players/passwords/recover', {
      recovery_token: token,
      password: 'newpass1',
      repeat_password: 'other',
    });
    expect(mismatch.status).toBe(400);
    const ok = await sb.api.post('/api/v1/players/passwords/recover', {
      recovery_token: token,
      password: 'newpass1',
      repeat_password: 'newpass1',
    });
    expect(ok.body).toEqual({ message: 'The password was restored.' });
    const again = await sb.api.post('/api/v1/players/passwords/recover', {
      recovery_token: token,
      password: 'newpass2',
      repeat_password: 'newpass2',
    });
    expect(again.status).toBe(400);
    expect(again.body.errors[0]).toMatchObject({ location: 'token', reason: 'badRequest' });

    const login = await sb.api.post(
      '/ccg/user/login',
      { username: 'forgot@example.com', password: 'newpass1' },
      await csrf(sb.api),
    );
    expect(login.status).toBe(200);
  });

  it('POST /players/{id} changes the password when the old one is right', async () => {
    const t = await registered(sb.api);
    const wrong = await sb.api.post(
      `/api/v1/players/${t.uuid}`,
      { old_password: 'nope', password: 'brandnew', repeat_password: 'brandnew' },
      bearer(t.access_token),
    );
    expect(wrong.body.errors[0].msg).toBe('Invalid argument provided for password - old_password');
    const right = await sb.api.post(
      '/api/v1/players/1',
      { old_password: 'secret1', password: 'brandnew', repeat_password: 'brandnew' },
      bearer(t.access_token),
    );
    expect(right.body).toEqual({ message: 'The password was updated.' });
    expect(
      (
        await sb.api.post(
          '/api/v1/players/2',
          { old_password: 'brandnew', password: 'x23456', repeat_password: 'x23456' },
          bearer(t.access_token),
        )
      ).status,
    ).toBe(403);
  });
});
