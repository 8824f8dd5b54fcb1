/** The API answers the runtime accepts: anything else becomes an invalid-answer ApiError, never a crash later. */
import { describe, expect, it } from 'vitest';
import {
  AdditionalSettingsAnswer,
  CsrfAnswer,
  parseAnswer,
  PromoCheckAnswer,
  SettingsAnswer,
  WelcomeBonusesAnswer,
} from '../../runtime/auth/api/answers.ts';
import { ApiError, asApiError, ERROR_TEXT, isServerSide } from '../../runtime/auth/api/ApiError.ts';
import { authAnswer } from '../../runtime/auth/afterAuth.ts';

const invalid = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof ApiError && e.kind === 'invalid-answer' && e.message === ERROR_TEXT.generic;
  }
  return false;
};

const hostile: [string, unknown][] = [
  ['null', null],
  ['a string', '<html>oops</html>'],
  ['a number', 7],
  ['a list', [1]],
  ['an error body', { errors: [{ msg: 'boom' }] }],
];

describe('settings answers', () => {
  it('a well-formed answer passes', () => {
    expect(
      parseAnswer(SettingsAnswer, {
        default_currency: 'INR',
        currencies: [{ iso_code: 'INR', symbol: '₹', flag: 'x' }],
        languages: [],
      }),
    ).toMatchObject({ default_currency: 'INR', currencies: [{ iso_code: 'INR' }] });
  });
  it.each([
    ['currencies as a string', { currencies: 'INR' }],
    ['currencies holding null', { currencies: [null] }],
    ['a currency without iso_code', { currencies: [{ symbol: '₹' }] }],
    ['a number for the default currency', { default_currency: 7 }],
    ['null', null],
    ['HTML text', '<html></html>'],
  ])('%s is an invalid answer', (_, body) => expect(invalid(() => parseAnswer(SettingsAnswer, body))).toBe(true));
  it('additional settings: a null key is no key, an object is invalid', () => {
    expect(parseAnswer(AdditionalSettingsAnswer, { captcha_site_key: null })).toEqual({ captcha_site_key: null });
    expect(invalid(() => parseAnswer(AdditionalSettingsAnswer, { captcha_site_key: {} }))).toBe(true);
  });
});

describe('other answers', () => {
  it('welcome bonuses must be a list of bonuses', () => {
    expect(parseAnswer(WelcomeBonusesAnswer, [{ id: 1, name: 'b', max_bonus: { amount: 100 } }])).toHaveLength(1);
    for (const [, body] of [...hostile, ['a bonus without a name', [{ id: 1 }]] as const])
      expect(invalid(() => parseAnswer(WelcomeBonusesAnswer, body))).toBe(true);
  });
  it('promo check and CSRF', () => {
    expect(parseAnswer(PromoCheckAnswer, { code: 'X', description: 'd' }).description).toBe('d');
    expect(invalid(() => parseAnswer(PromoCheckAnswer, null))).toBe(true);
    expect(invalid(() => parseAnswer(CsrfAnswer, { token: '' }))).toBe(true);
    expect(invalid(() => parseAnswer(CsrfAnswer, { token: null }))).toBe(true);
  });
});

describe('sign-up and sign-in answers', () => {
  const token = { access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 2_000_000_000 };
  it('tokens at the top level or under token pass', () => {
    expect(authAnswer({ ...token, redirect_url: 'https://x.example/' }).redirect_url).toBe('https://x.example/');
    expect(authAnswer({ token, uuid: 'u' }).uuid).toBe('u');
  });
  it.each([
    ...hostile,
    ['no tokens', {}],
    ['tokens without type and expiry', { token: { access_token: 'a', refresh_token: 'r' } }],
  ])('%s: a 200 that is an error', (_, body) => {
    expect(invalid(() => authAnswer(body))).toBe(true);
  });
  it('a redirect_url that is not text is dropped, not followed', () => {
    expect(authAnswer({ ...token, redirect_url: { href: 'https://evil.example/' } }).redirect_url).toBeUndefined();
  });
});

describe('caught errors are narrowed', () => {
  it('an ApiError stays itself; anything else is a generic server error', () => {
    const e = new ApiError(400, 'bad', 'bad-request');
    expect(asApiError(e)).toBe(e);
    const bug = asApiError(new TypeError("Cannot read properties of null (reading 'token')"));
    expect([bug.status, bug.kind, bug.message]).toEqual([500, 'server', ERROR_TEXT.generic]);
    expect(isServerSide(bug)).toBe(true);
    expect(isServerSide(new ApiError(200, ERROR_TEXT.generic, 'invalid-answer'))).toBe(true);
    expect(isServerSide(e)).toBe(false);
  });
});
