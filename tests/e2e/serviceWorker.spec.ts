/**
 * The background worker (spec 1.5) in Chromium, against `promo serve`'s server (createSiteServer, in
 * this process, on a free port) over a `dist` link, as a deploy switches it. Build A is the e2e build;
 * build B is A with the cash-race headline changed and its own sw.js from the same generator (a real
 * rebuild here would cost ≈15 s more and cannot touch the build the other specs are using). The
 * switch from A to B is `promo build`'s own (replaceLink). Proves: registered with scope /new-promo/;
 * on the next visit a hashed file comes from the worker's cache (the HTTP cache emptied, the server
 * not asked); after the deploy, one reload shows B's page and the new worker drops A's page cache.
 */
import { mkdir, mkdtemp, readFile, readdir, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { test, expect } from './fixtures.ts';
import { runtimeStarted } from './runtimeStarted.ts';
import { createSiteServer } from '../../cli/serve/createSiteServer.ts';
import { replaceLink } from '../../cli/build/writeAtomically.ts';
import { hashedFiles, nameOf, offlinePage, serviceWorkerFile } from '../../cli/build/serviceWorkerFile.ts';
import type { ServePlan } from '../../cli/build/ServePlan.ts';
import { CACHES } from '../../cli/cacheRegistry.mjs';

// The suite blocks the worker everywhere else (playwright.config.ts); here it is tested as shipped.
test.use({ serviceWorkers: 'allow' });

const PAGE = '/new-promo/cash-race/';
let tmp = '';
let server: FastifyInstance;
let origin = '';
let buildA = '';
let buildB = '';
const served: string[] = [];

/** Build B: every file of A linked, but the page's HTML (new headline) and sw.js (a new build name). */
async function deployOf(a: string, to: string): Promise<void> {
  const client = join(to, 'client');
  await mkdir(join(client, 'cash-race'), { recursive: true });
  for (const f of await readdir(a)) if (f !== 'client') await symlink(join(a, f), join(to, f));
  for (const f of await readdir(join(a, 'client')))
    if (f !== 'cash-race' && f !== 'sw.js') await symlink(join(a, 'client', f), join(client, f));
  for (const f of await readdir(join(a, 'client', 'cash-race')))
    if (f !== 'index.html') await symlink(join(a, 'client', 'cash-race', f), join(client, 'cash-race', f));
  const html = await readFile(join(a, 'client', 'cash-race', 'index.html'), 'utf8');
  expect(html).toContain('<h1>Cash Race</h1>');
  await writeFile(
    join(client, 'cash-race', 'index.html'),
    html.replace('<h1>Cash Race</h1>', '<h1>Cash Race, new build</h1>'),
  );
  const plan = JSON.parse(await readFile(join(a, 'serve-plan.json'), 'utf8')) as ServePlan;
  const assets = nameOf(await hashedFiles(join(a, 'client')));
  await writeFile(
    join(client, 'sw.js'),
    await serviceWorkerFile({
      build: 'e2e0next0build00',
      assets,
      base: plan.basePath,
      offline: await offlinePage('WinPlay', 'en'),
    }),
  );
}

test.beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'promo-sw-'));
  buildA = await realpath(join(process.cwd(), CACHES.e2eDist.path));
  buildB = join(tmp, 'build-b');
  await deployOf(buildA, buildB);
  const dist = join(tmp, 'dist');
  await symlink(buildA, dist, 'dir');
  server = await createSiteServer(
    dist,
    JSON.parse(await readFile(join(buildA, 'serve-plan.json'), 'utf8')) as ServePlan,
  );
  server.addHook('onRequest', async (req) => {
    served.push(req.url);
  });
  origin = await server.listen({ port: 0, host: '127.0.0.1' });
});
test.afterAll(async () => {
  await server?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const buildName = async (b: string) =>
  /^\/\/ promo build ([0-9a-z]+)/.exec(await readFile(join(b, 'client', 'sw.js'), 'utf8'))![1]!;

test('background worker: scope /new-promo/, hashed files from its cache on the next visit, the page of a new build after one reload', async ({
  page,
  context,
}) => {
  await page.goto(origin + PAGE);
  await expect(page.locator('html[data-promo-booted="cash-race"]')).toHaveCount(1);
  // Registered once the runtime has started (a visitor's first sign of intent) and the browser is idle.
  await runtimeStarted(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(`${origin}/new-promo/`);
  // The first visit is not controlled: the worker keeps what the page loaded (from the HTTP cache).
  const entry = new URL((await page.locator('script[src*="/assets/entries/"]').getAttribute('src'))!, origin).href;
  await expect.poll(() => page.evaluate(async (u) => !!(await caches.match(u)), entry)).toBe(true);

  // Second visit, the browser's HTTP cache emptied: the page from the network, the hashed entry from the worker's cache.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  served.length = 0;
  const entryResponse = page.waitForResponse(entry);
  await page.reload();
  await expect(page.locator('html[data-promo-booted="cash-race"]')).toHaveCount(1);
  expect((await entryResponse).fromServiceWorker()).toBe(true);
  expect(served).toContain(PAGE);
  expect(served.filter((u) => entry.endsWith(u))).toEqual([]);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${origin}/new-promo/sw.js`);
  const [a, b] = [await buildName(buildA), await buildName(buildB)];
  const cachesOfA = await page.evaluate(() => caches.keys());
  expect(cachesOfA).toContain(`promo-pages-${a}`);

  // A deploy switches dist/ to build B; one reload shows B's page, and B's worker replaces A's.
  await replaceLink(join(tmp, 'dist'), buildB);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cash Race, new build');
  await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 10_000 }).not.toContain(`promo-pages-${a}`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cash Race, new build');
  const cachesOfB = await page.evaluate(() => caches.keys());
  expect(cachesOfB).toContain(`promo-pages-${b}`);
  // The hashed files did not change: their cache is kept across the deploy.
  expect(cachesOfB.filter((n) => n.startsWith('promo-assets-'))).toEqual(
    cachesOfA.filter((n) => n.startsWith('promo-assets-')),
  );
});
