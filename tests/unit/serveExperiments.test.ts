/**
 * `promo serve` and the generated nginx config with A/B experiments, over small fake builds behind the
 * dist link: a {name} URL that shows an experiment's page shows the visitor's arm of it (both servers),
 * and `promo serve`'s experiment list follows `promo rollback` (and the build after it) without a restart
 * (nginx, which keeps its config until reloaded, then serves the control).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from '../../cli/serve/createSiteServer.ts';
import { buildSlots, replaceLink, rollback } from '../../cli/build/writeAtomically.ts';
import { nginxConf } from '../../cli/build/nginxConf.ts';
import { nginxBinary, startNginx, type RunningNginx } from '../support/startNginx.ts';
import type { ServePlan } from '../../cli/build/ServePlan.ts';
import type { SiteExperiment } from '../../model/Site.ts';
import { twoArmExperiment } from '../support/twoArmExperiment.ts';

const experiment = twoArmExperiment('blog', '/blog/');
const planOf = (experiments: SiteExperiment[]): ServePlan => ({
  basePath: '/new-promo/',
  csp: "default-src 'self'",
  rewrites: [{ prefix: '/blog/', target: '/blog/' }],
  redirects: [],
  apiOrigin: 'http://127.0.0.1:4010',
  env: 'development',
  experiments,
});

let root: string;
let app: FastifyInstance;
let nginx: RunningNginx;
const builds = () => buildSlots(root, 'dist').builds;

/** A build: /blog/ (a {name} route) and, with the experiment, its other arm beside it. */
function writeBuild(name: string, withExperiment: boolean) {
  const client = join(builds(), name, 'client');
  mkdirSync(join(client, 'blog', '__arm', 'bold'), { recursive: true });
  writeFileSync(join(client, '404.html'), 'Not found');
  writeFileSync(join(client, 'blog', 'index.html'), `<h1>plain ${name}</h1>`);
  if (withExperiment) writeFileSync(join(client, 'blog', '__arm', 'bold', 'index.html'), `<h1>bold ${name}</h1>`);
  const plan = planOf(withExperiment ? [experiment] : []);
  writeFileSync(join(builds(), name, 'serve-plan.json'), JSON.stringify(plan));
  writeFileSync(join(builds(), name, 'nginx.conf'), nginxConf(plan, '/srv/promo/dist/client'));
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'promo-serve-ab-'));
  writeBuild('1-1', false);
  writeBuild('2-1', true);
  await replaceLink(join(builds(), 'previous'), join(builds(), '1-1'));
  await replaceLink(join(root, 'dist'), join(builds(), '2-1'));
  app = await createSiteServer(join(root, 'dist'), planOf([experiment]));
  // Through the dist link, as production runs it: files follow the link, the config is the newer build's.
  nginx = await startNginx(join(root, 'dist'));
});
afterAll(async () => {
  nginx?.stop();
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

type Visit = { body: string; cookie: string | null; vary: string | null };
const serveVisit = async (url: string, cookie?: string): Promise<Visit> => {
  const r = await app.inject({ url, headers: cookie ? { cookie } : {} });
  return {
    body: r.body,
    cookie: (r.headers['set-cookie'] as string | undefined) ?? null,
    vary: (r.headers.vary as string | undefined) ?? null,
  };
};
const nginxVisit = async (url: string, cookie?: string): Promise<Visit> => {
  const r = await fetch(nginx.origin + url, { headers: cookie ? { cookie } : {} });
  return { body: await r.text(), cookie: r.headers.get('set-cookie'), vary: r.headers.get('vary') };
};
const visit = serveVisit;

describe.each([
  ['promo serve', serveVisit],
  ['nginx', nginxVisit],
] as const)('%s: experiments', (_, visit) => {
  it('a {name} URL shows the arm of the page it shows: cookie, ?arm= and the draw, as at the page itself', async () => {
    expect(await visit('/new-promo/blog/rahul/', 'promo_ab_blog=bold')).toEqual({
      body: '<h1>bold 2-1</h1>',
      cookie: null,
      vary: 'Cookie',
    });
    expect(await visit('/new-promo/blog/rahul/?arm=plain', 'promo_ab_blog=bold')).toEqual({
      body: '<h1>plain 2-1</h1>',
      cookie: null,
      vary: 'Cookie',
    });
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const fresh = await visit('/new-promo/blog/someone/');
      const arm = /<h1>(\w+) /.exec(fresh.body)![1]!;
      expect(fresh.cookie).toMatch(
        new RegExp(`^promo_ab_blog=${arm}; Path=/new-promo/; Expires=Thu, 01 Jan 2099 00:00:00 GMT; SameSite=Lax$`),
      );
      seen.add(arm);
    }
    expect([...seen].sort()).toEqual(['bold', 'plain']);
  });

  it('one rule for the case of arm ids (issue 20): ?arm=BOLD and an upper-case cookie are junk; arm-assigning answers are private', async () => {
    for (const url of ['/new-promo/blog/', '/new-promo/blog/rahul/']) {
      // A returning visitor of plain: ?arm=BOLD forces nothing.
      expect((await visit(`${url}?arm=BOLD`, 'promo_ab_blog=plain')).body, url).toBe('<h1>plain 2-1</h1>');
      expect((await visit(`${url}?arm=Bold`, 'promo_ab_blog=plain')).body, url).toBe('<h1>plain 2-1</h1>');
      // An upper-case cookie is not an arm: the visitor is drawn again and given a proper cookie.
      const redrawn = await visit(url, 'promo_ab_blog=BOLD');
      expect(redrawn.cookie, url).toMatch(/^promo_ab_blog=(plain|bold); /);
      const headers = await cacheControl(visit === serveVisit ? 'serve' : 'nginx', url);
      expect(headers, url).toBe('private, no-cache');
    }
  });
});

const cacheControl = async (who: 'serve' | 'nginx', url: string) =>
  who === 'serve'
    ? (await app.inject({ url })).headers['cache-control']
    : (await fetch(nginx.origin + url)).headers.get('cache-control');

describe('promo serve: experiments', () => {
  it('follows promo rollback: the previous build without the experiment is served to everyone, and the experiment returns with its build', async () => {
    expect((await visit('/new-promo/blog/', 'promo_ab_blog=bold')).body).toBe('<h1>bold 2-1</h1>');
    expect(await rollback(root, 'dist')).not.toBeNull();
    expect(await visit('/new-promo/blog/', 'promo_ab_blog=bold')).toEqual({
      body: '<h1>plain 1-1</h1>',
      cookie: null,
      vary: null,
    });
    expect(await visit('/new-promo/blog/x/')).toEqual({ body: '<h1>plain 1-1</h1>', cookie: null, vary: null });
    // nginx keeps the config it was started with until reloaded: the arm's visitors get the control page, never a 404.
    expect((await nginxVisit('/new-promo/blog/', 'promo_ab_blog=bold')).body).toBe('<h1>plain 1-1</h1>');
    expect((await nginxVisit('/new-promo/blog/x/', 'promo_ab_blog=bold')).body).toBe('<h1>plain 1-1</h1>');
    expect(await rollback(root, 'dist')).not.toBeNull();
    expect((await visit('/new-promo/blog/', 'promo_ab_blog=bold')).body).toBe('<h1>bold 2-1</h1>');
    expect((await visit('/new-promo/blog/')).cookie).toMatch(/^promo_ab_blog=(plain|bold);/);
  });
});

describe('the nginx the tests run', () => {
  it('is found on PATH or in /usr/sbin, and its absence fails the tests with what to install', () => {
    expect(nginxBinary()).toMatch(/\/nginx$/);
    expect(() => nginxBinary({ PATH: '/nowhere' }, '/nowhere/nginx')).toThrow('apt-get install -y nginx-light');
  });
});
