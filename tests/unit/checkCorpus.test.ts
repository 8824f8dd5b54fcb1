/** Every broken file of the corpus is reported with the right code at the offending line and column. */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readdirSync } from 'node:fs';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import { REPO } from '../support/tempProject.ts';

const dir = join(REPO, 'tests', 'fixtures', 'broken');
type Expect = [code: string, line: number, col: number, path?: string];

const corpus: Record<string, Expect[]> = {
  'alias-bomb.yaml': [['yaml/too-many-aliases', 4, 205]],
  'bad-currency.yaml': [['schema/enum', 4, 37, '/tournament/pool/currency']],
  'bad-date.yaml': [['rule/bad-date', 4, 11, '/schedule/starts']],
  'bad-params.yaml': [['schema/type', 5, 12, '/params/percent']],
  'bad-pixel.yaml': [['schema/enum', 3, 8, '/pixel']],
  'bad-route-id.yaml': [['rule/route-id', 6, 18, '/route/param/values/1']],
  'bad-time-zone.yaml': [['rule/time-zone', 6, 13, '/schedule/timeZone']],
  'custom-tag.yaml': [['yaml/tag-resolve-failed', 4, 9]],
  'dialog-variant.yaml': [['rule/dialog-variant', 5, 12, '/cta/variant']],
  // The second of the two keys.
  'dup-key.yaml': [['yaml/duplicate-key', 4, 1]],
  // Where the unclosed quote opens, not the end of the file where the parser notices.
  'malformed.yaml': [['yaml/missing-char', 5, 12]],
  'many-problems.yaml': [
    ['schema/enum', 3, 8, '/pixel'],
    ['schema/additionalProperties', 4, 1, '/colour'],
    ['rule/schedule-order', 7, 9, '/schedule/ends'],
    ['schema/additionalProperties', 9, 23, '/text/en/subtitel'],
  ],
  // The map that should hold the key.
  'missing-en-title.yaml': [['schema/required', 6, 5, '/text/en/title']],
  'missing-image.yaml': [['rule/missing-image', 4, 14, '/params/heroImage']],
  'missing-template.yaml': [['schema/required', 2, 1, '/template']],
  'prize-amount.yaml': [['rule/prize-amount', 6, 26, '/tournament/prizes/1/amount']],
  'prize-gap.yaml': [['rule/prize-places', 8, 15, '/tournament/prizes/2/from']],
  'proto-key.yaml': [['yaml/forbidden-key', 4, 3, '/params/__proto__']],
  'schedule-order.yaml': [['rule/schedule-order', 5, 9, '/schedule/ends']],
  'slug-mismatch.yaml': [['rule/slug-mismatch', 1, 7, '/slug']],
  'two-docs.yaml': [['yaml/multiple-docs', 5, 1]],
  // The unknown key itself, with a suggestion.
  'unknown-key.yaml': [['schema/additionalProperties', 7, 5, '/text/en/titel']],
  'unknown-template.yaml': [['rule/unknown-template', 2, 11, '/template']],
};

describe('promo check: broken-file corpus', () => {
  it('has an expectation for every fixture', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.yaml') && f !== 'route-clash.yaml');
    expect(files.sort()).toEqual(Object.keys(corpus).sort());
  });

  for (const [file, expected] of Object.entries(corpus)) {
    it(`${file}: ${expected.map((e) => `${e[0]} at ${e[1]}:${e[2]}`).join(', ')}`, async () => {
      const { problems } = await checkProject({ root: REPO, fs: nodeFs, alone: true, files: [join(dir, file)] });
      const got = problems.map((p) => [
        p.code,
        p.line,
        p.col,
        ...(expected.find((e) => e[0] === p.code && e[1] === p.line)?.[3] !== undefined ? [p.path] : []),
      ]);
      expect(got).toEqual(expected);
      for (const p of problems) {
        expect(p.file).toContain(file);
        expect(p.message.length).toBeGreaterThan(20);
      }
    });
  }

  it('reports a route claimed by two campaigns, naming the first', async () => {
    const { problems } = await checkProject({
      root: REPO,
      fs: nodeFs,
      alone: true,
      files: [join(REPO, 'campaigns', 'cash-race.yaml'), join(dir, 'route-clash.yaml')],
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'rule/route-clash', line: 4, col: 9, path: '/route/path' });
    expect(problems[0]!.file).toContain('route-clash.yaml');
    expect(problems[0]!.message).toContain('campaigns/cash-race.yaml');
  });

  it('suggests the closest key or value', async () => {
    const { problems } = await checkProject({
      root: REPO,
      fs: nodeFs,
      alone: true,
      files: [join(dir, 'unknown-key.yaml'), join(dir, 'bad-pixel.yaml')],
    });
    expect(problems.map((p) => p.message).join('\n')).toMatch(/Did you mean "sit-cas"\?[\s\S]*Did you mean "title"\?/);
  });
});

import { planRoutes } from '../../model/planRoutes.ts';
describe('route aliases', () => {
  it('answer with the same page and take part in the clash check', async () => {
    const { campaigns } = await checkProject({
      root: REPO,
      fs: nodeFs,
      alone: true,
      files: [join(REPO, 'campaigns', 'daily-tournament.yaml')],
    });
    expect(planRoutes(campaigns[0]!.data).map((r) => r.url)).toContain('/daily-tournament/inedx/');
  });
});
