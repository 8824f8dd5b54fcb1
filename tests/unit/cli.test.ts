/** The real `promo` CLI, run as a user would in a copy of the project. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempProject, REPO, type TempProject } from './tempProject.ts';

let p: TempProject;
beforeAll(() => { p = tempProject(); });
afterAll(() => p.cleanup());

const broken = (name: string) => join(REPO, 'tests', 'fixtures', 'broken', name);

describe('promo check', () => {
  it('passes the committed campaigns with exit 0', () => {
    const r = p.run('check');
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/✔ \d+ campaign files? checked: no problems/);
    expect(r.code).toBe(0);
  });

  it('prints every problem with file:line:col, key path, message and a code frame; exit 1', () => {
    const r = p.run('check', broken('many-problems.yaml'), broken('unknown-key.yaml'));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('many-problems.yaml:3:8 error schema/enum');
    expect(r.stdout).toContain('at /pixel');
    expect(r.stdout).toContain('many-problems.yaml:7:9 error rule/schedule-order');
    expect(r.stdout).toContain('unknown-key.yaml:7:5 error schema/additionalProperties');
    expect(r.stdout).toMatch(/> 7 \|\s+titel: Typo\n\s+\|\s+\^/);
    expect(r.stdout).toMatch(/✖ 5 errors, 0 warnings in 2 files/);
  });

  it('--format github prints one annotation per problem', () => {
    const r = p.run('check', '--format', 'github', broken('many-problems.yaml'));
    expect(r.code).toBe(1);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^::error file=.*many-problems\.yaml,line=3,col=8,title=schema\/enum::\/pixel: "pixel" is not allowed here/);
  });

  it('--format json prints a machine-readable list', () => {
    const r = p.run('check', '--format', 'json', broken('dup-key.yaml'));
    expect(r.code).toBe(1);
    const list = JSON.parse(r.stdout);
    expect(list).toEqual([expect.objectContaining({ code: 'yaml/duplicate-key', line: 4, col: 1, severity: 'error' })]);
  });

  it('a usage error exits 2', () => {
    const r = p.run('check', '--format', 'xml');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("argument 'xml' is invalid");
  });

  it('a malformed file is a reported problem, not a stack trace', () => {
    const r = p.run('check', broken('malformed.yaml'), broken('alias-bomb.yaml'));
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).not.toMatch(/\n\s+at .*\.(ts|js):\d+/);
    expect(r.stdout).toContain('yaml/too-many-aliases');
  });
});

describe('promo new', () => {
  it('scaffolds a campaign that passes check and says what to do next', () => {
    const r = p.run('new', 'diwali-race', '--template', 'tournament', '--title', 'Diwali "Race": 1,00,000 INR', '--currency', 'inr', '--starts', '2026-11-01', '--ends', '2026-11-15');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Created campaigns/diwali-race.yaml');
    expect(r.stdout).toContain('promo check campaigns/diwali-race.yaml');
    const text = readFileSync(join(p.dir, 'campaigns', 'diwali-race.yaml'), 'utf8');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=./campaign.schema.json');
    expect(text).toContain('title: "Diwali \\"Race\\": 1,00,000 INR"');
    expect(p.run('check', 'campaigns/diwali-race.yaml').code).toBe(0);
  });

  it('refuses an existing slug and writes nothing', () => {
    const before = readFileSync(join(p.dir, 'campaigns', 'cash-race.yaml'), 'utf8');
    const r = p.run('new', 'cash-race', '--template', 'welcome-bonus');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('already exists');
    expect(readFileSync(join(p.dir, 'campaigns', 'cash-race.yaml'), 'utf8')).toBe(before);
  });

  it.each([['Bad Slug'], ['../escape'], ['_underscore-first'], ['a'.repeat(81)]])('refuses the slug %j with exit 2', (slug) => {
    const r = p.run('new', slug, '--template', 'tournament');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('cannot be a campaign slug');
    expect(existsSync(join(p.dir, 'campaigns', `${slug}.yaml`))).toBe(false);
  });

  it('refuses an unknown template, listing the known ones', () => {
    const r = p.run('new', 'x-promo', '--template', 'nope');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/There is no template "nope"\. Available: app-install, blogger, crash, info, sports-event, table-game, tournament, vip, welcome-bonus, wheel\./);
  });
});

describe('promo schema', () => {
  it('the committed JSON Schema files match their TypeBox sources', () => {
    const r = p.run('schema');
    expect(r.stdout).toContain('schema files match their sources');
    expect(r.code).toBe(0);
  });
});

describe('promo list', () => {
  it('shows slug, template, routes, status and locales; filters by status', () => {
    const all = p.run('list', '--json', '--at', '2026-11-20T00:00:00Z');
    const rows = JSON.parse(all.stdout) as { slug: string; status: string; routes: string[] }[];
    const race = rows.find((r) => r.slug === 'cash-race')!;
    expect(race.routes).toContain('/cash-race/hi/');
    const ended = JSON.parse(p.run('list', '--json', '--status', 'ended', '--at', '2030-01-01').stdout) as { slug: string }[];
    expect(ended.map((r) => r.slug)).toContain('cash-race');
    expect(p.run('list').stdout).toMatch(/^SLUG\s+TEMPLATE\s+ROUTES\s+STATUS\s+LOCALES/);
  });
});

describe('promo build', () => {
  const snapshot = (dir: string) => {
    const files = ['client/cash-race/index.html', 'client/404.html', 'nginx.conf', 'serve-plan.json'];
    return files.map((f) => readFileSync(join(dir, f), 'utf8'));
  };

  it('builds every route, then keeps dist/ byte-for-byte when a later build fails', () => {
    const first = p.run('build');
    expect(first.stderr).not.toMatch(/error/i);
    expect(first.code).toBe(0);
    const dist = join(p.dir, 'dist');
    for (const page of ['cash-race/index.html', 'cash-race/hi/index.html', 'welcome-bonuses/index.html', '404.html']) {
      expect(existsSync(join(dist, 'client', page))).toBe(true);
    }
    const before = snapshot(dist);

    // 1. A campaign problem: nothing is built.
    copyFileSync(broken('schedule-order.yaml'), join(p.dir, 'campaigns', 'schedule-order.yaml'));
    const failedCheck = p.run('build');
    expect(failedCheck.code).toBe(1);
    expect(failedCheck.stdout).toContain('schedule-order.yaml:5:9');
    expect(failedCheck.stderr).toContain('nothing was built and dist/ is unchanged');
    expect(snapshot(dist)).toEqual(before);

    // 2. A template that throws while pre-rendering: the half-built output is thrown away.
    writeFileSync(join(p.dir, 'campaigns', 'schedule-order.yaml'), readFileSync(join(p.dir, 'campaigns', 'welcome-bonuses.yaml'), 'utf8').replace(/slug: .*/, 'slug: schedule-order').replace(/^route:.*\n(  .*\n)*/m, ''));
    const page = join(p.dir, 'templates', 'welcome-bonus', 'Page.tsx');
    writeFileSync(page, readFileSync(page, 'utf8').replace('const currency = page.variant.currency;', "const currency = page.variant.currency; if (page.campaign.slug === 'schedule-order') throw new Error('template exploded');"));
    const failedRender = p.run('build');
    expect(failedRender.code).toBe(1);
    expect(failedRender.stderr).toContain('template exploded');
    expect(failedRender.stderr).toContain('The previous dist/ was left as it was');
    expect(snapshot(dist)).toEqual(before);
    expect(existsSync(join(dist, 'client', 'schedule-order'))).toBe(false);
  });
});
