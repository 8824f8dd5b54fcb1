import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestSandbox, bearer, registered, testSandbox } from '../testSupport.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
beforeEach(() => sb.reset());

type Bonus = {
  id: number;
  max_bonus: { amount: number };
  casino: boolean;
  bets: boolean;
  bonus_name: Record<string, string>;
};

describe('welcome bonuses for the landing', () => {
  it.each([
    [
      'INR',
      [
        [101, 2_000_000, true, false],
        [102, 1_500_000, false, true],
        [103, 9_000_000, true, false],
      ],
    ],
    [
      'PKR',
      [
        [201, 4_000_000, true, false],
        [202, 3_000_000, false, true],
      ],
    ],
    [
      'BRL',
      [
        [301, 200_000, true, false],
        [302, 130_000, false, true],
      ],
    ],
    ['BDT', [[401, 4_000_000, true, false]]],
    ['USD', []],
    ['EUR', []],
  ])('%s', async (currency, expected) => {
    const res = await sb.api.get(`/bonus/bonuses/welcome-for-land?currency=${currency}`);
    expect(res.status).toBe(200);
    expect(res.body.map((b: Bonus) => [b.id, b.max_bonus.amount, b.casino, b.bets])).toEqual(expected);
  });

  it('entries carry name, image and bonus_name per locale', async () => {
    const [casino] = (await sb.api.get('/bonus/bonuses/welcome-for-land?currency=INR')).body;
    expect(casino).toMatchObject({
      id: 101,
      name: 'welcome-casino',
      image: expect.stringMatching(/^http:.*\.svg$/),
      max_bonus: { amount: 2_000_000, currency: 'INR' },
    });
    expect(casino.bonus_name.en).toBe('Casino welcome bonus 100% up to 20,000 INR');
    expect(Object.keys(casino.bonus_name)).toEqual(['en', 'hi', 'pt', 'bn']);
  });

  it('crash=1 keeps only crash bonuses; an unknown currency is a 422', async () => {
    expect((await sb.api.get('/bonus/bonuses/welcome-for-land?currency=INR&crash=1')).body).toEqual([]);
    expect((await sb.api.get('/bonus/bonuses/welcome-for-land?currency=BDT&crash=true')).body).toHaveLength(1);
    expect((await sb.api.get('/bonus/bonuses/welcome-for-land?currency=XYZ')).status).toBe(422);
  });
});

describe('promo codes', () => {
  it.each([
    ['100100', 200, undefined],
    [' 100100 ', 200, undefined],
    ['2020', 400, 'badRequest'],
    ['999999', 404, 'notFound'],
    ['', 422, 'unprocessableEntity'],
    ['1234567890123', 422, 'unprocessableEntity'],
    ['WELCOME100', 422, 'unprocessableEntity'],
    ['100-100', 422, 'unprocessableEntity'],
  ])('check %j → %i', async (code, status, reason) => {
    const res = await sb.api.get(`/api/v1/bonuses/promo/check?code=${encodeURIComponent(code)}`);
    expect(res.status).toBe(status);
    if (reason) expect(res.body.errors[0].reason).toBe(reason);
    else expect(res.body.description).toMatch(/100% bonus/);
  });

  it('PATCH /api/v1/bonuses/promo needs a session, applies once, then says it was used', async () => {
    expect((await sb.api.patch('/api/v1/bonuses/promo', { code: '100100' })).status).toBe(401);
    const t = await registered(sb.api);
    const first = await sb.api.patch('/api/v1/bonuses/promo', { code: '100100' }, bearer(t.access_token));
    expect(first.status).toBe(200);
    expect(first.body.description).toBeTruthy();
    const again = await sb.api.patch('/api/v1/bonuses/promo', { code: '100100' }, bearer(t.access_token));
    expect(again.status).toBe(409);
    expect(again.body.errors[0].msg).toBe('You have already used the promo code!');
    expect(
      (await sb.api.patch('/api/v1/bonuses/promo', { code: '2020' }, bearer(t.access_token))).body.errors[0].reason,
    ).toBe('badRequest');
  });
});

describe('player bonuses', () => {
  it('lists the welcome bonus chosen at sign-up, and cancels it', async () => {
    const t = await registered(sb.api, { bonus_id: 102 });
    const list = await sb.api.get(
      '/api/v1/bonuses/balances/players/me?with=bonus&external=false',
      bearer(t.access_token),
    );
    expect(list.body).toEqual([
      {
        id: 1,
        created_at: Math.floor(sb.clock.now() / 1000),
        status: 'pending',
        bonus: { id: 102, name: 'welcome-sport', wager: 10, bets: true, casino: false },
        orig_bonus: { amount: 0, currency: 'INR' },
        transfer: { amount: 0, currency: 'INR' },
      },
    ]);
    const cancelled = await sb.api.delete('/api/v1/bonuses/balances/1', undefined, bearer(t.access_token));
    expect(cancelled.body.status).toBe('deactivated');
    expect((await sb.api.delete('/api/v1/bonuses/balances/99', undefined, bearer(t.access_token))).status).toBe(404);
  });

  it('GET/POST /api/v1/bonuses/welcome for the player currency', async () => {
    const t = await registered(sb.api, { currency: 'BRL', bonus_id: null });
    expect((await sb.api.get('/api/v1/bonuses/welcome', bearer(t.access_token))).body.map((b: Bonus) => b.id)).toEqual([
      301, 302,
    ]);
    expect((await sb.api.post('/api/v1/bonuses/welcome', { bonus_id: 101 }, bearer(t.access_token))).status).toBe(400);
    expect((await sb.api.post('/api/v1/bonuses/welcome', { bonus_id: 301 }, bearer(t.access_token))).body).toEqual({
      welcome_bonus_id: 301,
    });
    expect((await sb.api.get('/api/v1/players/me', bearer(t.access_token))).body.meta.welcome_bonus_id).toBe(301);
  });
});
