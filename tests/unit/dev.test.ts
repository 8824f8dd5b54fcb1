/** `promo dev`: the dev server renders campaigns, picks up edits to their YAML without a restart, picks A/B arms like `promo serve`, and previews ?at= / ?lang=. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempProject, type TempProject } from '../support/tempProject.ts';
import { freePort } from '../support/freePort.ts';

let p: TempProject;
let dev: ChildProcess;
let base = '';
const title = async (path: string) => /<h1[^>]*>([^<]*)/.exec(await (await fetch(base + path)).text())?.[1];

beforeAll(async () => {
  p = tempProject();
  const port = await freePort();
  dev = spawn(process.execPath, [join(p.dir, 'cli', 'promo.mjs'), 'dev', '--port', String(port)], { cwd: p.dir, stdio: 'pipe', env: { ...process.env, NO_COLOR: '1' } });
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try { if ((await fetch(`${base}/new-promo/cash-race/`)).ok) return; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('promo dev did not start');
}, 120_000);
afterAll(() => { dev?.kill(); p?.cleanup(); });

describe('promo dev', () => {
  it('renders a campaign, then shows the edited title after the YAML changes', async () => {
    const file = join(p.dir, 'campaigns', 'welcome-bonuses.yaml');
    const before = await title('/new-promo/welcome-bonuses/');
    expect(before).toBeTruthy();
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^(    title: ).*$/m, '$1"Edited in dev"'));
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
    expect(await visit('?arm=control', 'promo_ab_mega_contest=prize-pool')).toEqual({ h1: 'Mega Contest', cookie: null });
    const fresh = await visit('');
    expect(fresh.cookie).toMatch(new RegExp(`^promo_ab_mega_contest=${fresh.h1 === prizePool ? 'prize-pool' : 'control'}; Path=/new-promo/;`));
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
    // A page carries every schedule state; the moment picks the one shown, and a preview keeps it
    // (no head script switching it by the visitor's clock).
    const before = await page('?at=2020-01-01T10:00');
    expect(before).toMatch(/<html [^>]*data-schedule="scheduled"[^>]*data-schedule-preview=""/);
    expect(before).toContain('Starts in');
    const after = await page('?at=2099-01-01');
    expect(after).toMatch(/<html [^>]*data-schedule="ended"[^>]*data-schedule-preview=""/);
    expect(after).toContain('has ended');
    expect(after).not.toContain('data-schedule="ended" data-starts="1794681000000" data-ends="1797359399999">\n<head>\n<meta charset="utf-8">\n<script>');
  });
});
