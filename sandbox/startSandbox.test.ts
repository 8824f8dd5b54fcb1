import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from './index.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(async () => {
  await sandbox?.close();
});

describe('startSandbox', () => {
  it('listens on a real port', () => {
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it.each([
    ['/captcha/api.js', 'application/javascript', 'window.hcaptcha'],
    ['/pixel/pixel.js', 'application/javascript', 'window.promoPixel'],
    ['/chat/sdk.js', 'application/javascript', 'window.supportChat'],
    ['/app/casino?welcomeme=1', 'text/html', '<span id="arrived">/app/casino?welcomeme=1</span>'],
  ])('answers %s', async (path, type, snippet) => {
    const res = await fetch(sandbox.url + path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain(type);
    expect(await res.text()).toContain(snippet);
  });

  it('speaks CORS with credentials to the site origin', async () => {
    const res = await fetch(`${sandbox.url}/api/v1/settings/additional-settings`, {
      headers: { origin: 'http://127.0.0.1:3000' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(await res.json()).toEqual({ captcha_site_key: 'sandbox-site-key' });
    const foreign = await fetch(`${sandbox.url}/api/v1/settings/additional-settings`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
