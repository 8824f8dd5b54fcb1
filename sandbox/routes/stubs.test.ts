import { beforeAll, describe, expect, it } from 'vitest';
import { type TestSandbox, testSandbox } from '../testSupport.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});

function arrival(html: string) {
  const json = /<script type="application\/json" id="arrival">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json!) as { service: string; path: string; query: Record<string, unknown> };
}

describe('arrival pages', () => {
  it.each([
    ['/app/casino/slot/aviator?welcomeme=1&x=1', 'app', '/app/casino/slot/aviator', { welcomeme: '1', x: '1' }],
    ['/app', 'app', '/app', {}],
    [
      '/auth/?set=false&redirect=http%3A%2F%2F127.0.0.1%3A3000%2Fnew-promo%2F&newReg=true',
      'auth',
      '/auth/',
      { set: 'false', redirect: 'http://127.0.0.1:3000/new-promo/', newReg: 'true' },
    ],
  ])('%s shows its path and query', async (url, service, path, query) => {
    const res = await sb.api.get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain(`<span id="arrived">${url.replace(/&/g, '&amp;')}</span>`);
    expect(res.text).toContain(`<title>${url.replace(/&/g, '&amp;')}</title>`);
    expect(arrival(res.text)).toEqual({ service, path, query });
  });

  it('escapes what it echoes', async () => {
    const res = await sb.api.get('/app/x?q=%3C%2Fscript%3E%3Cb%3E');
    expect(res.text).not.toContain('</script><b>');
    expect(arrival(res.text).query).toEqual({ q: '</script><b>' });
  });
});

describe('stub scripts and their endpoints', () => {
  it.each(['/captcha/api.js', '/pixel/pixel.js', '/chat/sdk.js', '/fingerprint/fp.js'])(
    '%s is JavaScript',
    async (url) => {
      const res = await sb.api.get(url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('application/javascript');
      expect(() => new Function(res.text)).not.toThrow();
    },
  );

  it('captcha tokens: issued for a site key, refused for sandbox-fail', async () => {
    const res = await sb.api.post('/captcha/token', { sitekey: 'sandbox-site-key' });
    expect(res.body).toEqual({ token: expect.stringMatching(/^sandbox-captcha-/), expires_in: 120 });
    expect((await sb.api.post('/captcha/token', { sitekey: 'sandbox-fail' })).status).toBe(400);
  });

  it('pixel events and chat loads (sent as text/plain JSON) show up in /__sandbox/events', async () => {
    const text = { 'content-type': 'text/plain' };
    await sb.app.inject({
      method: 'POST',
      url: '/pixel/events',
      headers: text,
      payload: JSON.stringify({
        category: 'sit-cra',
        data: { a: 1 },
        page: 'http://127.0.0.1:3000/new-promo/aviator/',
      }),
    });
    await sb.app.inject({
      method: 'POST',
      url: '/chat/loaded',
      headers: text,
      payload: JSON.stringify({ websiteToken: 'tok', locale: 'en', position: 'left' }),
    });
    const events = (await sb.api.get('/__sandbox/events')).body;
    expect(events.map((e: { kind: string; data: unknown }) => [e.kind, e.data])).toEqual([
      [
        'pixel',
        { category: 'sit-cra', data: { a: 1 }, page: 'http://127.0.0.1:3000/new-promo/aviator/', referrer: null },
      ],
      ['chat-loaded', { websiteToken: 'tok', locale: 'en', position: 'left' }],
    ]);
  });

  it('serves placeholder images', async () => {
    const res = await sb.api.get('/img/flags/in.svg');
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.text).toContain('IN');
  });
});
