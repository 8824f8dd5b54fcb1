import { beforeAll, describe, expect, it } from 'vitest';
import { type TestSandbox, testSandbox } from '../testSupport.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});

describe('settings', () => {
  it.each([
    ['currencies,languages', ['currencies', 'languages']],
    ['countries', ['countries']],
    ['countries,currencies,pages,languages', ['countries', 'currencies', 'pages', 'languages']],
  ])('GET /api/v1/settings?with=%s holds exactly those collections', async (withParam, keys) => {
    const res = await sb.api.get(`/api/v1/settings?with=${withParam}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['banners', 'default_currency', ...keys].sort());
    expect(res.body.default_currency).toBe('INR');
  });

  it('lists the 30 spec currencies with iso_code, symbol and flag, and the 16 languages', async () => {
    const { body } = await sb.api.get('/api/v1/settings?with=currencies,languages');
    expect(body.currencies).toHaveLength(30);
    expect(body.currencies).toContainEqual({
      iso_code: 'INR',
      symbol: '₹',
      flag: 'http://localhost:80/img/flags/in.svg',
    });
    expect(body.languages.map((l: { iso_code: string }) => l.iso_code)).toEqual([
      'en',
      'hi',
      'id',
      'pt',
      'ru',
      'tr',
      'uz',
      'bn',
      'uk',
      'th',
      'vi',
      'fr',
      'my',
      'ph',
      'rw',
      'sw',
    ]);
    expect(body.banners[0]).toMatchObject({ enabled: true, language: 'en', type: 'main' });
  });

  it('countries carry iso_code', async () => {
    const { body } = await sb.api.get('/api/v1/settings?with=countries');
    expect(body.countries.map((c: { iso_code: string }) => c.iso_code)).toEqual(
      expect.arrayContaining(['IN', 'CD', 'PH', 'RW', 'ZM', 'ID', 'BD', 'BR', 'TR', 'UZ']),
    );
  });

  it('languages/enabled, banners/enabled and additional-settings', async () => {
    expect((await sb.api.get('/api/v1/settings/languages/enabled')).body).toHaveLength(16);
    const all = (await sb.api.get('/api/v1/settings/banners/enabled?all=true')).body;
    expect(all.every((b: { enabled: boolean }) => b.enabled)).toBe(true);
    expect(new Set(all.map((b: { language: string }) => b.language))).toEqual(new Set(['en', 'hi', 'pt', 'bn']));
    const hindi = (await sb.api.get('/api/v1/settings/banners/enabled', { 'accept-language': 'hi' })).body;
    expect(hindi.map((b: { language: string }) => b.language)).toEqual(['hi']);
    expect((await sb.api.get('/api/v1/settings/additional-settings')).body).toEqual({
      captcha_site_key: 'sandbox-site-key',
    });
  });
});
