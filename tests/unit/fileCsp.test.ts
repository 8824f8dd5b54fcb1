/**
 * Every response carries a CSP suited to its type, in `promo serve` and in the generated nginx config
 * (issue 20): pages their own, every other file (images, fonts, scripts, styles, page data, an SVG)
 * one that runs nothing, and so does every answer of the sandbox operator API that `promo serve`
 * mounts under /sandbox-api/ (JSON, scripts, SVG, errors; its arrival page keeps its own). An SVG with
 * script, opened on its own in Chromium, runs none under either server, where without the header it
 * does. A root {name} route never answers a path the build uses (assets/, _img/, __arm/) with its
 * page: both servers answer 404. And the build publishes nothing of campaigns/assets/ as it is: the
 * shared build has no original key art.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { createSiteServer } from '../../cli/serve/createSiteServer.ts';
import { nginxConf } from '../../cli/build/nginxConf.ts';
import { FILE_CSP } from '../../cli/build/contentSecurityPolicy.ts';
import { SERVE_PLAN_FILE, type ServePlan } from '../../cli/build/ServePlan.ts';
import { startNginx, type RunningNginx } from '../support/startNginx.ts';
import { sharedBuild } from '../support/sharedBuild.ts';
import { createSandbox } from '../../sandbox/createSandbox.ts';
import { ARRIVAL_PAGE_CSP } from '../../sandbox/http/fileCspHeaders.ts';
import { TEST_CHROMIUM, TEST_CHROMIUM_ARGS } from '../support/testChromium.mjs';

const PAGE_CSP = "default-src 'self'; script-src 'self'; object-src 'none'; frame-ancestors 'none'";
// A root {name} route (/new-promo/<anyone>/ shows /new-promo/home/) and one below a prefix.
const plan: ServePlan = {
  basePath: '/new-promo/',
  csp: PAGE_CSP,
  redirects: [],
  apiOrigin: 'http://127.0.0.1:4999',
  env: 'development',
  experiments: [],
  rewrites: [
    { prefix: '/', target: '/home/' },
    { prefix: '/blogger/', target: '/home/' },
  ],
};
/** An SVG that marks the document when its scripts run: inline, and from a file of the site. */
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><script>document.documentElement.setAttribute("data-inline", "ran")</script><script xlink:href="/new-promo/assets/mark.js"/></svg>';

let dist = '';
let nginx: RunningNginx | undefined;
let serve: Awaited<ReturnType<typeof createSiteServer>> | undefined;
let sandbox: Awaited<ReturnType<typeof createSandbox>>['app'] | undefined;
let browser: Browser | undefined;
const origins: Record<string, string> = {};

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'promo-csp-'));
  const client = join(dist, 'client');
  for (const d of ['assets', '_img']) mkdirSync(join(client, d), { recursive: true });
  writeFileSync(join(client, 'index.html'), '<!doctype html><title>home</title>');
  mkdirSync(join(client, 'home'));
  writeFileSync(join(client, 'home', 'index.html'), '<!doctype html><title>the {name} page</title>');
  writeFileSync(join(client, '404.html'), '<!doctype html><title>not found</title>');
  writeFileSync(join(client, 'evil.svg'), SVG);
  writeFileSync(join(client, 'page-data.json'), '{}');
  writeFileSync(join(client, 'assets', 'mark.js'), 'document.documentElement.setAttribute("data-file", "ran")');
  writeFileSync(join(client, 'assets', 'font.woff2'), 'wOF2');
  writeFileSync(join(client, '_img', 'hero-0123abcd-320.webp'), 'RIFF\0\0\0\0WEBP');
  writeFileSync(join(dist, SERVE_PLAN_FILE), JSON.stringify(plan));
  writeFileSync(join(dist, 'nginx.conf'), nginxConf(plan, '/srv/promo/dist/client'));
  nginx = await startNginx(dist);
  origins.nginx = nginx.origin;
  sandbox = (await createSandbox()).app;
  await sandbox.ready();
  serve = await createSiteServer(dist, plan, { mount: { prefix: '/sandbox-api', app: sandbox } });
  await serve.listen({ port: 0, host: '127.0.0.1' });
  origins['promo serve'] = `http://127.0.0.1:${(serve.server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: TEST_CHROMIUM,
    args: TEST_CHROMIUM_ARGS,
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await serve?.close();
  await sandbox?.close();
  nginx?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe.each(['nginx', 'promo serve'])('%s', (server) => {
  it.each([
    ['/new-promo/', 'text/html', PAGE_CSP],
    ['/new-promo/missing/deeper/', 'text/html', PAGE_CSP],
    ['/new-promo/evil.svg', 'image/svg+xml', FILE_CSP],
    ['/new-promo/_img/hero-0123abcd-320.webp', 'image/webp', FILE_CSP],
    ['/new-promo/assets/mark.js', 'javascript', FILE_CSP],
    ['/new-promo/assets/font.woff2', 'font/woff2', FILE_CSP],
    ['/new-promo/page-data.json', 'application/json', FILE_CSP],
  ])('%s (%s) carries its CSP and nosniff', async (path, type, csp) => {
    const r = await fetch(origins[server] + path);
    expect(r.headers.get('content-type')).toContain(type);
    expect(r.headers.get('content-security-policy')).toBe(csp);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    '/new-promo/assets/',
    '/new-promo/assets',
    '/new-promo/ASSETS/',
    '/new-promo/_img/',
    '/new-promo/__arm/',
    '/new-promo/__ARM',
    '/new-promo/blogger/__arm/',
  ])('a {name} route does not answer %s (a path the build uses): 404', async (path) => {
    const r = await fetch(origins[server] + path, { redirect: 'manual' });
    expect(r.status).toBe(404);
    expect(await r.text()).toContain('not found');
  });

  it('while any other {name} shows its page, and the files below assets/ are still served', async () => {
    for (const path of [
      '/new-promo/someone/',
      '/new-promo/assets-fan/',
      '/new-promo/blogger/someone/',
      '/new-promo/blogger/assets/',
    ])
      expect(await (await fetch(origins[server] + path)).text(), path).toContain('the {name} page');
    expect((await fetch(`${origins[server]}/new-promo/assets/mark.js`)).status).toBe(200);
  });

  it.each(['/', '/new-promo', '/new-promo/someone'])(
    "the redirect from %s carries the files' CSP and nosniff",
    async (path) => {
      const r = await fetch(origins[server] + path, { redirect: 'manual' });
      expect([301, 302]).toContain(r.status);
      expect(r.headers.get('content-security-policy')).toBe(FILE_CSP);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('an SVG with script, opened on its own, runs none of it', async () => {
    const page = await browser!.newPage();
    await page.goto(`${origins[server]}/new-promo/evil.svg`);
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() => [
        document.documentElement.getAttribute('data-inline'),
        document.documentElement.getAttribute('data-file'),
      ]),
    ).toEqual([null, null]);
    await page.close();
  });
});

describe('promo serve: the sandbox operator API under /sandbox-api/', () => {
  it.each([
    ['/sandbox-api/api/v1/settings?with=currencies', 200, 'application/json'],
    ['/sandbox-api/api/v1/nope', 404, 'application/json'],
    ['/sandbox-api/__sandbox/players', 401, 'application/json'],
    ['/sandbox-api/captcha/api.js', 200, 'javascript'],
    ['/sandbox-api/img/flags/in.svg', 200, 'image/svg+xml'],
    ['/sandbox-api/favicon.ico', 204, null],
  ])("%s (%s, %s) carries the files' CSP and nosniff", async (path, status, type) => {
    const r = await fetch(origins['promo serve'] + path);
    expect(r.status).toBe(status);
    if (type) expect(r.headers.get('content-type')).toContain(type);
    expect(r.headers.get('content-security-policy')).toBe(FILE_CSP);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('its arrival page keeps a page CSP of its own (no script, not framed), and a JSON answer opened in the browser runs nothing', async () => {
    const r = await fetch(`${origins['promo serve']}/sandbox-api/app/?welcomeme=1`);
    expect(r.headers.get('content-type')).toContain('text/html');
    expect(r.headers.get('content-security-policy')).toBe(ARRIVAL_PAGE_CSP);
    const page = await browser!.newPage();
    await page.goto(`${origins['promo serve']}/sandbox-api/api/v1/settings`);
    // Under the files' CSP with `sandbox` the document has an opaque origin: it can reach no storage of the site.
    expect(
      await page.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch {
          return 'refused';
        }
      }),
    ).toBe('refused');
    await page.close();
  });
});

it('without the header the same SVG runs both scripts (what the test above would catch)', async () => {
  const page = await browser!.newPage();
  await page.route('**/evil.svg', (route) => route.fulfill({ contentType: 'image/svg+xml', body: SVG }));
  await page.goto(`${origins.nginx}/new-promo/evil.svg`);
  await page.waitForFunction(() => document.documentElement.getAttribute('data-file') === 'ran');
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-inline'))).toBe('ran');
  await page.close();
});

it('the build publishes no file of campaigns/assets/ as it is, only the re-encoded images', async () => {
  const built = await sharedBuild();
  expect(built.code).toBe(0);
  const client = join(built.dir, 'dist', 'client');
  expect(existsSync(join(client, '_img'))).toBe(true);
  expect(existsSync(join(client, 'key-art'))).toBe(false);
}, 240_000);
