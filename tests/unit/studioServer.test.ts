/**
 * `promo studio`'s server in-process, without the preview (no Vite): a small project in a temp folder
 * (support/studioFixture.ts), a real HTTP server on a free port, a Git repository with a bare remote.
 * Refuses foreign Host and Origin, keeps to campaigns/, lists, creates, saves only what passes the
 * check, and publishes on a branch named for the campaign. Its checks run in the studio's worker
 * thread (cli/studio/studioWorker.ts, bundled as the compiled CLI's is), as `promo studio`'s do.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { studioFixture, type StudioFixture } from '../support/studioFixture.ts';
import { compiledCheckWorker } from '../support/compiledCheckWorker.ts';
import { foreignRequest, ownHosts } from '../../cli/studio/ownOrigin.ts';

let f: StudioFixture;
let dir: string;
let base: string;
let host: string;
const git = (...args: string[]) => f.git(...args);

let worker: Awaited<ReturnType<typeof compiledCheckWorker>>;
beforeAll(async () => {
  worker = await compiledCheckWorker('cli/studio/studioWorker.ts');
  f = await studioFixture({ worker: worker.file });
  ({ dir, base, host } = f);
});
afterAll(async () => {
  await f.close();
  worker.cleanup();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body: JSON.stringify(body),
  });

describe('promo studio: safe on a laptop', () => {
  it('refuses a foreign Host (DNS rebinding) and a foreign Origin or cross-site request, before reading it', async () => {
    const status = (headers: Record<string, string>, method = 'GET') =>
      new Promise<number>((resolve, reject) => {
        const req = request(`${base}/studio/api/campaigns`, { method, headers }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
    expect(await status({ host: `evil.example:${host.split(':')[1]}` })).toBe(403);
    expect(await status({ host })).toBe(200);
    expect(await status({ host: `localhost:${host.split(':')[1]}` })).toBe(200);
    const cross = await post(
      '/studio/api/save',
      { slug: 'cash-race', text: 'slug: x\n' },
      { origin: 'http://evil.example' },
    );
    expect(cross.status).toBe(403);
    expect(await cross.text()).toMatch(/Origin "http:\/\/evil.example" is not this studio/);
    expect(await status({ host, 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(readFileSync(join(dir, 'campaigns', 'cash-race.yaml'), 'utf8')).toContain('slug: cash-race');
  });

  it("bound to every interface (--host 0.0.0.0), answers to the machine's own names and addresses only", () => {
    const machine = {
      hostname: () => 'Promo-Laptop',
      networkInterfaces: () => ({
        lo: [{ address: '127.0.0.1', family: 'IPv4' }],
        eth0: [
          { address: '192.168.1.20', family: 'IPv4' },
          { address: 'fe80::1', family: 'IPv6' },
          { address: '2001:db8::20', family: 'IPv6' },
        ],
      }),
    } as unknown as Parameters<typeof ownHosts>[2];
    const hosts = ownHosts('0.0.0.0', 5180, machine);
    for (const own of ['0.0.0.0', 'promo-laptop', '192.168.1.20', '[2001:db8::20]', 'localhost', '127.0.0.1', '[::1]'])
      expect(foreignRequest({ host: `${own}:5180`, origin: `http://${own}:5180` }, hosts), own).toBeNull();
    for (const other of ['evil.example:5180', '192.168.1.21:5180', 'promo-laptop:5181', '[fe80::1]:5180', ''])
      expect(foreignRequest({ host: other }, hosts), other).toMatch(/is not this studio's address/);
    expect(foreignRequest({ host: '192.168.1.20:5180', origin: 'http://evil.example' }, hosts)).toMatch(/Origin/);
    // Bound to one address, only that one (and its loopback names when it is loopback).
    expect(ownHosts('192.168.1.20', 5180, machine)).toEqual(['192.168.1.20:5180']);
  });

  it('keeps every path inside campaigns/: a slug is a slug', async () => {
    for (const slug of ['../promo.config', '..%2Fpromo.config', 'a/b', '.git', ''])
      expect((await get(`/studio/api/campaign?slug=${encodeURIComponent(slug)}`)).status).toBe(400);
    const r = await post('/studio/api/save', { slug: '../promo.config', text: 'x: 1\n' });
    expect(r.status).toBe(400);
  });
});

describe('promo studio: image upload', () => {
  const upload = (name: string, bytes: Buffer | string) =>
    fetch(`${base}/studio/api/upload?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { origin: base },
      body: typeof bytes === 'string' ? bytes : new Blob([new Uint8Array(bytes)]),
    });

  it('takes a JPEG by its content into campaigns/assets/uploads/ under a plain name, never over another file', async () => {
    const jpeg = readFileSync(join(dir, 'campaigns', 'assets', 'key-art', 'cash-race.jpg'));
    const first = await upload('../../Key Art (final).JPEG', jpeg);
    expect(await first.json()).toEqual({ path: 'uploads/key-art-final.jpg' });
    expect(readFileSync(join(dir, 'campaigns', 'assets', 'uploads', 'key-art-final.jpg'))).toEqual(jpeg);
    expect(await (await upload('key-art-final.jpg', jpeg)).json()).toEqual({ path: 'uploads/key-art-final-2.jpg' });
  });

  it('refuses what is not an image by its content (an SVG named .jpg) and what is over 2 MB, writing nothing', async () => {
    const svg = await upload('hero.jpg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(svg.status).toBe(415);
    expect((await svg.json()).error).toMatch(/not a JPEG, PNG, WebP or AVIF image/);
    const big = Buffer.alloc(2 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    // Refused by its Content-Length at once, and by its bytes when sent in chunks without one: either way the
    // client reads the 413 while still sending (its connection is never reset), every time.
    for (let i = 0; i < 4; i++) expect((await upload('big.jpg', big)).status).toBe(413);
    const chunked = () =>
      new Promise<number>((answered, failed) => {
        const req = request(
          `${base}/studio/api/upload?name=big.jpg`,
          { method: 'POST', headers: { origin: base } },
          (res) => {
            res.resume();
            answered(res.statusCode!);
          },
        );
        req.on('error', failed);
        for (let i = 0; i < 64; i++) req.write(big.subarray(0, 65536));
        req.end();
      });
    for (let i = 0; i < 4; i++) expect(await chunked()).toBe(413);
    expect(existsSync(join(dir, 'campaigns', 'assets', 'uploads', 'hero.jpg'))).toBe(false);
    expect(existsSync(join(dir, 'campaigns', 'assets', 'uploads', 'big.jpg'))).toBe(false);
  });
});

describe('promo studio: campaigns, new, save, publish', () => {
  it('lists every file with its status now, dates, languages and problems (a broken one too)', async () => {
    const { rows } = await (await get('/studio/api/campaigns')).json();
    const race = rows.find((r: { slug: string }) => r.slug === 'cash-race');
    expect(race).toMatchObject({ template: 'tournament', status: 'live', starts: '2026-11-15', errors: 0 });
    expect(race.languages).toMatch(/^en hi/);
    const broken = rows.find((r: { slug: string }) => r.slug === 'broken');
    expect(broken).toMatchObject({ status: 'broken' });
    expect(broken.errors).toBeGreaterThan(0);
    expect(broken.problem).toMatch(/^line \d+: /);
  });

  it('checks a slug as you type and creates the file promo new would', async () => {
    expect(await (await get('/studio/api/slug?slug=cash-race')).json()).toMatchObject({ ok: false });
    expect((await (await get('/studio/api/slug?slug=Bad Slug')).json()).message).toMatch(/lower-case/);
    expect(await (await get('/studio/api/slug?slug=diwali-race')).json()).toMatchObject({ ok: true });
    const made = await post('/studio/api/new', { slug: 'diwali-race', template: 'tournament', title: 'Diwali Race' });
    expect(made.status).toBe(200);
    const text = readFileSync(join(dir, 'campaigns', 'diwali-race.yaml'), 'utf8');
    expect(text).toMatch(/^# yaml-language-server: \$schema=\.\/campaign\.schema\.json/);
    expect(text).toContain('Diwali Race');
    const again = await post('/studio/api/new', { slug: 'diwali-race', template: 'tournament' });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toMatch(/already exists/);
  });

  it('drops a draft from the preview when the campaign is left unsaved or opened afresh (no phantom pages)', async () => {
    const file = join(dir, 'campaigns', 'cash-race.yaml');
    const text = readFileSync(file, 'utf8').replace('title: "Cash Race"', 'title: "Unsaved"');
    await post('/studio/api/draft', { slug: 'cash-race', text });
    expect(f.drafts.get(file)).toBe(text);
    expect((await post('/studio/api/close', { slug: 'cash-race' })).status).toBe(200);
    expect(f.drafts.has(file)).toBe(false);
    // A check drafts nothing: it only says what `promo check` would.
    await post('/studio/api/check', { slug: 'cash-race', text });
    expect(f.drafts.has(file)).toBe(false);
    await post('/studio/api/draft', { slug: 'cash-race', text });
    expect((await get('/studio/api/campaign?slug=cash-race')).status).toBe(200);
    expect(f.drafts.has(file)).toBe(false);
  });

  it('edits one field, shows a problem at its field, and never saves a file with errors', async () => {
    const file = join(dir, 'campaigns', 'cash-race.yaml');
    const before = readFileSync(file, 'utf8');
    const edited = await (
      await post('/studio/api/edit', { slug: 'cash-race', text: before, path: ['tournament', 'winners'], value: -3 })
    ).json();
    // The edit answers the text and what it says; the preview has it; the problems are the check's.
    expect(edited.value.tournament.winners).toBe(-3);
    expect(f.drafts.get(file)).toBe(edited.text);
    const bad = await (await post('/studio/api/check', { slug: 'cash-race', text: edited.text })).json();
    expect(
      bad.problems.some(
        (p: { path: string; severity: string }) => p.path === '/tournament/winners' && p.severity === 'error',
      ),
    ).toBe(true);
    const refused = await (await post('/studio/api/save', { slug: 'cash-race', text: bad.text })).json();
    expect(refused.saved).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe(before);
    const goodText = (
      await (
        await post('/studio/api/edit', {
          slug: 'cash-race',
          text: before,
          path: ['text', 'en', 'title'],
          value: 'Cash Race: Diwali',
        })
      ).json()
    ).text;
    const good = await (await post('/studio/api/check', { slug: 'cash-race', text: goodText })).json();
    expect(good.problems.filter((p: { severity: string }) => p.severity === 'error')).toEqual([]);
    const saved = await (await post('/studio/api/save', { slug: 'cash-race', text: good.text })).json();
    expect(saved.saved).toBe(true);
    const after = readFileSync(file, 'utf8');
    expect(after.split('\n').filter((l, i) => l !== before.split('\n')[i])).toEqual(['    title: "Cash Race: Diwali"']);
  });

  it('publishes on the branch campaign/<slug>, pushed to the remote, leaving the checkout on its branch', async () => {
    const file = join(dir, 'campaigns', 'cash-race.yaml');
    const text = readFileSync(file, 'utf8').replace('Cash Race: Diwali', 'Cash Race: Published');
    const r = await (await post('/studio/api/publish', { slug: 'cash-race', text })).json();
    expect(r).toMatchObject({ saved: true, published: true, git: { branch: 'campaign/cash-race', pushed: 'origin' } });
    expect(git('rev-parse', '--abbrev-ref', 'HEAD')).toBe('main');
    expect(git('show', 'campaign/cash-race:campaigns/cash-race.yaml')).toContain('Cash Race: Published');
    expect(git('log', '-1', '--format=%s', 'campaign/cash-race')).toBe(
      'campaign cash-race: Cash Race: Published (published from promo studio)',
    );
    expect(
      execFileSync('git', ['--git-dir', join(dir, 'remote.git'), 'rev-parse', 'campaign/cash-race'], {
        encoding: 'utf8',
      }).trim(),
    ).toBe(git('rev-parse', 'campaign/cash-race'));
    expect(git('status', '--porcelain', '--', 'campaigns/cash-race.yaml')).toBe('M campaigns/cash-race.yaml');
  });
});
