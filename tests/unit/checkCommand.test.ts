/** `promo check` called in-process (runCheck with captured output): formats, problems, the site config. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCheck, type CheckOptions } from '../../cli/commands/check.ts';
import { nodeFs, type ProjectFs } from '../../cli/campaign/ProjectFs.ts';
import { REPO } from '../support/tempProject.ts';
import { inProcess } from '../support/inProcess.ts';
import { overlayFs } from '../support/overlayFs.ts';
import { LocalDateTime } from '../../model/campaignSchema.ts';

const broken = (name: string) => join(REPO, 'tests', 'fixtures', 'broken', name);
const check = (opts: Partial<CheckOptions> & { files?: string[] }, fs: ProjectFs = nodeFs) =>
  inProcess((out) => runCheck({ root: REPO, fs, out, color: false }, { format: 'text', ...opts }));

describe('promo check', () => {
  it('passes the committed campaigns with exit 0', async () => {
    const r = await check({});
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/✔ \d+ campaign files? checked: no problems/);
    expect(r.code).toBe(0);
  });

  it('prints every problem with file:line:col, key path, message and a code frame; exit 1', async () => {
    const r = await check({ files: [broken('many-problems.yaml'), broken('unknown-key.yaml')] });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('many-problems.yaml:3:8 error schema/enum');
    expect(r.stdout).toContain('at /pixel');
    expect(r.stdout).toContain('many-problems.yaml:7:9 error rule/schedule-order');
    expect(r.stdout).toContain('unknown-key.yaml:7:5 error schema/additionalProperties');
    expect(r.stdout).toMatch(/> 7 \|\s+titel: Typo\n\s+\|\s+\^/);
    expect(r.stdout).toMatch(/✖ 5 errors, 0 warnings in 2 files/);
  });

  it('--format github prints one annotation per problem', async () => {
    const r = await check({ format: 'github', files: [broken('many-problems.yaml')] });
    expect(r.code).toBe(1);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      /^::error file=.*many-problems\.yaml,line=3,col=8,title=schema\/enum::\/pixel: "pixel" is not allowed here/,
    );
  });

  it('--format json prints a machine-readable list', async () => {
    const r = await check({ format: 'json', files: [broken('dup-key.yaml')] });
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual([
      expect.objectContaining({ code: 'yaml/duplicate-key', line: 4, col: 1, severity: 'error' }),
    ]);
  });

  it('a date in the wrong format: the value and how to write one, the words the editor shows too (patternErrorMessage)', async () => {
    const file = join(REPO, 'campaigns', 'cash-race.yaml');
    const fs = overlayFs();
    await fs.writeFile(file, readFileSync(file, 'utf8').replace('starts: "2026-11-15"', 'starts: "15.11.2026"'));
    const r = await check({ format: 'json', files: [file] }, fs);
    expect(r.code).toBe(1);
    const [problem] = JSON.parse(r.stdout) as { message: string; path: string }[];
    expect(problem).toMatchObject({
      path: '/schedule/starts',
      message: `"15.11.2026" has the wrong format. ${LocalDateTime.description}`,
    });
    const schema = JSON.parse(readFileSync(join(REPO, 'campaigns', 'campaign.schema.json'), 'utf8')) as {
      properties: { schedule: { properties: { starts: { patternErrorMessage: string } } } };
    };
    expect(schema.properties.schedule.properties.starts.patternErrorMessage).toBe(
      `Wrong format. ${LocalDateTime.description}`,
    );
  });

  it('a malformed file is a reported problem, not a stack trace', async () => {
    const r = await check({ files: [broken('malformed.yaml'), broken('alias-bomb.yaml')] });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.stdout).not.toMatch(/\n\s+at .*\.(ts|js):\d+/);
    expect(r.stdout).toContain('yaml/too-many-aliases');
  });
});

describe('promo.config.yaml', () => {
  it('reports every problem of a broken site config with its line', async () => {
    const file = join(REPO, 'promo.config.yaml');
    const good = readFileSync(file, 'utf8');
    const fs = overlayFs();
    await fs.writeFile(
      file,
      good
        .replace('defaultCurrency: INR', 'defaultCurrency: INR\ncolour: red')
        .replace(/^redirectHosts: .*$/m, '')
        .replace('locales: [en, hi,', 'locales: [en, xx, hi,'),
    );
    const r = await check({ format: 'json' }, fs);
    expect(r.code).toBe(1);
    const problems = (JSON.parse(r.stdout) as { file: string; code: string; line: number; path: string }[]).filter(
      (x) => x.file === 'promo.config.yaml',
    );
    expect(problems.map((x) => [x.code, x.path])).toEqual(
      expect.arrayContaining([
        ['schema/enum', '/locales/1'],
        ['schema/additionalProperties', '/colour'],
        ['schema/required', '/redirectHosts'],
      ]),
    );
    expect(problems.find((x) => x.path === '/colour')!.line).toBe(
      good.split('\n').findIndex((l) => l.startsWith('defaultCurrency')) + 2,
    );
  });
});
