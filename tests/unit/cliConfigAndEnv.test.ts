/** The site config is checked like a campaign; a production build bakes production hosts. Real CLI, temp project. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempProject, type TempProject } from './tempProject.ts';

let p: TempProject;
beforeAll(() => { p = tempProject(); });
afterAll(() => p.cleanup());

describe('promo.config.yaml', () => {
  it('reports every problem of a broken site config with its line', () => {
    const file = join(p.dir, 'promo.config.yaml');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace('defaultCurrency: INR', 'defaultCurrency: INR\ncolour: red').replace(/^redirectHosts: .*$/m, '').replace('locales: [en, hi,', 'locales: [en, xx, hi,'));
    const r = p.run('check', '--format', 'json');
    writeFileSync(file, good);
    expect(r.code).toBe(1);
    const problems = (JSON.parse(r.stdout) as { file: string; code: string; line: number; path: string }[]).filter((x) => x.file === 'promo.config.yaml');
    expect(problems.map((x) => [x.code, x.path])).toEqual(expect.arrayContaining([
      ['schema/enum', '/locales/1'],
      ['schema/additionalProperties', '/colour'],
      ['schema/required', '/redirectHosts'],
    ]));
    expect(problems.find((x) => x.path === '/colour')!.line).toBe(good.split('\n').findIndex((l) => l.startsWith('defaultCurrency')) + 2);
  });
});

describe('promo build --env production', () => {
  it('bakes the production hosts into pages, CSP and nginx.conf; serve refuses to pair it with the sandbox', () => {
    const r = p.run('build', '--env', 'production', '--out-dir', 'dist-prod');
    expect(r.code).toBe(0);
    const html = readFileSync(join(p.dir, 'dist-prod', 'client', 'cash-race', 'index.html'), 'utf8');
    expect(html).toContain('https://api.winplay.example/api/v1');
    expect(html).not.toContain('127.0.0.1:4010');
    const plan = JSON.parse(readFileSync(join(p.dir, 'dist-prod', 'serve-plan.json'), 'utf8')) as { csp: string; env: string };
    expect(plan.env).toBe('production');
    expect(plan.csp).toContain('https://api.winplay.example');
    expect(readFileSync(join(p.dir, 'dist-prod', 'nginx.conf'), 'utf8')).toContain('https://api.winplay.example');
    const serve = p.run('serve', '--out-dir', 'dist-prod', '--port', '3999');
    expect(serve.code).toBe(2);
    expect(serve.stderr).toContain('production API hosts');
  });
});
