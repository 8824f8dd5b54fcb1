/** What `promo check` and `promo list` print and return: success with warnings, and a broken file named. */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { nodeFs, type ProjectFs } from '../../cli/campaign/ProjectFs.ts';
import { runCheck } from '../../cli/commands/check.ts';
import { runList } from '../../cli/commands/list.ts';
import { summary } from '../../cli/format/formatProblems.ts';
import { PromoError } from '../../cli/errors/PromoError.ts';
import { reportError } from '../../cli/errors/throwAndExit.ts';
import { closest, didYouMean } from '../../cli/campaign/didYouMean.ts';
import type { Problem } from '../../cli/campaign/Problem.ts';
import { REPO } from '../support/tempProject.ts';

const CAMPAIGNS = join(REPO, 'campaigns');
const cashRace = readFileSync(join(CAMPAIGNS, 'cash-race.yaml'), 'utf8');
/** The real project plus (or with) campaign files given as text. */
function withFiles(files: Record<string, string>): ProjectFs {
  const at = (p: string) => (p.startsWith(CAMPAIGNS + '/') ? files[p.slice(CAMPAIGNS.length + 1)] : undefined);
  return {
    readFile: async (p) => at(p) ?? nodeFs.readFile(p),
    size: async (p) => {
      const t = at(p);
      return t === undefined ? nodeFs.size(p) : Buffer.byteLength(t);
    },
    exists: (p) => at(p) !== undefined || nodeFs.exists(p),
    readdir: async (p) =>
      p === CAMPAIGNS ? [...new Set([...(await nodeFs.readdir(p)), ...Object.keys(files)])] : nodeFs.readdir(p),
  };
}
const problem = (severity: Problem['severity'], file = 'a.yaml'): Problem => ({
  file,
  line: 1,
  col: 1,
  path: '',
  code: 'x',
  message: 'x',
  severity,
});

describe('promo check summary', () => {
  it('is a success when nothing is an error, and counts the warnings', () => {
    expect(summary([], 198)).toBe('✔ 198 campaign files checked: no problems.');
    expect(summary([problem('warning'), problem('warning')], 198)).toBe('✔ 198 campaign files OK, 2 warnings.');
    expect(summary([problem('warning')], 1)).toBe('✔ 1 campaign file OK, 1 warning.');
    expect(summary([problem('error'), problem('warning', 'b.yaml')], 2)).toBe('✖ 1 error, 1 warning in 2 files.');
  });

  it('a run with only warnings prints them, then success, and exits 0', async () => {
    const text = cashRace.replace('{ from: 51, to: 100, amount: 16580 }', '{ from: 51, to: 100, amount: 16000 }');
    let out = '';
    const code = await runCheck(
      {
        root: REPO,
        fs: withFiles({ 'cash-race.yaml': text }),
        out: (s) => {
          out += s;
        },
      },
      { files: [join(CAMPAIGNS, 'cash-race.yaml')], format: 'text' },
    );
    expect(code).toBe(0);
    expect(out).toContain('warning rule/prize-pool');
    expect(out.trimEnd().split('\n').pop()).toBe('✔ 1 campaign file OK, 1 warning.');
    expect(out).not.toContain('✖');
  });
});

describe('promo list with a broken file', () => {
  it('lists the others, then names the broken file with its first error and fails', async () => {
    const broken = cashRace.replace('slug: cash-race', 'slug: zz-broken').replace('winners: 100', 'winners: twenty');
    let out = '';
    const run = runList(
      {
        root: REPO,
        fs: withFiles({ 'zz-broken.yaml': broken }),
        out: (s) => {
          out += s;
        },
      },
      { at: Date.parse('2026-11-20') },
    );
    const error = await run.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PromoError);
    expect(out).toMatch(/^SLUG\s+TEMPLATE/);
    expect(out).toContain('cash-race');
    let printed = '';
    expect(
      reportError(error, (s) => {
        printed += s;
      }),
    ).toBe(1);
    expect(printed).toMatch(
      /this file is not listed:\s+campaigns\/zz-broken\.yaml:25:12 {2}Expected a whole number here, found "twenty"\. Write it in digits, e\.g\. 20\.\n/,
    );
  });

  it('--json also fails, and keeps stdout pure JSON', async () => {
    let out = '';
    const run = runList(
      {
        root: REPO,
        fs: withFiles({ 'zz-broken.yaml': 'slug: [\n' }),
        out: (s) => {
          out += s;
        },
      },
      { at: 0, json: true },
    );
    await expect(run).rejects.toThrow(/zz-broken\.yaml/);
    expect(() => JSON.parse(out)).not.toThrow();
  });

  it('exits 0 on the catalogue', async () => {
    expect(await runList({ root: REPO, fs: nodeFs, out: () => {} }, { at: 0 })).toBe(0);
  });
});

describe('suggestions', () => {
  const currencies = ['BRL', 'PKR', 'INR', 'LKR', 'NPR', 'USD', 'XAF', 'XOF'];
  it('prefers the same word in another case, then an alias, then a close spelling', () => {
    expect(didYouMean('inr', currencies)).toBe('INR');
    expect(didYouMean('Rs', currencies)).toBe('INR');
    expect(didYouMean('pakistani rupees', currencies)).toBe('PKR');
    expect(didYouMean('$', currencies)).toBe('USD');
    expect(didYouMean('INRR', currencies)).toBe('INR');
    expect(didYouMean('XYZ', currencies)).toBeUndefined();
    expect(didYouMean('titel', ['title', 'subtitle'])).toBe('title');
  });
  it('an alias only suggests a value that is allowed here', () => {
    expect(didYouMean('Rs', ['BRL', 'USD'])).toBeUndefined();
    expect(didYouMean('hindi', ['en', 'hi'])).toBe('hi');
  });
  it('closest: aliases first, then by distance, a few only', () => {
    expect(closest('Rs', currencies)[0]).toBe('INR');
    expect(closest('XOD', currencies, 2)).toEqual(['XOF', 'USD']); // ties keep the list's order
  });
});
