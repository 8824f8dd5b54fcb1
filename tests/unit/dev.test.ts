/**
 * `promo dev`: the dev server renders campaigns, picks up edits to their YAML without a restart, picks
 * A/B arms like `promo serve`, previews ?at= / ?lang=, and serves the sandbox operator API on its own
 * port under /sandbox-api/, where its pages' dialogs call it (in Chromium).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CURRENCIES } from '../../sandbox/data/currencies.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempProject, type TempProject } from '../support/tempProject.ts';
import { freePort } from '../support/freePort.ts';
import { FILE_CSP } from '../../cli/build/contentSecurityPolicy.ts';
import { TEST_CHROMIUM, TEST_CHROMIUM_ARGS } from '../support/testChromium.mjs';
import { CACHES } from '../../cli/cacheRegistry.mjs';

let p: TempProject;
let dev: ChildProcess;
let base = '';
let printed = '';
/** What the dev server wrote to stderr (its errors and warnings): said when a test of the open page fails. */
let logged = '';
let launching: Promise<Browser> | undefined;
const openBrowser = () =>
  (launching ??= chromium.launch({
    executablePath: TEST_CHROMIUM,
    args: TEST_CHROMIUM_ARGS,
  }));
afterAll(async () => {
  await (await launching?.catch(() => undefined))?.close();
});

const title = async (path: string) => /<h1[^>]*>([^<]*)/.exec(await (await fetch(base + path)).text())?.[1];

beforeAll(async () => {
  p = tempProject();
  // Chromium starts while the dev server does.
  void openBrowser().catch(() => undefined);
  const port = await freePort();
  // No PROMO_SANDBOX_TOKEN: the dev server makes a token of its own and prints it.
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.PROMO_SANDBOX_TOKEN;
  dev = spawn(process.execPath, [join(p.dir, 'cli', 'promo.mjs'), 'dev', '--port', String(port)], {
    cwd: p.dir,
    stdio: 'pipe',
    env,
  });
  dev.stdout!.on('data', (d: Buffer) => {
    printed += d.toString();
  });
  dev.stderr!.on('data', (d: Buffer) => {
    logged += d.toString();
  });
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/new-promo/cash-race/`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('promo dev did not start');
}, 120_000);
afterAll(() => {
  dev?.kill();
  p?.cleanup();
});

/** A dev page opened until its boot script ran (the first visit of a dev server may reload once while Vite optimises dependencies). */
async function openDevPage(path: string): Promise<Page> {
  const page = await (await openBrowser()).newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(base + path, { waitUntil: 'networkidle', timeout: 90_000 });
  await page.locator('html[data-promo-booted]').waitFor({ state: 'attached', timeout: 30_000 });
  return page;
}

describe('promo dev', () => {
  it('renders a campaign, then shows the edited title after the YAML changes', async () => {
    const file = join(p.dir, 'campaigns', 'welcome-bonuses.yaml');
    const before = await title('/new-promo/welcome-bonuses/');
    expect(before).toBeTruthy();
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^( {4}title: ).*$/m, '$1"Edited in dev"'));
    await expect.poll(() => title('/new-promo/welcome-bonuses/'), { timeout: 15_000 }).toBe('Edited in dev');
  });

  it('picks A/B arms as promo serve does: a fresh visitor gets a cookie, the cookie keeps the arm, ?arm= forces one', async () => {
    const visit = async (query: string, cookie?: string) => {
      const r = await fetch(`${base}/new-promo/mega-contest/${query}`, { headers: cookie ? { cookie } : {} });
      return { h1: /<h1[^>]*>([^<]*)/.exec(await r.text())?.[1], cookie: r.headers.get('set-cookie') };
    };
    const prizePool = 'Mega Contest: 10,000,000 INR for 200 winners';
    expect(await visit('', 'promo_ab_mega_contest=prize-pool')).toEqual({ h1: prizePool, cookie: null });
    expect(await visit('?arm=prize-pool', 'promo_ab_mega_contest=control')).toEqual({ h1: prizePool, cookie: null });
    expect(await visit('?arm=control', 'promo_ab_mega_contest=prize-pool')).toEqual({
      h1: 'Mega Contest',
      cookie: null,
    });
    const fresh = await visit('');
    expect(fresh.cookie).toMatch(
      new RegExp(`^promo_ab_mega_contest=${fresh.h1 === prizePool ? 'prize-pool' : 'control'}; Path=/new-promo/;`),
    );
  });

  it('shows a {name} URL without a page of its own as its campaign page, as promo serve does', async () => {
    const r = await fetch(`${base}/new-promo/aviator-blogger/inr/someone_new/`);
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('250% Aviator bonus');
  });

  it('shows a campaign in another language with ?lang= and at another moment with ?at=', async () => {
    const page = async (query: string) => (await fetch(`${base}/new-promo/cash-race/${query}`)).text();
    const hindi = await page('?lang=hi');
    expect(hindi).toContain('<html lang="hi"');
    expect(/<h1[^>]*>([^<]*)/.exec(hindi)?.[1]).toBe('कैश रेस');
    // A page carries every schedule state; the moment picks the one shown, and the page's clock
    // starts there (data-visit-at, read by the head script and the runtime) instead of the visitor's.
    const before = await page('?at=2020-01-01T10:00');
    const at = Date.parse('2020-01-01T10:00:00+05:30');
    expect(before).toMatch(new RegExp(`<html [^>]*data-schedule="scheduled"[^>]*data-visit-at="${at}"`));
    expect(before).not.toContain('data-schedule-preview');
    expect(before).toContain('Starts in');
    const after = await page('?at=2099-01-01');
    expect(after).toMatch(/<html [^>]*data-schedule="ended"[^>]*data-visit-at="/);
    expect(after).toContain('has ended');
    expect(after).not.toContain(
      'data-schedule="ended" data-starts="1794681000000" data-ends="1797359399999">\n<head>\n<meta charset="utf-8">\n<script>',
    );
  });

  it('serves the sandbox operator API on its own port under /sandbox-api/, and the pages call it there', async () => {
    const settings = (await (await fetch(`${base}/sandbox-api/api/v1/settings?with=currencies`)).json()) as {
      currencies: { iso_code: string; flag: string }[];
    };
    expect(settings.currencies.map((c) => c.iso_code)).toEqual(CURRENCIES.map((c) => c.iso_code));
    // Absolute URLs in its answers keep the prefix (X-Forwarded-Prefix), as under `promo serve`.
    expect(settings.currencies[0]!.flag).toMatch(new RegExp(`^${base}/sandbox-api/img/flags/`));
    const html = await (await fetch(`${base}/new-promo/welcome-bonuses/`)).text();
    expect(html).toContain(`"api":"${base}/sandbox-api/api/v1"`);
    expect(html).not.toContain('127.0.0.1:4010');
    // Whatever host the visitor used: the pages call the API on it.
    const byName = await (await fetch(`${base.replace('127.0.0.1', 'localhost')}/new-promo/welcome-bonuses/`)).text();
    expect(byName).toContain(`"api":"${base.replace('127.0.0.1', 'localhost')}/sandbox-api/api/v1"`);
  });

  it('prints the sandbox control token, which drives the control endpoints (and nothing else does)', async () => {
    const token = /X-Sandbox-Token: (\S+)/.exec(printed)?.[1];
    expect(token, printed).toMatch(/^\S{16,}$/);
    expect((await fetch(`${base}/sandbox-api/__sandbox/players`)).status).toBe(401);
    expect(
      (await fetch(`${base}/sandbox-api/__sandbox/players`, { headers: { 'x-sandbox-token': token! } })).status,
    ).toBe(200);
  });

  it("every answer that is not a page carries the files' CSP: Vite's modules and 404s, the sandbox's JSON; pages do not", async () => {
    for (const path of [
      '/new-promo/@vite/client',
      '/new-promo/no-such-module.js',
      '/sandbox-api/api/v1/settings',
      '/sandbox-api/__sandbox/players',
    ]) {
      // Not followed: a missing module is first redirected to its trailing-slash URL, where Vike answers a (page) 404.
      const r = await fetch(base + path, { redirect: 'manual' });
      expect([path, r.headers.get('content-security-policy'), r.headers.get('x-content-type-options')]).toEqual([
        path,
        FILE_CSP,
        'nosniff',
      ]);
    }
    expect((await fetch(`${base}/new-promo/cash-race/`)).headers.get('content-security-policy')).not.toBe(FILE_CSP);
  });

  it("in Chromium, the sign-up dialog offers the sandbox's currencies and registers a player", async () => {
    const page = await openDevPage('/new-promo/welcome-bonuses/');
    await page.getByRole('main').getByRole('link', { name: /claim/i }).first().click();
    const dialog = page.getByRole('dialog', { name: /create your account/i });
    await dialog.waitFor({ timeout: 30_000 });
    // A tap before the runtime shows the page's pre-rendered copy; the runtime's dialog then takes it over.
    await page.locator('#promo-static-dialog').waitFor({ state: 'detached', timeout: 30_000 });
    await page.locator('.promo-spinner').waitFor({ state: 'detached', timeout: 30_000 });
    const offered = await dialog
      .getByLabel('Currency')
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(offered.sort()).toEqual(CURRENCIES.map((c) => c.iso_code).sort());
    await expect.poll(() => dialog.getByText(/something went wrong/i).count()).toBe(0);
    const email = `dev-${Date.now()}@example.com`;
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('secret123');
    await dialog.getByLabel('Repeat password').fill('secret123');
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    // The sandbox's main application, where a registration that went through sends the player.
    await page.waitForURL(`${base}/sandbox-api/app/?welcomeme=1`, { timeout: 30_000 });
    await page.close();
  });

  it('in Chromium, a saved text edit shows in place (no reload), a broken save shows the error overlay at once, and the next good save clears it', async () => {
    const file = join(p.dir, 'campaigns', 'reg-wheel-of-fortune.yaml');
    const good = readFileSync(file, 'utf8');
    const titled = (t: string) => good.replace(/^( {4}title: )Spin the Wheel of Fortune.*$/m, `$1"${t}"`);
    expect(titled('x')).not.toBe(good);
    const page = await openDevPage('/new-promo/reg-wheel-of-fortune/');
    try {
      let navigations = 0;
      // Why the page reloaded, if it did: its console (devPageUpdates.ts says why it reloads) and the server's errors.
      const said: string[] = [];
      page.on('console', (m) => said.push(`${m.type()}: ${m.text()}`));
      page.on('framenavigated', (f) => {
        if (f === page.mainFrame()) navigations++;
      });
      const loggedBefore = logged.length;
      const why = () => `page console: ${said.join(' | ')}\nserver: ${logged.slice(loggedBefore)}`.slice(-3000);
      await page.evaluate(() => window.scrollTo(0, 300));
      writeFileSync(file, titled('Edited in place'));
      await page.getByRole('heading', { level: 1, name: 'Edited in place' }).waitFor({ timeout: 30_000 });
      expect(await page.title()).toContain('Edited in place');
      expect([navigations, await page.evaluate(() => window.scrollY)], why()).toEqual([0, 300]);
      // The page's dependencies were pre-bundled into the project's own cache, not the node_modules it shares
      // with the other test projects (one re-bundling it under another's server reloaded this page once).
      expect(existsSync(join(p.dir, CACHES.viteDeps.path, 'deps', '_metadata.json'))).toBe(true);
      writeFileSync(file, good.replace(/^( {4}title: ).*$/m, '$1[not closed'));
      const overlay = page.locator('vite-error-overlay');
      await overlay.waitFor({ state: 'attached', timeout: 30_000 });
      expect(await overlay.evaluate((o) => o.shadowRoot?.textContent)).toMatch(/reg-wheel-of-fortune\.yaml:\d+:\d+/);
      writeFileSync(file, titled('Fixed again'));
      await page.getByRole('heading', { level: 1, name: 'Fixed again' }).waitFor({ timeout: 30_000 });
      expect(await overlay.count()).toBe(0);
    } finally {
      writeFileSync(file, good);
      await page.close();
    }
  });

  it("in Chromium, ?at= is the visitor's moment: the countdown counts from it and the state switches when it ticks past the end", async () => {
    const html = await (await fetch(`${base}/new-promo/cash-race/`)).text();
    const ends = Number(/data-ends="(\d+)"/.exec(html)?.[1]);
    expect(ends).toBeGreaterThan(0);
    const page = await (await openBrowser()).newPage({ viewport: { width: 1280, height: 800 } });
    // The browser's own clock long before the campaign: what it shows can only come from ?at=.
    await page.clock.install({ time: Date.parse('2020-01-01T00:00:00Z') });
    const iso = (t: number) => new Date(t).toISOString();
    // 3 days and 1 hour before the end: "Ends in 03 days 00 hours", not the real clock's "Starts in".
    await page.goto(`${base}/new-promo/cash-race/?at=${iso(ends - 3 * 86_400_000 - 3_600_000)}`, {
      waitUntil: 'load',
      timeout: 90_000,
    });
    await page.locator('html[data-promo-booted]').waitFor({ state: 'attached', timeout: 30_000 });
    const endsIn = page.getByRole('timer', { name: 'Ends in' });
    await expect.poll(() => endsIn.locator('[data-unit="days"]').textContent()).toBe('03');
    expect(await endsIn.locator('[data-unit="hours"]').textContent()).toBe('00');
    expect(await page.getByRole('timer', { name: 'Starts in' }).count()).toBe(0);
    // 5 seconds before the end, live; 10 seconds on, the page shows the ended state.
    await page.goto(`${base}/new-promo/cash-race/?at=${iso(ends - 5_000)}`, { waitUntil: 'load', timeout: 90_000 });
    await page.locator('html[data-promo-booted]').waitFor({ state: 'attached', timeout: 30_000 });
    expect(await page.locator('html').getAttribute('data-schedule')).toBe('live');
    await page.clock.runFor(10_000);
    expect(await page.locator('html').getAttribute('data-schedule')).toBe('ended');
    await expect.poll(() => page.getByText('This promotion has ended').isVisible()).toBe(true);
    await page.close();
  });
});
