/**
 * The real `promo` CLI end to end, as a user runs it: the exit codes (0, 1, 2), one full build (the
 * shared one) and a build that fails without losing the previous dist/. The logic of each command is
 * tested in-process in <command>Command.test.ts; keep this file to the few runs that need a process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempProject, runCli, REPO, type TempProject } from '../support/tempProject.ts';
import { sharedBuild, type SharedBuild } from '../support/sharedBuild.ts';
import { CACHES } from '../../cli/cacheRegistry.mjs';

const broken = (name: string) => join(REPO, 'tests', 'fixtures', 'broken', name);
let built: SharedBuild;
beforeAll(async () => {
  built = await sharedBuild();
}, 180_000);

describe('promo check (real CLI)', () => {
  it('exits 0 on the committed campaigns', () => {
    const r = runCli(built.dir, 'check');
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/✔ \d+ campaign files? checked: no problems/);
    expect(r.code).toBe(0);
  });

  it('exits 1 when a file has problems, printing them on stdout', () => {
    const r = runCli(built.dir, 'check', broken('many-problems.yaml'));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('many-problems.yaml:3:8 error schema/enum');
    expect(r.stderr).toBe('');
  });

  it('exits 2 on a usage error, saying what was wrong', () => {
    const r = runCli(built.dir, 'check', '--format', 'xml');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("argument 'xml' is invalid");
  });
});

describe('promo build (real CLI)', () => {
  it('builds every route with the hosts of the chosen environment', () => {
    expect(built.stderr).not.toMatch(/error/i);
    expect(built.code).toBe(0);
    expect(built.stdout).toMatch(
      /✔ Built \d+ pages \(and the 404 page\) from \d+ campaigns into dist\/ in [\d.]+ s \(development\)/,
    );
    const client = join(built.dir, 'dist', 'client');
    for (const page of ['cash-race/index.html', 'cash-race/hi/index.html', 'welcome-bonuses/index.html', '404.html']) {
      expect(existsSync(join(client, page))).toBe(true);
    }
    // The planned hosts reach the HTML (productionBuild.test.ts shows which hosts each environment plans).
    expect(readFileSync(join(client, 'cash-race', 'index.html'), 'utf8')).toContain('http://127.0.0.1:4010/api/v1');
    const plan = JSON.parse(readFileSync(join(built.dir, 'dist', 'serve-plan.json'), 'utf8')) as {
      env: string;
      apiOrigin: string;
    };
    expect(plan).toMatchObject({ env: 'development', apiOrigin: 'http://127.0.0.1:4010' });
  });

  it('every page holds its first paint only until its own <main> is parsed (the expected element exists)', () => {
    const client = join(built.dir, 'dist', 'client');
    const pages = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(300);
    for (const page of pages) {
      const html = readFileSync(join(client, page), 'utf8');
      const head = html.slice(0, html.indexOf('<body'));
      const expected = [...head.matchAll(/<link rel="expect" href="#([^"]+)" blocking="render">/g)].map((m) => m[1]);
      // A missing target would hold the paint until the whole page is parsed.
      expect(expected, page).toEqual(['main']);
      expect(html.slice(html.indexOf('<body')), page).toContain('<main id="main"');
    }
  });

  describe('when a later build fails', () => {
    let p: TempProject;
    beforeAll(() => {
      p = tempProject();
      // Only the campaigns these builds touch: the failing one renders after a few pages, not 400.
      for (const f of readdirSync(join(p.dir, 'campaigns')))
        if (f.endsWith('.yaml') && !['cash-race.yaml', 'welcome-bonuses.yaml'].includes(f))
          rmSync(join(p.dir, 'campaigns', f));
      cpSync(join(built.dir, 'dist'), join(p.dir, 'dist'), { recursive: true });
    });
    afterAll(() => p?.cleanup());
    const snapshot = () =>
      ['client/cash-race/index.html', 'client/404.html', 'nginx.conf', 'serve-plan.json'].map((f) =>
        readFileSync(join(p.dir, 'dist', f), 'utf8'),
      );

    it('a campaign problem: nothing is built and dist/ stays byte-for-byte', () => {
      const before = snapshot();
      copyFileSync(broken('schedule-order.yaml'), join(p.dir, 'campaigns', 'schedule-order.yaml'));
      const r = p.run('build');
      expect(r.code).toBe(1);
      expect(r.stdout).toContain('schedule-order.yaml:5:9');
      expect(r.stderr).toContain('nothing was built and dist/ is unchanged');
      expect(snapshot()).toEqual(before);
    });

    it('a template that throws while pre-rendering: the half-built output is thrown away, dist/ stays', () => {
      const before = snapshot();
      writeFileSync(
        join(p.dir, 'campaigns', 'schedule-order.yaml'),
        readFileSync(join(p.dir, 'campaigns', 'welcome-bonuses.yaml'), 'utf8')
          .replace(/slug: .*/, 'slug: schedule-order')
          .replace(/^route:.*\n( {2}.*\n)*/m, ''),
      );
      // The welcome-bonus template throws for that campaign. The throw goes into the template as the
      // cached server bundle holds it, not into its source: a source edit would make this build run
      // Vite on every run for nothing this test checks (a source edit making a new bundle is
      // bundleCache.test.ts's). The copy's file is a hard link to the repository's cache: it is
      // replaced, never written through.
      const server = (
        readdirSync(join(p.dir, CACHES.bundleCache.path), { recursive: true, encoding: 'utf8' }) as string[]
      )
        .filter((f) => /[/\\]server[/\\].*\.m?js$/.test(f))
        .map((f) => join(p.dir, CACHES.bundleCache.path, f));
      // `page` as the bundler names it: kept in a chunk of its own (templates load lazily), renamed (`page: page2`) where it shares one.
      const template = /function WelcomeBonusPage\(\{\s*page(?:: (\w+))?,[\s\S]*?const \{ t \} = useTranslation\(\);/;
      // Every cached entry's (the build takes the one of the current sources).
      const chunks = server.filter((f) => template.test(readFileSync(f, 'utf8')));
      expect(chunks.length, `the welcome-bonus template in one of ${server.join(', ')}`).toBeGreaterThan(0);
      for (const chunk of chunks) {
        const code = readFileSync(chunk, 'utf8');
        rmSync(chunk);
        writeFileSync(
          chunk,
          code.replace(
            template,
            (m, page: string | undefined) =>
              `${m} if (${page ?? 'page'}.campaign.slug === 'schedule-order') throw new Error('template exploded');`,
          ),
        );
      }
      const r = p.run('build');
      expect(r.code).toBe(1);
      expect(r.stdout).toContain('Bundles unchanged (cached)');
      expect(r.stderr).toContain('template exploded');
      expect(r.stderr).toContain('The previous dist/ was left as it was');
      expect(snapshot()).toEqual(before);
      expect(existsSync(join(p.dir, 'dist', 'client', 'schedule-order'))).toBe(false);
    }, 150_000);
  });
});
