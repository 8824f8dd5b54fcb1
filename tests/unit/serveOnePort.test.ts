/** `promo serve` on one port: the site and the sandbox operator API (under /sandbox-api/) share an origin. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer, apiSwap } from '../../cli/serve/createSiteServer.ts';
import { assertPortFree } from '../../cli/serve/assertPortFree.ts';
import { underPrefix } from '../../cli/serve/mountAtPrefix.ts';
import { PromoError } from '../../cli/errors/PromoError.ts';
import { createSandbox } from '../../sandbox/index.ts';
import { runServe } from '../../cli/commands/serve.ts';
import { SERVE_PLAN_FILE } from '../../cli/build/ServePlan.ts';
import type { ServePlan } from '../../cli/build/ServePlan.ts';

const BAKED = 'http://127.0.0.1:4010';
const plan: ServePlan = {
  basePath: '/new-promo/',
  csp: `default-src 'self'; connect-src 'self' ${BAKED}`,
  rewrites: [],
  redirects: [],
  apiOrigin: BAKED,
  env: 'development',
};
const page = `<html><body><script type="application/json" id="boot">{"api":"${BAKED}/api/v1","redirectHosts":["127.0.0.1:4010"]}</script></body></html>`;

let dir: string;
let site: FastifyInstance;
let sandbox: FastifyInstance;
let origin: string;
let controlToken: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'promo-serve-'));
  mkdirSync(join(dir, 'client', 'cash-race'), { recursive: true });
  writeFileSync(join(dir, 'client', '404.html'), '<h1>Not found</h1>');
  writeFileSync(join(dir, 'client', 'cash-race', 'index.html'), page);
  writeFileSync(
    join(dir, 'client', 'cash-race', 'page-data.json'),
    JSON.stringify({ site: { hosts: { api: `${BAKED}/api/v1` } } }),
  );
  const made = await createSandbox();
  sandbox = made.app;
  controlToken = made.state.controlToken;
  await sandbox.ready();
  site = await createSiteServer(dir, plan, { mount: { prefix: '/sandbox-api', app: sandbox } });
  await site.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(site.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await site.close();
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('one port for the site and the sandbox', () => {
  it('points the pages and their page data at the sandbox under the origin the visitor used', async () => {
    const res = await fetch(`${origin}/new-promo/cash-race/`);
    const html = await res.text();
    expect(html).toContain(`"api":"${origin}/sandbox-api/api/v1"`);
    expect(html).toContain(`"redirectHosts":["${new URL(origin).host}"]`);
    expect(html).not.toContain(BAKED);
    // A CSP source with a path would match that path only: the CSP names the origin.
    expect(res.headers.get('content-security-policy')).toBe(`default-src 'self'; connect-src 'self' ${origin}`);
    const data = (await (await fetch(`${origin}/new-promo/cash-race/page-data.json`)).json()) as {
      site: { hosts: { api: string } };
    };
    expect(data.site.hosts.api).toBe(`${origin}/sandbox-api/api/v1`);
  });

  it('answers the operator API under /sandbox-api/ with absolute URLs that keep the prefix', async () => {
    const res = await fetch(`${origin}/sandbox-api/api/v1/settings?with=currencies`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { currencies: { flag: string }[] };
    expect(body.currencies[0]!.flag).toMatch(new RegExp(`^${origin}/sandbox-api/img/flags/`));
    const script = await fetch(`${origin}/sandbox-api/captcha/api.js`);
    expect(script.status).toBe(200);
    expect((await fetch(`${origin}/sandbox-api/api/v1/nope`)).status).toBe(404);
    // The site's own 404 page is not the sandbox's JSON.
    expect(await (await fetch(`${origin}/sandbox-apix/`)).text()).toContain('Not found');
  });

  it('treats only the prefix itself, or paths below it, as the sandbox', () => {
    expect(underPrefix('/sandbox-api/api/v1', '/sandbox-api')).toBe(true);
    expect(underPrefix('/sandbox-api?x=1', '/sandbox-api')).toBe(true);
    expect(underPrefix('/sandbox-apix', '/sandbox-api')).toBe(false);
    expect(underPrefix('/new-promo/sandbox-api/', '/sandbox-api')).toBe(false);
  });

  it('leaves pages alone when the API is where the build put it', () => {
    expect(apiSwap(BAKED, `${BAKED}/`)).toBeNull();
    expect(apiSwap(BAKED, 'http://127.0.0.1:4610')!.page(`${BAKED}/api/v1 127.0.0.1:4010`)).toBe(
      'http://127.0.0.1:4610/api/v1 127.0.0.1:4610',
    );
  });
});

describe('a taken port', () => {
  it('is found before any work, and the error names the option that moves it', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const port = (blocker.address() as { port: number }).port;
    try {
      const e = await assertPortFree(port, '127.0.0.1', '--port').then(
        () => null,
        (x: unknown) => x,
      );
      expect(e).toBeInstanceOf(PromoError);
      expect((e as PromoError).message).toBe(
        `Port ${port} is already used by another program. Choose another with --port (e.g. --port ${port + 1}), or stop that program.`,
      );
    } finally {
      await new Promise<void>((r) => blocker.close(() => r()));
    }
    await expect(assertPortFree(port, '127.0.0.1')).resolves.toBeUndefined();
  });
});

describe('the sandbox control endpoints under promo serve (issue 20)', () => {
  it('answer only with the per-run token, whatever spelling of the path reaches them', async () => {
    const seed = (url: string, headers: Record<string, string> = {}) =>
      fetch(`${origin}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ username: `rich${Math.random()}@example.com`, balance: 99_999_999 }),
      });
    for (const url of [
      '/sandbox-api/__sandbox/players',
      '/sandbox-api/%5f%5fsandbox/players',
      '/sandbox-api/%5F%5Fsandbox/players',
    ]) {
      expect((await seed(url)).status, url).toBe(401);
      expect((await seed(url, { 'x-sandbox-token': 'x'.repeat(controlToken.length) })).status, url).toBe(401);
    }
    for (const url of ['/sandbox-api/__sandbox/requests', '/sandbox-api/__sandbox/events'])
      expect((await fetch(`${origin}${url}`)).status, url).toBe(401);
    expect((await seed('/sandbox-api/__sandbox/players', { 'x-sandbox-token': controlToken })).status).toBe(201);
  });

  it('prints the token (or says it is the one from the environment) and warns plainly beyond loopback', async () => {
    const root = mkdtempSync(join(tmpdir(), 'promo-serve-token-'));
    mkdirSync(join(root, 'dist', 'client'), { recursive: true });
    writeFileSync(join(root, 'dist', 'client', '404.html'), '<h1>Not found</h1>');
    writeFileSync(join(root, 'dist', SERVE_PLAN_FILE), JSON.stringify(plan));
    const serve = async (host: string, token?: string) => {
      let out = '';
      const s = await runServe(root, { port: 0, host, outDir: 'dist', sandbox: true, controlToken: token }, (t) => {
        out += t;
      });
      try {
        // --port 0: the port the system picked is the one printed, and the site answers there.
        expect(s.port).toBeGreaterThan(0);
        expect(out).toContain(`at http://127.0.0.1:${s.port}/new-promo/`);
        expect(out).not.toMatch(/:0\b/);
        expect((await fetch(`http://127.0.0.1:${s.port}/new-promo/missing/`)).status).toBe(404);
      } finally {
        await s.close();
      }
      return { out, token: s.controlToken };
    };
    try {
      const local = await serve('127.0.0.1');
      expect(local.out).toContain(`X-Sandbox-Token: ${local.token}`);
      expect(local.out).not.toContain('WARNING');
      const wide = await serve('0.0.0.0', 'from-the-environment-0123');
      expect(wide.token).toBe('from-the-environment-0123');
      expect(wide.out).not.toContain('from-the-environment-0123');
      expect(wide.out).toMatch(/WARNING: listening on 0\.0\.0\.0, beyond this machine.*\/sandbox-api\/__sandbox\/\*/);
      await expect(serve('127.0.0.1', 'weak')).rejects.toThrow(/PROMO_SANDBOX_TOKEN.*at least 16 characters/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
