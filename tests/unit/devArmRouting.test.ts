/** `promo dev` picks A/B arms as `promo serve` does: the request Vike renders is the arm's page. In-process, with a fake request. */
import { describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { devArmRouting } from '../../cli/site/devArmRouting.ts';
import type { RouteManifest, SiteExperiment } from '../../model/Site.ts';

const experiment: SiteExperiment = {
  id: 'blog',
  slug: 'blog',
  cookie: 'promo_ab_blog',
  control: 'plain',
  ends: Date.parse('2099-01-01T00:00:00Z'),
  urls: ['/blog/', '/blog/hi/'],
  arms: [
    { id: 'plain', weight: 1, steps: 2500, share: 0.25, control: true },
    { id: 'bold', weight: 3, steps: 7500, share: 0.75, control: false },
  ],
};
// Only what the routing reads of a manifest: the base, which pages exist, the {name} rewrites and the experiments.
const manifest = {
  site: { basePath: '/new-promo/' },
  pages: Object.fromEntries(
    ['/blog/', '/blog/hi/', '/blog/__arm/bold/', '/blog/hi/__arm/bold/', '/cash-race/'].map((u) => [u, {}]),
  ),
  rewrites: [{ prefix: '/blog/', target: '/blog/' }],
  experiments: [experiment],
} as unknown as RouteManifest;

/** What Vike would render for one request, and the headers sent. */
function route(url: string, headers: Record<string, string> = {}, random = 0.5, method = 'GET') {
  const req = { url, method, headers } as IncomingMessage & { originalUrl?: string };
  const sent: Record<string, unknown> = {};
  const res = {
    setHeader: (k: string, v: unknown) => {
      sent[k] = v;
    },
    appendHeader: (k: string, v: unknown) => {
      sent[k] = v;
    },
  } as unknown as ServerResponse;
  let nexts = 0;
  devArmRouting(
    () => manifest,
    () => random,
  )(req, res, () => {
    nexts++;
  });
  expect(nexts).toBe(1);
  return { renders: req.originalUrl ?? req.url, cookie: sent['Set-Cookie'] ?? null, vary: sent.Vary ?? null };
}

describe('promo dev: A/B arms', () => {
  it('draws a fresh visitor by weight and sets the cookie; the cookie keeps the arm', () => {
    expect(route('/new-promo/blog/', {}, 0.1)).toEqual({
      renders: '/new-promo/blog/',
      cookie: 'promo_ab_blog=plain; Path=/new-promo/; Expires=Thu, 01 Jan 2099 00:00:00 GMT; SameSite=Lax',
      vary: 'Cookie',
    });
    expect(route('/new-promo/blog/hi/', {}, 0.9)).toMatchObject({
      renders: '/new-promo/blog/hi/__arm/bold/',
      cookie: expect.stringMatching(/^promo_ab_blog=bold;/),
    });
    expect(route('/new-promo/blog/', { cookie: 'promo_ab_blog=bold' }, 0.1)).toEqual({
      renders: '/new-promo/blog/__arm/bold/',
      cookie: null,
      vary: 'Cookie',
    });
  });

  it('?arm= forces an arm without a cookie and keeps the query (?lang=, ?at= still apply); bots see the control', () => {
    expect(route('/new-promo/blog/?arm=bold&lang=hi', { cookie: 'promo_ab_blog=plain' })).toEqual({
      renders: '/new-promo/blog/__arm/bold/?arm=bold&lang=hi',
      cookie: null,
      vary: 'Cookie',
    });
    expect(route('/new-promo/blog/', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }, 0.9)).toEqual({
      renders: '/new-promo/blog/',
      cookie: null,
      vary: 'Cookie',
    });
  });

  it("a {name} URL shows its campaign page in the visitor's arm; other URLs and methods pass untouched", () => {
    expect(route('/new-promo/blog/rahul_plays/', { cookie: 'promo_ab_blog=bold' })).toMatchObject({
      renders: '/new-promo/blog/__arm/bold/',
    });
    // A {name} that spells a path the build uses (__arm, any case) is no {name}: Vike answers it 404, as both servers do.
    for (const url of [
      '/new-promo/cash-race/',
      '/new-promo/blog/a/b/',
      '/new-promo/@vite/client',
      '/new-promo/blog',
      '/elsewhere/blog/',
      '/new-promo/blog/__arm/',
      '/new-promo/blog/__ARM/',
    ]) {
      expect(route(url, { cookie: 'promo_ab_blog=bold' })).toEqual({ renders: url, cookie: null, vary: null });
    }
    expect(route('/new-promo/blog/', { cookie: 'promo_ab_blog=bold' }, 0.5, 'POST')).toEqual({
      renders: '/new-promo/blog/',
      cookie: null,
      vary: null,
    });
  });
});
