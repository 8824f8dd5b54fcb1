/** The nginx.conf that `promo build` writes (the shared build), run in a real nginx: it must serve the site as `promo serve` does. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedBuild } from '../support/sharedBuild.ts';
import { startNginx, type RunningNginx } from '../support/startNginx.ts';
import { REPO as REPO_ROOT } from '../support/tempProject.ts';
import { createSiteServer } from '../../cli/serve/createSiteServer.ts';
import type { ServePlan } from '../../cli/build/ServePlan.ts';

let nginx: RunningNginx | undefined;
let base = '';
let distDir = '';

beforeAll(async () => {
  const built = await sharedBuild();
  expect(built.code).toBe(0);
  distDir = join(built.dir, 'dist');
  nginx = await startNginx(distDir);
  base = nginx.origin;
}, 180_000);

afterAll(() => {
  nginx?.stop();
});

const get = (path: string) => fetch(base + path, { redirect: 'manual' });

describe('generated nginx.conf', () => {
  it('serves a campaign page with the CSP and no-cache', async () => {
    const r = await get('/new-promo/cash-race/hi/');
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('<meta name="robots" content="noindex, follow">');
    expect(r.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(r.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['/', 302, '/new-promo/'],
    ['/new-promo/cash-race', 301, '/new-promo/cash-race/'],
    ['/new-promo/a-secret-action-page/', 302, '/new-promo/2024-ipl-event/'],
  ])('%s answers %i to %s', async (path, status, location) => {
    const r = await get(path);
    expect(r.status).toBe(status);
    expect(r.headers.get('location')).toBe(location);
  });

  it('serves a blogger page for any {name} and sends the bare handle to its trailing-slash URL', async () => {
    const r = await get('/new-promo/aviator-blogger/inr/rahul_plays/');
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('250% Aviator bonus');
    const bare = await get('/new-promo/aviator-blogger/inr/rahul_plays');
    expect([bare.status, bare.headers.get('location')]).toEqual([301, '/new-promo/aviator-blogger/inr/rahul_plays/']);
    expect((await get('/new-promo/aviator-blogger/inr/a/b/')).status).toBe(404);
  });

  it('serves a pre-rendered {id} variant as its own page, and any other id with the plain page', async () => {
    expect(await (await get('/new-promo/cash-race/hi/')).text()).toContain('lang="hi"');
    const other = await get('/new-promo/cash-race/zz/');
    expect(other.status).toBe(200);
    expect(await other.text()).toContain('id="promo-info" aria-labelledby="promo-info-title" lang="en"');
  });

  it('the playson non-stop drops page lower-cases the id (nginx and promo serve alike), and its info dialog is 66% wide', async () => {
    const server = await createSiteServer(
      distDir,
      JSON.parse(readFileSync(join(distDir, 'serve-plan.json'), 'utf8')) as ServePlan,
    );
    try {
      for (const path of [
        '/new-promo/playson-non-stop-drops/PT/',
        '/new-promo/playson-non-stop-drops/Pt/',
        '/new-promo/playson-non-stop-drops/pt/',
      ]) {
        const served = await server.inject({ method: 'GET', url: path });
        for (const [who, status, html] of [
          ['nginx', (await get(path)).status, await (await get(path)).text()],
          ['promo serve', served.statusCode, served.body],
        ] as const) {
          expect(status, `${who} ${path}`).toBe(200);
          expect(html, `${who} ${path}`).toContain(
            'id="promo-info" aria-labelledby="promo-info-title" lang="pt" style="--info-width:66%"',
          );
        }
      }
      // Only that campaign: an upper-case id elsewhere is just an unknown id (the plain page).
      expect(await (await get('/new-promo/cash-race/HI/')).text()).toContain(
        'aria-labelledby="promo-info-title" lang="en"',
      );
      expect((await server.inject({ method: 'GET', url: '/new-promo/cash-race/HI/' })).body).toContain(
        'aria-labelledby="promo-info-title" lang="en"',
      );
    } finally {
      await server.close();
    }
    const css = readFileSync(join(REPO_ROOT, 'runtime/components/base.css'), 'utf8');
    expect(css).toContain('dialog.promo-dialog{width:min(var(--info-width,620px),calc(100vw - 24px))');
    expect(css).toMatch(/@media \(max-width:500px\)\{dialog\.promo-dialog\{width:100vw/);
  });

  it('answers unknown routes with the 404 page and status 404', async () => {
    const r = await get('/new-promo/nothing-here/');
    expect(r.status).toBe(404);
    expect(await r.text()).toContain('404 Not Found');
  });

  it('one URL per page: doubled slashes and …/index.html answer the 404 page (nginx and promo serve alike)', async () => {
    const server = await createSiteServer(
      distDir,
      JSON.parse(readFileSync(join(distDir, 'serve-plan.json'), 'utf8')) as ServePlan,
    );
    try {
      for (const path of [
        '/new-promo/cash-race//',
        '/new-promo//cash-race/',
        '//new-promo/cash-race/',
        '/new-promo/cash-race/index.html',
        '/new-promo/cash-race/index.html?x=1',
        '/new-promo/index.html',
        '/new-promo/blogger//x/',
      ]) {
        const r = await get(path);
        const served = await server.inject({ method: 'GET', url: path });
        expect([path, r.status, served.statusCode]).toEqual([path, 404, 404]);
        expect(await r.text()).toContain('404 Not Found');
        expect(served.body).toContain('404 Not Found');
      }
      // The page's own URL, its bare form's redirect and a query with slashes in it are untouched.
      for (const [path, status] of [
        ['/new-promo/cash-race/', 200],
        ['/new-promo/cash-race/?next=https://x.example//y', 200],
        ['/new-promo/cash-race', 301],
        ['/new-promo/', 200],
      ] as const) {
        expect([
          path,
          (await get(path)).status,
          (await server.inject({ method: 'GET', url: path })).statusCode,
        ]).toEqual([path, status, status]);
      }
    } finally {
      await server.close();
    }
  });

  it('serves the background worker sw.js as JavaScript, no-cache, under the CSP (nginx and promo serve alike)', async () => {
    const server = await createSiteServer(
      distDir,
      JSON.parse(readFileSync(join(distDir, 'serve-plan.json'), 'utf8')) as ServePlan,
    );
    try {
      const served = await server.inject({ method: 'GET', url: '/new-promo/sw.js' });
      const r = await get('/new-promo/sw.js');
      const body = await r.text();
      for (const [who, status, headers, text] of [
        ['nginx', r.status, Object.fromEntries(r.headers), body],
        ['promo serve', served.statusCode, served.headers, served.body],
      ] as const) {
        expect(status, who).toBe(200);
        expect(text, who).toMatch(/^\/\/ promo build [0-9a-f]{16}\n/);
        expect(headers['content-type'], who).toMatch(/^text\/javascript/);
        expect(headers['cache-control'], who).toBe('no-cache');
        expect(headers['content-security-policy'], who).toContain("worker-src 'self'");
      }
    } finally {
      await server.close();
    }
  });

  it('caches hashed assets for a year', async () => {
    const html = await (await get('/new-promo/cash-race/')).text();
    const src = /<script src="([^"]+)"/.exec(html)![1]!;
    const r = await get(src);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toContain('immutable');
  });
});

describe('generated nginx.conf: A/B experiments (mega-contest: control and prize-pool, 50/50)', () => {
  const HEADLINE = {
    control: '<h1>Mega Contest</h1>',
    'prize-pool': '<h1>Mega Contest: 10,000,000 INR for 200 winners</h1>',
  } as const;
  const visit = async (path: string, headers: Record<string, string> = {}) => {
    const r = await fetch(base + path, { headers });
    const html = await r.text();
    const shown = (Object.keys(HEADLINE) as (keyof typeof HEADLINE)[]).filter((arm) => html.includes(HEADLINE[arm]));
    expect(shown).toHaveLength(1);
    return { arm: shown[0]!, cookie: r.headers.get('set-cookie'), vary: r.headers.get('vary') };
  };

  it('splits 200 fresh visitors near the weights, each with a cookie naming the arm it was shown', async () => {
    const counts = { control: 0, 'prize-pool': 0 };
    for (let i = 0; i < 200; i++) {
      const v = await visit('/new-promo/mega-contest/');
      expect(v.cookie).toMatch(
        new RegExp(
          `^promo_ab_mega_contest=${v.arm}; Path=/new-promo/; Expires=Tue, 15 Dec 2026 18:29:59 GMT; SameSite=Lax$`,
        ),
      );
      expect(v.vary).toBe('Cookie');
      counts[v.arm]++;
    }
    console.log('nginx split of 200 fresh visitors:', counts);
    expect(Math.abs(counts.control / 200 - 0.5)).toBeLessThan(0.12);
  });

  it('a returning visitor keeps the arm; ?arm= forces one and is not sticky; bots see the control', async () => {
    for (const arm of ['control', 'prize-pool'] as const) {
      for (let i = 0; i < 10; i++)
        expect(await visit('/new-promo/mega-contest/', { cookie: `promo_ab_mega_contest=${arm}` })).toEqual({
          arm,
          cookie: null,
          vary: 'Cookie',
        });
    }
    expect(
      await visit('/new-promo/mega-contest/?arm=prize-pool', { cookie: 'promo_ab_mega_contest=control' }),
    ).toMatchObject({ arm: 'prize-pool', cookie: null });
    expect(await visit('/new-promo/mega-contest/', { cookie: 'promo_ab_mega_contest=control' })).toMatchObject({
      arm: 'control',
      cookie: null,
    });
    expect((await visit('/new-promo/mega-contest/?arm=control')).cookie).toBeNull();
    for (let i = 0; i < 10; i++)
      expect(
        await visit('/new-promo/mega-contest/', {
          'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        }),
      ).toMatchObject({ arm: 'control', cookie: null });
    // A forged cookie value is not an arm: the visitor is drawn again.
    expect((await visit('/new-promo/mega-contest/', { cookie: 'promo_ab_mega_contest=<script>' })).cookie).toMatch(
      /^promo_ab_mega_contest=(control|prize-pool);/,
    );
  });
});
