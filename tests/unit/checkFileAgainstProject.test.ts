/**
 * `promo check <file>` checks the file against the project (issue 19): a route or experiment id that
 * another campaign claims fails the file check as it fails the full check and the build. A property
 * test over generated projects of clashing files: the file check fails whenever the full check
 * reports a problem in that file, reports only that file's problems, and passes when the full check does.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runCheck } from '../../cli/commands/check.ts';
import { nodeFs, type ProjectFs } from '../../cli/campaign/ProjectFs.ts';
import type { Problem } from '../../cli/campaign/Problem.ts';
import { REPO } from '../support/tempProject.ts';
import { inProcess } from '../support/inProcess.ts';
import { overlayFs } from '../support/overlayFs.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const CAMPAIGNS = join(REPO, 'campaigns');
const campaign = (slug: string) => join(CAMPAIGNS, `${slug}.yaml`);
const shown = (path: string) => relative(process.cwd(), path);

/** Runs `promo check` in-process and returns its exit code and the problems it printed (JSON). */
async function check(fs: ProjectFs, files?: string[]) {
  const r = await inProcess((out) =>
    runCheck({ root: REPO, fs, out }, { format: 'json', ...(files ? { files } : {}) }),
  );
  expect(r.stderr).toBe('');
  return { code: r.code, problems: JSON.parse(r.stdout) as Problem[] };
}

describe('promo check <file> against the project', () => {
  it('fails a new campaign whose route another campaign claims, at its route line, as the full check does', async () => {
    const fs = overlayFs();
    const diwali = campaign('diwali-race');
    await fs.writeFile(
      diwali,
      'slug: diwali-race\ntemplate: tournament\npixel: none\ncta: { kind: sign-up, variant: basic }\nroute:\n  path: cash-race\ntext:\n  en: { title: Diwali, steps: [A, B, C] }\n',
    );
    const one = await check(fs, [diwali]);
    expect(one.code).toBe(1);
    expect(one.problems).toEqual([
      expect.objectContaining({
        file: shown(diwali),
        line: 6,
        col: 9,
        code: 'rule/route-clash',
        message: expect.stringContaining('/cash-race/ is already claimed by campaigns/cash-race.yaml'),
      }),
    ]);
    const full = await check(fs);
    expect(full.code).toBe(1);
    expect(full.problems.filter((p) => p.severity === 'error')).toEqual([
      expect.objectContaining({ file: shown(diwali), code: 'rule/route-clash' }),
    ]);
    // The campaign it clashes with fails its own file check too: the clash is between the two.
    const other = await check(fs, [campaign('cash-race')]);
    expect(other.code).toBe(1);
    expect(other.problems.map((p) => [p.file, p.code])).toEqual([[shown(campaign('cash-race')), 'rule/route-clash']]);
    // Another campaign's own problems are not the named file's.
    await fs.writeFile(campaign('zz-broken'), 'slug: zz-broken\ntemplate: nope\n');
    expect((await check(fs, [campaign('cash-race')])).problems.map((p) => p.file)).toEqual([
      shown(campaign('cash-race')),
    ]);
  });
});

/** A generated campaign: its slug, and the route path, route parameter and experiment id it may claim. */
const generated = fc.record({
  slug: fc.constantFrom('aa-race', 'mm-race', 'zz-race'),
  path: fc.option(fc.constantFrom('cash-race', 'aa-race', 'zz-race', 'promo', 'promo/inr', 'cash-race/hi'), {
    nil: undefined,
  }),
  param: fc.option(fc.constantFrom('[inr]', '[hi, inr]'), { nil: undefined }),
  experiment: fc.option(fc.constantFrom('race_test', 'mega_contest'), { nil: undefined }),
  broken: fc.boolean(),
});
type Generated = typeof generated extends fc.Arbitrary<infer T> ? T : never;

function campaignText(c: Generated): string {
  const lines = [
    `slug: ${c.slug}`,
    'template: tournament',
    `pixel: ${c.broken ? 'nope' : 'none'}`,
    'cta: { kind: sign-up, variant: basic }',
  ];
  if (c.path !== undefined || c.param !== undefined) {
    lines.push('route:');
    if (c.path !== undefined) lines.push(`  path: ${c.path}`);
    if (c.param !== undefined) lines.push(`  param: { kind: currency, values: ${c.param} }`);
  }
  if (c.experiment)
    lines.push(
      'experiment:',
      `  id: ${c.experiment}`,
      '  arms:',
      '    - { id: control, weight: 1 }',
      '    - { id: bold, weight: 1, override: { text: { en: { title: Bold } } } }',
    );
  lines.push('text:', '  en: { title: Race, steps: [A, B, C] }');
  return `${lines.join('\n')}\n`;
}

/** The project of one run: cash-race and mega-contest (it runs the experiment mega_contest) beside the generated files. */
function projectFs(files: Generated[]): ProjectFs {
  const texts = new Map(files.map((c) => [campaign(c.slug), campaignText(c)]));
  for (const slug of ['cash-race', 'mega-contest']) texts.set(campaign(slug), readFileSync(campaign(slug), 'utf8'));
  return {
    ...nodeFs,
    readdir: async (dir) =>
      dir === CAMPAIGNS ? [...texts.keys()].map((p) => relative(CAMPAIGNS, p)) : nodeFs.readdir(dir),
    readFile: async (p) => texts.get(p) ?? nodeFs.readFile(p),
    size: async (p) => (texts.has(p) ? Buffer.byteLength(texts.get(p)!) : nodeFs.size(p)),
    exists: (p) => texts.has(p) || nodeFs.exists(p),
  };
}

describe('property: a file check never passes a file the full check rejects', () => {
  it(`${RUNS} generated projects of clashing campaigns`, async () => {
    const seen = { clashes: 0, fileChecks: 0, failedAsFull: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(generated, { minLength: 2, maxLength: 3, selector: (c) => c.slug }),
        async (files) => {
          const fs = projectFs(files);
          const full = await check(fs);
          for (const path of [...files.map((c) => campaign(c.slug)), campaign('cash-race')]) {
            const one = await check(fs, [path]);
            seen.fileChecks++;
            const file = shown(path);
            // Only the named file's problems.
            expect(one.problems.filter((p) => p.file !== file)).toEqual([]);
            const fullErrors = full.problems.filter((p) => p.file === file && p.severity === 'error');
            if (fullErrors.length) {
              seen.failedAsFull++;
              expect(one.code).toBe(1);
              expect(one.problems).toEqual(expect.arrayContaining(fullErrors));
            }
            // A clash the full check reports in the other file of the pair fails this one too.
            const clashes = full.problems.filter((p) => p.code.endsWith('-clash') && p.message.includes(` ${file}`));
            seen.clashes += clashes.length;
            if (clashes.length) expect(one.code).toBe(1);
            if (full.code === 0) expect(one.code).toBe(0);
          }
        },
      ),
      { numRuns: RUNS, seed: 19 },
    );
    // The generator does make clashes, and files the full check rejects.
    expect(seen.clashes).toBeGreaterThan(RUNS / 4);
    expect(seen.failedAsFull).toBeGreaterThan(RUNS / 4);
  });
});
