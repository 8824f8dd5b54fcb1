/**
 * `promo check` reports one error per mistake, in the campaign manager's words, and suggests what
 * they meant. In-process: realistic mistakes made to a copy of campaigns/cash-race.yaml, read through
 * an in-memory file next to the real project.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { nodeFs, type ProjectFs } from '../../cli/campaign/ProjectFs.ts';
import type { Problem } from '../../cli/campaign/Problem.ts';
import { REPO } from '../support/tempProject.ts';

const FILE = join(REPO, 'campaigns', 'cash-race.yaml');
const original = readFileSync(FILE, 'utf8');
/** The real project, except that campaigns/cash-race.yaml reads as `text`. */
const withCashRace = (text: string): ProjectFs => ({
  ...nodeFs,
  readFile: async (p) => (p === FILE ? text : nodeFs.readFile(p)),
  size: async (p) => (p === FILE ? Buffer.byteLength(text) : nodeFs.size(p)),
});
async function check(edit: (text: string) => string): Promise<Problem[]> {
  const text = edit(original);
  expect(text).not.toBe(original);
  return (await checkProject({ root: REPO, fs: withCashRace(text), alone: true, files: [FILE] })).problems;
}
const replace = (from: string, to: string) => (t: string) => {
  expect(t).toContain(from);
  return t.replace(from, to);
};
const lineOf = (needle: string) => original.split('\n').findIndex((l) => l.includes(needle)) + 1;
const brief = (p: Problem) => ({ code: p.code, line: p.line, col: p.col, severity: p.severity });

describe('one root cause, one error', () => {
  it('the unchanged campaign has no problems', async () => {
    expect((await checkProject({ root: REPO, fs: nodeFs, alone: true, files: [FILE] })).problems).toEqual([]);
  });

  it.each([
    ['a key', '  timeZone: "Asia/Kolkata"', '\ttimeZone: "Asia/Kolkata"', 1],
    ['a list item', '    - { from: 2, amount: 600000 }', '\t- { from: 2, amount: 600000 }', 1],
    ['a key of a big map', '    title: "Cash Race"', '\ttitle: "Cash Race"', 1],
    ['after spaces', '  winners: 100', ' \twinners: 100', 2],
  ])('a tab indenting %s: one error at the tab, "use spaces"', async (_what, from, to, col) => {
    const problems = await check(replace(from, to));
    expect(problems.map(brief)).toEqual([{ code: 'yaml/tab-indent', line: lineOf(from), col, severity: 'error' }]);
    expect(problems[0]!.message).toMatch(/^Tabs can't indent YAML: use spaces\./);
  });

  it('a tab inside a block of text is text, and another mistake is still found as itself', async () => {
    const block = (t: string) =>
      t.replace('  game: Slots race', '  game: |\n    Slots race\n    \tindented with a tab');
    expect(await check(block)).toEqual([]);
    const problems = await check((t) => block(t).replace('    title: "Cash Race"', '    title: Cash Race: win big'));
    expect(problems.map((p) => p.code)).toEqual(['yaml/block-as-implicit-key']);
  });

  it('a date in another format: one error that shows the formats to use', async () => {
    const problems = await check(replace('starts: "2026-11-15"', 'starts: "15.11.2026"'));
    expect(problems.map(brief)).toEqual([
      { code: 'schema/pattern', line: lineOf('starts: "2026-11-15"'), col: 11, severity: 'error' },
    ]);
    expect(problems[0]!.message).toContain('Write dates as 2026-12-01 or 2026-12-01 18:00');
  });

  it('a date with a time written "2026-11-15 18:00" is right; 30 February is one error', async () => {
    expect(await check(replace('starts: "2026-11-15"', 'starts: 2026-11-15 18:00'))).toEqual([]);
    const problems = await check(replace('starts: "2026-11-15"', 'starts: "2026-02-30"'));
    expect(problems.map((p) => p.code)).toEqual(['rule/bad-date']);
  });

  it('winners in words: one error saying to write digits', async () => {
    const problems = await check(replace('winners: 100', 'winners: twenty'));
    expect(problems.map(brief)).toEqual([
      { code: 'schema/type', line: lineOf('winners: 100'), col: 12, severity: 'error' },
    ]);
    expect(problems[0]!.message).toBe('Expected a whole number here, found "twenty". Write it in digits, e.g. 20.');
  });

  it('an amount with separators: one error giving the number to write', async () => {
    const problems = await check(replace('{ from: 1, amount: 1000000 }', '{ from: 1, amount: "10,00,000" }'));
    expect(problems.map((p) => p.code)).toEqual(['schema/type']);
    expect(problems[0]!.message).toContain('Write it as 1000000: digits only');
  });

  it('a misspelt required key: "did you mean", not also "missing"', async () => {
    const problems = await check(replace('\n  en:\n', '\n  english:\n'));
    expect(problems.map((p) => [p.code, p.path])).toEqual([['schema/additionalProperties', '/text/english']]);
    expect(problems[0]!.message).toContain('Did you mean "en"?');
  });

  it('from and to swapped: one error, not gaps after the row', async () => {
    const problems = await check(replace('{ from: 4, to: 5, amount: 250000 }', '{ from: 5, to: 4, amount: 250000 }'));
    expect(problems.map((p) => [p.code, p.path, p.message])).toEqual([
      ['rule/prize-places', '/tournament/prizes/3/to', '"to" (4) is before "from" (5). Swap them.'],
    ]);
  });

  it('a colon in unquoted text: one error saying to quote it', async () => {
    const problems = await check(replace('    title: "Cash Race"', '    title: Cash Race: win big'));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain('Put the whole value in quotes');
  });

  it.each([
    ['no space after a colon', '  winners: 100', '  winners:100', 'Put a space after the colon', 11],
    [
      'an unclosed quote',
      '    title: "Cash Race"',
      '    title: "Cash Race',
      'opens a " quote that is never closed',
      12,
    ],
    [
      'a list item without its dash',
      '      - Play any participating slot with real-money spins of 17 INR or more.',
      '      Play any participating slot.',
      'starts with "- "',
      7,
    ],
    [
      'text starting with a bracket',
      '    title: "Cash Race"',
      '    title: [New] Cash Race',
      'Put the whole text in quotes',
      12,
    ],
    [
      'a value and a block under one key',
      'cta:\n  kind: sign-up',
      'cta: sign-up\n  kind: sign-up',
      'it can have only one',
      6,
    ],
  ])('%s: one error that says what to do, on its line', async (_what, from, to, words, col) => {
    const problems = await check(replace(from, to));
    expect(problems.map((p) => [p.line, p.col])).toEqual([[lineOf(from.split('\n')[0]!), col]]);
    expect(problems[0]!.message).toContain(words);
    expect(problems[0]!.message).not.toMatch(/implicit|mapping|scalar/i);
  });

  it.each([
    [
      'one line where a list belongs',
      (t: string) => t.replace(/    steps:\n(      - .*\n)+/, '    steps: Sign up or sign in.\n'),
      'Expected a list here (each item on its own line, starting with "- "), found "Sign up or sign in."',
    ],
    [
      'yes for true',
      replace('\nredirect:\n', '\nfeatures: { supportChat: yes }\nredirect:\n'),
      'Expected true or false here, found "yes". Write true or false without quotes',
    ],
  ])('%s: one error in plain words', async (_what, edit, words) => {
    const problems = await check(edit);
    expect(problems.map((p) => [p.code, p.message.slice(0, words.length)])).toEqual([['schema/type', words]]);
  });

  it.each([
    [
      'winners 0',
      replace('winners: 100', 'winners: 0'),
      'schema/minimum',
      '0 is too small here: the least allowed is 1.',
    ],
    [
      'a long button text',
      replace('    cta: Join the race', '    cta: Join the race right now and win a share of the big prize pool'),
      'schema/maxLength',
      'This text is 61 characters long; at most 40 fit here. Shorten it.',
    ],
    [
      'an empty title',
      replace('    title: "Cash Race"', '    title: ""'),
      'schema/minLength',
      'This text is empty. Write it.',
    ],
    [
      'an empty prize table',
      (t: string) => t.replace(/  prizes:.*\n(    - .*\n)+/, '  prizes: []\n'),
      'schema/minItems',
      'This list is empty. Add an item, or remove the key.',
    ],
  ])('%s: one error about the limit', async (_what, edit, code, message) => {
    const problems = await check(edit);
    expect(problems.map((p) => [p.code, p.message])).toEqual([[code, message]]);
  });

  it('a variant of the other dialog kind: the rule that knows the kind, not also the schema', async () => {
    for (const variant of ['login', 'wheel']) {
      const problems = await check(replace('variant: crash', `variant: ${variant}`));
      expect(problems.map((p) => p.code)).toEqual(['rule/dialog-variant']);
      expect(problems[0]!.message).toContain('A sign-up dialog has no variant');
      expect(problems[0]).not.toHaveProperty('explains');
    }
  });

  it('a misspelt dialog kind: one error with did-you-mean, not also one about its variant', async () => {
    const problems = await check(replace('kind: sign-up', 'kind: signup'));
    expect(problems.map((p) => [p.code, p.path])).toEqual([['schema/enum', '/cta/kind']]);
    expect(problems[0]!.message).toContain('Did you mean "sign-up"?');
  });

  it('a misspelt template: one error with did-you-mean', async () => {
    const problems = await check(replace('template: tournament', 'template: Tournamnet'));
    expect(problems.map((p) => p.code)).toEqual(['rule/unknown-template']);
    expect(problems[0]!.message).toContain('Did you mean "tournament"?');
  });

  it('a pool written as a number: one error showing the shape', async () => {
    const problems = await check(replace('pool: { amount: 5079000, currency: INR }', 'pool: 5079000'));
    expect(problems.map((p) => p.code)).toEqual(['schema/type']);
    expect(problems[0]!.message).toContain('Write it as { amount: …, currency: … }');
  });
});

describe('suggestions that know the domain', () => {
  it.each(['Rs', '₹', 'rupees', 'Rupee', 'inr', 'Rs.'])('%s → INR', async (written) => {
    const problems = await check(
      replace('pool: { amount: 5079000, currency: INR }', `pool: { amount: 5079000, currency: "${written}" }`),
    );
    expect(problems.map((p) => p.code)).toEqual(['schema/enum']);
    expect(problems[0]!.message).toContain('Did you mean "INR"?');
  });

  it('R$ → BRL, lira → TRY, taka → BDT', async () => {
    for (const [written, code] of [
      ['R$', 'BRL'],
      ['lira', 'TRY'],
      ['taka', 'BDT'],
    ]) {
      const problems = await check(replace('currency: INR\n  bonus', `currency: "${written}"\n  bonus`));
      expect(problems[0]!.message).toContain(`Did you mean "${code}"?`);
    }
  });

  it('an unknown code: the closest few, never the whole list', async () => {
    const problems = await check(
      replace('pool: { amount: 5079000, currency: INR }', 'pool: { amount: 5079000, currency: XYZ }'),
    );
    const message = problems[0]!.message;
    expect(message).toMatch(/Closest matches: (\w{3}, ){3}\w{3}\./);
    expect(message).not.toMatch(/in all|…/);
  });

  it.each([
    ['Rs', 'Did you mean "inr"?'],
    ['rupees', 'Did you mean "inr"?'],
    ['brr', 'Did you mean "brl"?'],
    ['qqq', 'The closest: '],
  ])('a {currency} route value %s: one error, "%s"', async (value, words) => {
    const problems = await check(
      replace(
        '    kind: id            # /cash-race/hi/ shows the info dialog in Hindi\n    values: [hi, pt, bn]',
        `    kind: currency\n    values: [inr, ${value}]`,
      ),
    );
    expect(problems.map((p) => p.code)).toEqual(['rule/route-currency']);
    expect(problems[0]!.message).toContain(words);
    expect(problems[0]!.message.split(',').length).toBeLessThan(6);
  });

  it.each([
    ['India', 'Asia/Kolkata'],
    ['Kolkatta', 'Asia/Kolkata'],
    ['Brazil', 'America/Sao_Paulo'],
    ['Dhaka', 'Asia/Dhaka'],
    ['Europe/Berln', 'Europe/Berlin'],
  ])('time zone %s → %s', async (written, zone) => {
    const problems = await check(replace('timeZone: "Asia/Kolkata"', `timeZone: "${written}"`));
    expect(problems.map((p) => p.code)).toEqual(['rule/time-zone']);
    expect(problems[0]!.message).toContain(`Did you mean "${zone}"?`);
  });

  it('a language name as a text key → its locale code', async () => {
    const problems = await check(replace('\n  hi:\n', '\n  hindi:\n'));
    expect(problems.map((p) => p.message)).toEqual(['Unknown key "hindi". Did you mean "hi"?']);
  });
});

describe('prize table against the pool', () => {
  it('more than the pool: an error saying by how much', async () => {
    const problems = await check(replace('{ from: 1, amount: 1000000 }', '{ from: 1, amount: 1100000 }'));
    expect(problems.map(brief)).toEqual([
      { code: 'rule/prize-pool', line: lineOf('  prizes:'), col: 3, severity: 'error' },
    ]);
    expect(problems[0]!.message).toBe(
      'The prizes add up to 5,179,000 INR: 100,000 INR more than the 5,079,000 INR pool. Lower the prizes or raise the pool so they agree.',
    );
  });

  it('less than the pool: a warning saying by how much', async () => {
    const problems = await check(
      replace('{ from: 51, to: 100, amount: 16580 }', '{ from: 51, to: 100, amount: 16000 }'),
    );
    expect(problems.map((p) => [p.code, p.severity])).toEqual([['rule/prize-pool', 'warning']]);
    expect(problems[0]!.message).toContain('29,000 INR less than the 5,079,000 INR pool');
  });

  it('rows in an altPools currency count at the pool rate; a currency without a pool is not compared', async () => {
    const alt = (t: string) =>
      t.replace('  winners: 100', '  altPools: [{ amount: 507900, currency: BRL }]\n  winners: 100');
    expect(
      await check((t) => alt(t).replace('{ from: 1, amount: 1000000 }', '{ from: 1, amount: 100000, currency: BRL }')),
    ).toEqual([]);
    const over = await check((t) =>
      alt(t).replace('{ from: 1, amount: 1000000 }', '{ from: 1, amount: 200000, currency: BRL }'),
    );
    expect(over.map((p) => p.code)).toEqual(['rule/prize-pool']);
    expect(over[0]!.message).toContain('1,000,000 INR more');
    expect(await check(replace('{ from: 1, amount: 1000000 }', '{ from: 1, amount: 5, currency: USD }'))).toEqual([]);
  });

  it('a wrong place or amount is reported as itself, not again as a wrong sum', async () => {
    const problems = await check(
      replace('{ from: 51, to: 100, amount: 16580 }', '{ from: 51, to: 90, amount: 16580 }'),
    );
    expect(problems.map((p) => p.code)).toEqual(['rule/prize-places']);
  });

  it('every catalogue campaign adds up', async () => {
    const { problems } = await checkProject({ root: REPO, fs: nodeFs });
    expect(problems).toEqual([]);
  });
});
