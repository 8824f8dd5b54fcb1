/** Table-driven checks of the runtime's pure rules: tokens, errors, notifications, loader, affiliate ids, language. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cookieLifetimeSeconds,
  isJwt,
  isTokenString,
  isValidTokenData,
} from '../../runtime/auth/session/tokenRules.ts';
import { ERROR_TEXT, normalizeError } from '../../runtime/auth/api/ApiError.ts';
import { dismiss, notifications, notify, toneOf } from '../../runtime/ui/notifications.ts';
import { finishProgress, loader, progressAt, startProgress } from '../../runtime/ui/loader.ts';
import { sanitizeAffiliateId } from '../../runtime/core/affiliate.ts';
import { browserLanguage } from '../../model/pageLanguage.ts';
import { acceptLanguage } from '../../runtime/auth/api/createApiClient.ts';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig_-part';

describe('token data rules', () => {
  it.each([
    [
      'all four fields',
      { access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 2_000_000_000 },
      true,
    ],
    ['JWT without refresh token', { access_token: jwt, token_type: 'Bearer', expires_in: 2_000_000_000 }, true],
    [
      'opaque token without refresh token',
      { access_token: 'opaque', token_type: 'Bearer', expires_in: 2_000_000_000 },
      false,
    ],
    [
      "refresh token 'undefined'",
      { access_token: 'a', refresh_token: 'undefined', token_type: 'Bearer', expires_in: 2_000_000_000 },
      false,
    ],
    [
      "access token 'null'",
      { access_token: 'null', refresh_token: 'r', token_type: 'Bearer', expires_in: 2_000_000_000 },
      false,
    ],
    [
      'empty access token',
      { access_token: '', refresh_token: 'r', token_type: 'Bearer', expires_in: 2_000_000_000 },
      false,
    ],
    ['missing token_type', { access_token: 'a', refresh_token: 'r', expires_in: 2_000_000_000 }, false],
    ['missing expires_in', { access_token: 'a', refresh_token: 'r', token_type: 'Bearer' }, false],
    ['not an object', 'token', false],
    ['null', null, false],
  ])('%s → %s', (_name, data, valid) => expect(isValidTokenData(data)).toBe(valid));

  it('treats "", "undefined" and "null" as no token; recognises JWTs', () => {
    expect(['', ' ', 'undefined', 'null', undefined, null, 5].map(isTokenString)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(isJwt(jwt)).toBe(true);
    expect(isJwt('a.b')).toBe(false);
  });

  it('expires_in is an absolute epoch: the cookie lives until then', () => {
    expect(cookieLifetimeSeconds(1_000_900, 1_000_000_000)).toBe(900);
    expect(cookieLifetimeSeconds(999_000, 1_000_000_000)).toBe(0);
  });
});

describe('error normaliser', () => {
  it.each([
    [
      'errors[0].msg first',
      400,
      { errors: [{ msg: 'first' }], msg: 'second', message: 'third' },
      'first',
      'bad-request',
    ],
    ['then msg', 400, { msg: 'second', message: 'third' }, 'second', 'bad-request'],
    ['then message', 400, { message: 'third' }, 'third', 'bad-request'],
    ['status defaults to 500', undefined, {}, ERROR_TEXT.generic, 'server'],
    [
      'ip block',
      401,
      { errors: [{ location: 'ip', reason: 'forbidden', msg: 'This resource is not accessible from your country.' }] },
      ERROR_TEXT.countryBlock,
      'ip-block',
    ],
    [
      'other 401',
      401,
      { errors: [{ location: 'token', reason: 'unauthorized', msg: 'Unauthorized' }] },
      'Unauthorized',
      'unauthorized',
    ],
    [
      'old password',
      400,
      { errors: [{ msg: 'Invalid argument provided for password - old_password' }] },
      'You entered an incorrect Old password',
      'bad-request',
    ],
    ['invalid username', 400, { errors: [{ msg: 'Invalid username' }] }, ERROR_TEXT.userBlock, 'bad-request'],
    [
      'username badRequest adds the code',
      400,
      { errors: [{ location: 'username', reason: 'badRequest', msg: 'Bad name' }] },
      'Bad name (400)',
      'bad-request',
    ],
    [
      'recovery token',
      400,
      { errors: [{ location: 'token', reason: 'badRequest', msg: 'x' }] },
      ERROR_TEXT.invalidRecoveryToken,
      'bad-request',
    ],
    [
      'duplicate user',
      409,
      { errors: [{ location: 'username', reason: 'conflict', msg: 'The user already exist' }] },
      'The user already exist',
      'duplicate-user',
    ],
    [
      'too many',
      429,
      { errors: [{ reason: 'tooManyRequests', msg: 'Too many attempts' }] },
      'Too many attempts',
      'too-many-requests',
    ],
    ['captcha', 403, { errors: [{ reason: 'invalid-input-response', msg: 'Captcha' }] }, 'Captcha', 'captcha'],
  ])('%s', (_name, status, body, message, kind) => {
    const e = normalizeError(status, body);
    expect([e.message, e.kind, e.status]).toEqual([message, kind, status ?? 500]);
  });

  it.each([
    [100, 'warning'],
    [199, 'warning'],
    [200, 'success'],
    [299, 'success'],
    [300, 'error'],
    [500, 'error'],
  ])('code %i is %s', (code, tone) => expect(toneOf(code)).toBe(tone));
  it('sends pt as pt-br', () => expect([acceptLanguage('pt'), acceptLanguage('hi')]).toEqual(['pt-br', 'hi']));
});

describe('notifications and loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes after 6 s by default, never with -1, and colours by code', () => {
    notifications.list = [];
    notify('Saved');
    const sticky = notify('Stays', { code: 500, timeout: -1 });
    expect(notifications.list.map((n) => [n.message, n.tone])).toEqual([
      ['Saved', 'success'],
      ['Stays', 'error'],
    ]);
    vi.advanceTimersByTime(5999);
    expect(notifications.list).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(notifications.list.map((n) => n.message)).toEqual(['Stays']);
    vi.advanceTimersByTime(60_000);
    dismiss(sticky);
    expect(notifications.list).toEqual([]);
  });

  it('shows the progress bar only for work over 200 ms and hides it 500 ms after the end', () => {
    startProgress();
    vi.advanceTimersByTime(150);
    finishProgress();
    expect(loader.progress).toBeNull();
    startProgress();
    vi.advanceTimersByTime(250);
    expect(loader.progress).toBe(10);
    finishProgress();
    expect(loader.progress).toBe(100);
    vi.advanceTimersByTime(499);
    expect(loader.progress).toBe(100);
    vi.advanceTimersByTime(1);
    expect(loader.progress).toBeNull();
  });

  it('the bar reads 10 at its first frame, whatever clock it is handed, and creeps to 90 over 5 s', () => {
    const t0 = Date.now();
    startProgress(() => t0);
    expect(progressAt(t0 - 1150)).toBe(10);
    expect(progressAt(t0)).toBe(10);
    expect(progressAt(t0 + 2500)).toBe(50);
    expect(progressAt(t0 + 60_000)).toBe(90);
    finishProgress();
  });
});

describe('affiliate ids and language', () => {
  it.each([
    ['abc-123_X', 'abc-123_X'],
    ['<script>', null],
    ['a b', null],
    ['a;b', null],
    ['"quoted"', null],
    ['x'.repeat(65), null],
    ['', null],
    [null, null],
  ])('sanitises %j → %j', (v, out) => expect(sanitizeAffiliateId(v)).toBe(out));

  it.each([
    [['hi-IN', 'en'], 'hi'],
    [['pt-BR'], 'pt'],
    [['fil-PH'], 'ph'],
    [['de-DE', 'fr-CD'], 'fr'],
    [['de-DE'], null],
  ])('browser languages %j → %j', (langs, out) =>
    expect(browserLanguage(langs, ['en', 'hi', 'pt', 'ph', 'fr'])).toBe(out),
  );
});

import { bonusOptions, preselectBonus, type WelcomeBonus } from '../../runtime/auth/bonusChoice.ts';
import { countryForCurrency, isValidPhone, phoneUsername, findCountry } from '../../runtime/auth/phoneCountries.ts';
import { promoProblem, registrationSchema } from '../../runtime/auth/forms/validation.ts';

describe('welcome-bonus choice', () => {
  const list: WelcomeBonus[] = [
    {
      id: 102,
      name: 'sport',
      bets: true,
      casino: false,
      bonus_name: { en: 'Sports 100%' },
      max_bonus: { amount: 1_500_000 },
    },
    {
      id: 101,
      name: 'casino',
      bets: false,
      casino: true,
      bonus_name: { en: 'Casino 100%', hi: 'कैसीनो 100%' },
      max_bonus: { amount: 2_000_000 },
    },
  ];
  it.each([
    ['query casino wins over hint', 'casino', 'sport', '101'],
    ['query sport', 'sport', 'casino', '102'],
    ['hint when no query', null, 'casino', '101'],
    ['first otherwise', null, undefined, '102'],
    ['unknown query falls to hint', 'poker', 'casino', '101'],
  ] as const)('%s', (_n, q, hint, id) => expect(preselectBonus(list, q, hint)).toBe(id));

  it('appends "Play without bonus" (Portuguese for BRL), shows amounts in major units, hides on empty', () => {
    expect(bonusOptions(list, 'INR', 'hi').map((o) => [o.label, o.maxAmount])).toEqual([
      ['Sports 100%', 15000],
      ['कैसीनो 100%', 20000],
      ['Play without bonus', null],
    ]);
    expect(bonusOptions(list, 'BRL', 'pt').at(-1)!.label).toBe('Jogar sem bônus');
    expect(bonusOptions([], 'INR', 'en')).toEqual([]);
    expect(preselectBonus([], 'casino', 'casino')).toBe('none');
  });
});

describe('phone and form rules', () => {
  it.each([
    ['BDT', 'BD'],
    ['CDF', 'CD'],
    ['RWF', 'RW'],
    ['PHP', 'PH'],
    ['ZMW', 'ZM'],
    ['BRL', 'BR'],
    ['UZS', 'UZ'],
    ['INR', 'IN'],
    ['EUR', 'IN'],
    [undefined, 'IN'],
  ])('currency %s → country %s', (c, iso) => expect(countryForCurrency(c).iso).toBe(iso));

  it('strips punctuation and builds the username from the dial code', () => {
    const india = findCountry('IN')!;
    expect(isValidPhone('(987) 654-3210', india)).toBe(true);
    expect(isValidPhone('98765', india)).toBe(false);
    expect(phoneUsername('+ (987) 654-3210', india)).toBe('+919876543210');
  });

  const base = {
    tab: 'email' as const,
    email: 'a@b.co',
    phone: '',
    phoneCountry: 'IN',
    password: 'secret1',
    repeatPassword: 'secret1',
    currency: 'INR',
    promo: '',
    isPromo: false,
    bonusId: '101',
    checkbox1: true as const,
    checkbox2: true as const,
    newsletter: true,
  };
  const errors = (v: object, second = true) => {
    const r = registrationSchema({ requireSecondCheckbox: second }).safeParse({ ...base, ...v });
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it.each([
    ['valid', {}, {}],
    ['blank e-mail', { email: '   ' }, { email: 'validation.emailRequired' }],
    ['bad e-mail', { email: 'a@b.c' }, { email: 'validation.emailInvalid' }],
    ['spaces in e-mail', { email: 'a b@c.com' }, { email: 'validation.emailInvalid' }],
    [
      'short password, repeat shows no text',
      { password: '12345', repeatPassword: '1234' },
      { password: 'validation.passwordShort', repeatPassword: ' ' },
    ],
    ['mismatch', { repeatPassword: 'secret2' }, { repeatPassword: 'validation.passwordMismatch' }],
    ['phone tab ignores e-mail', { tab: 'phone', email: '', phone: '98765 43210' }, {}],
    ['bad phone', { tab: 'phone', phone: '12' }, { phone: 'validation.phoneInvalid' }],
    ['first checkbox required', { checkbox1: false }, { checkbox1: ' ' }],
  ])('%s', (_n, v, expected) => expect(errors(v)).toEqual(expected));

  it('an unticked agreement box is invalid with an empty message (marked, nothing written)', () => {
    expect(Object.entries(errors({ checkbox1: false, checkbox2: false })).map(([k, m]) => [k, m.trim()])).toEqual([
      ['checkbox1', ''],
      ['checkbox2', ''],
    ]);
  });

  it('crash registration needs only the first checkbox', () => {
    expect(errors({ checkbox2: false }, false)).toEqual({});
    expect(Object.keys(errors({ checkbox2: false }, true))).toEqual(['checkbox2']);
  });

  it.each([
    ['', 'validation.emptyPromo'],
    ['  ', 'validation.emptyPromo'],
    ['100100', null],
    [' 123456789012 ', null],
    ['1234567890123', 'validation.promoFormat'],
    ['WELCOME100', 'validation.promoFormat'],
    ['12a', 'validation.promoFormat'],
    ['<b>', 'validation.promoFormat'],
  ])('promo %j → %j', (v, out) => expect(promoProblem(v)).toBe(out));
});

import en from '../../locales/en.json';
describe("the spec's validation texts are the English messages", () => {
  it.each([
    ['emailRequired', 'email is required'],
    ['emailInvalid', 'invalid email'],
    ['passwordMismatch', "The password doesn't match"],
    ['phoneInvalid', 'The phone number is invalid'],
    ['emptyPromo', 'Enter promo code'],
  ])('validation.%s = %j', (key, text) => expect((en.validation as Record<string, string>)[key]).toBe(text));
});

import { tournamentInCurrency } from '../../runtime/content/tournamentInCurrency.ts';
describe('a tournament on a {currency} route', () => {
  const t = {
    pool: { amount: 100000, currency: 'INR' as const },
    altPools: [{ amount: 6500, currency: 'BRL' as const }],
    prizes: [
      { from: 1, amount: 50000 },
      { from: 2, to: 3, amount: 25000 },
    ],
    minBet: { amount: 1000, currency: 'INR' as const },
  };
  it("shows the pool, prizes and minimum bet in that currency at the pools' rate", () => {
    const brl = tournamentInCurrency(t, 'BRL');
    expect(brl.pool).toEqual({ amount: 6500, currency: 'BRL' });
    expect(brl.altPools).toEqual([{ amount: 100000, currency: 'INR' }]);
    expect(brl.prizes).toEqual([
      { from: 1, amount: 3250, currency: 'BRL' },
      { from: 2, to: 3, amount: 1625, currency: 'BRL' },
    ]);
    expect(brl.minBet).toEqual({ amount: 65, currency: 'BRL' });
  });
  it('stays as it is for its own or an unknown currency', () => {
    expect(tournamentInCurrency(t, 'INR')).toBe(t);
    expect(tournamentInCurrency(t, 'EUR')).toBe(t);
    expect(tournamentInCurrency(t, undefined)).toBe(t);
  });
});

describe('form rules found while reviewing the dialogs', () => {
  const base = {
    tab: 'email' as const,
    email: 'a@b.co',
    phone: '',
    phoneCountry: 'IN',
    password: 'secret1',
    repeatPassword: '',
    currency: 'INR',
    promo: '',
    isPromo: false,
    bonusId: '',
    checkbox1: true as const,
    checkbox2: true as const,
    newsletter: false,
  };
  it('a variant without a repeat field does not ask the repeat to match', () => {
    expect(registrationSchema({ requireSecondCheckbox: true, repeatPassword: false }).safeParse(base).success).toBe(
      true,
    );
    expect(registrationSchema({ requireSecondCheckbox: true }).safeParse(base).success).toBe(false);
  });
  it('reports a bad e-mail even while a box is unticked', () => {
    const r = registrationSchema({ requireSecondCheckbox: true }).safeParse({
      ...base,
      email: 'nope',
      checkbox1: false,
      repeatPassword: 'secret1',
    });
    expect(r.success ? [] : r.error.issues.map((i) => i.path.join('.')).sort()).toEqual(['checkbox1', 'email']);
  });
  it('a wrong password is not called a blocked account', () => {
    expect(
      normalizeError(401, { errors: [{ location: 'password', msg: 'Invalid username or password' }] }).message,
    ).toBe('Invalid username or password');
  });
});
