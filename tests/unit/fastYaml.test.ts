/**
 * The fast reading of clean campaign files (fastYaml.ts) is exact: whenever it answers, `yaml` as
 * parseYamlSafely uses it finds no problem and gives the same data (same keys in the same order,
 * same numbers down to -0 and NaN, same strings); otherwise the file goes the slow way. Proven on
 * every catalogue campaign, every broken fixture, generated YAML documents (tricky scalars in every
 * style) and random mutations of real campaigns; and a whole file check gives the same FileCheck
 * (problems, positions, claim, data) read fast or read with `yaml`.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { fastYaml } from '../../cli/campaign/fastYaml.ts';
import { MAX_KEYS, parseYamlSafely } from '../../cli/campaign/parseYamlSafely.ts';
import { checkCampaignFile } from '../../cli/campaign/checkCampaignFile.ts';
import { makeFileContext } from '../../cli/campaign/fileContext.ts';
import { templateValidators, type TemplateSchema } from '../../cli/campaign/campaignValidators.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import type { SiteConfig } from '../../model/siteConfigSchema.ts';
import { REPO } from '../support/tempProject.ts';
import { cut, insert, reindentLine, SEED_SLUGS, swapLines, truncate } from '../support/textMutations.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const yamlIn = (dir: string) =>
  readdirSync(dir)
    .filter((n) => /\.ya?ml$/.test(n))
    .sort()
    .map((n) => join(dir, n));
const CATALOGUE = yamlIn(join(REPO, 'campaigns'));
const BROKEN = yamlIn(join(REPO, 'tests', 'fixtures', 'broken'));
const read = (f: string) => readFileSync(f, 'utf8');

/** The fast reading agrees with parseYamlSafely: true when it answered (and agreed), false when it sent the text to the slow path. */
function agrees(text: string): boolean {
  const fast = fastYaml(text);
  if (!fast) return false;
  const slow = parseYamlSafely(text, 'x.yaml');
  expect(slow.problems, `yaml finds problems in a text read fast:\n${text}`).toEqual([]);
  if (!isDeepStrictEqual(fast.value, slow.value))
    expect(fast.value, `another reading of:\n${text}`).toStrictEqual(slow.value);
  expect(isDeepStrictEqual(fast.value, slow.value)).toBe(true);
  return true;
}

it('js-yaml is pinned to the exact version the differential tests below prove equal to yaml', () => {
  const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const installed = (
    JSON.parse(readFileSync(join(REPO, 'node_modules/js-yaml/package.json'), 'utf8')) as { version: string }
  ).version;
  expect(pkg.dependencies['js-yaml']).toMatch(/^\d+\.\d+\.\d+$/);
  expect(installed).toBe(pkg.dependencies['js-yaml']);
});

describe('the fast reading of campaign files', () => {
  it('gives exactly the data of every catalogue campaign it reads, and reads most of them', () => {
    const fast = CATALOGUE.filter((f) => agrees(read(f)));
    // The bench's generated campaigns are copies of these two.
    expect(fast).toEqual(
      expect.arrayContaining([
        join(REPO, 'campaigns', 'cash-race.yaml'),
        join(REPO, 'campaigns', 'welcome-bonuses.yaml'),
      ]),
    );
    expect(fast.length).toBeGreaterThan(CATALOGUE.length / 2);
  });

  it('leaves every broken fixture with a YAML problem to the slow path', () => {
    for (const f of BROKEN) {
      const text = read(f);
      const yamlProblem = parseYamlSafely(text, f).problems.length > 0;
      if (agrees(text)) expect(yamlProblem).toBe(false);
      else if (yamlProblem) expect(fastYaml(text)).toBeUndefined();
    }
  });

  it('reads YAML 1.2 core scalars as yaml does, and leaves what js-yaml reads otherwise to yaml', () => {
    const cases: Array<[string, unknown]> = [
      ['a: NO\nb: yes\nc: on\nd: y', { a: 'NO', b: 'yes', c: 'on', d: 'y' }],
      ['a: 2026-11-15\nb: 2026-11-15T10:00:00Z', { a: '2026-11-15', b: '2026-11-15T10:00:00Z' }],
      [
        'a: 1_000\nb: 0o17\nc: 0x1F\nd: 017\ne: 0b11\nf: +12\ng: -0',
        { a: '1_000', b: 15, c: 31, d: 17, e: '0b11', f: 12, g: -0 },
      ],
      [
        'a: .inf\nb: -.INF\nc: .NaN\nd: 1e3\ne: 1.50\nf: .5\ng: 1.',
        { a: Infinity, b: -Infinity, c: Number.NaN, d: 1000, e: 1.5, f: 0.5, g: 1 },
      ],
      ['a: ~\nb: null\nc: Null\nd:\ne: NULL\nf: nULL', { a: null, b: null, c: null, d: null, e: null, f: 'nULL' }],
      [
        'a: true\nb: False\nc: TRUE\nd: tRUE\ne: "true"\nf: \'1\'',
        { a: true, b: false, c: true, d: 'tRUE', e: 'true', f: '1' },
      ],
      [
        'a: x # c\nb: "q\\tr"\nc: \'it\'\'s\'\nd: [1, "2", {e: f}]\ne: {}\nf: []',
        { a: 'x', b: 'q\tr', c: "it's", d: [1, '2', { e: 'f' }], e: {}, f: [] },
      ],
      ['a: one\n  two\n\n  three', { a: 'one two\nthree' }],
      ['# only a comment\n', null],
      ['x', 'x'],
      ['-1', -1],
      ['[]', []],
      ['accent: "#ff2d55"\ncolors: ["#1a4aa8", \'#fff\'] # note', { accent: '#ff2d55', colors: ['#1a4aa8', '#fff'] }],
    ];
    for (const [text, value] of cases) {
      expect(agrees(text), text).toBe(true);
      expect(fastYaml(text)!.value).toStrictEqual(value);
    }
    // Each of these is a problem, or read differently by js-yaml: the slow path decides.
    const slow = [
      '',
      '\n',
      'a: 1\na: 2',
      '__proto__: 1',
      'a:\n  constructor: 1',
      'a: &x 1\nb: *x',
      'a: !!str 1',
      'a: !custom x',
      '<<: {a: 1}',
      'a: 1\n---\nb: 2',
      '---\na: 1',
      '%YAML 1.2\n---\na: 1',
      'a:\t1',
      '\ta: 1',
      'a: 1\r\nb: 2',
      '\uFEFFa: 1',
      'a: "\\e"',
      'a: "\\u202e"',
      'a: b\u202e',
      'a: \u0007',
      '~: 1',
      'null: 1',
      '"": 1',
      '? a\n: 1',
      '[a]: 1',
      '{a: 1}: 2',
      'a: [1,\n  2]',
      'a: "x"#c',
      'a: "x "#c',
      "- 'x'#c",
      '"k": "x"#c',
      '"k"#c: 1',
      'a: [x]#c',
      'a: |\n  x',
      'a: >\n  x',
      `${'k'.repeat(300)}: 1`,
      'a: [1, 2',
      'a: b: c',
      '- a\nb: 1',
      'a: @x',
      'a: `x',
    ];
    for (const text of slow) expect(fastYaml(text), text).toBeUndefined();
    // Near the key cap parseYamlSafely decides too.
    const many = Array.from({ length: MAX_KEYS / 2 + 1 }, (_, i) => `k${i}: 1`).join('\n');
    expect(fastYaml(many)).toBeUndefined();
    expect(agrees(many.split('\n').slice(0, 100).join('\n'))).toBe(true);
  });

  it('agrees with yaml on generated documents: tricky scalars and keys in every style', () => {
    let taken = 0;
    let runs = 0;
    fc.assert(
      fc.property(yamlDocument, (text) => {
        runs++;
        if (agrees(text)) taken++;
      }),
      { numRuns: RUNS },
    );
    // Not vacuous: a good share of the generated documents is read fast.
    expect(taken).toBeGreaterThan(runs / 10);
  });

  it('leaves every \\x, \\u and \\U escape to yaml: "\\U00110000" is refused the same with or without a * in a comment (issue 20)', () => {
    for (const text of [
      'title: "\\U00110000"\n',
      'title: "\\U00110000" # 5 * 3\n',
      'title: "win \\U00110000 now"\nx: 1 # *\n',
    ]) {
      expect(fastYaml(text), text).toBeUndefined();
      expect(
        parseYamlSafely(text, 'x.yaml').problems.map((p) => p.code),
        text,
      ).toContain('yaml/bad-dq-escape');
    }
    // Escapes both read alike stay fast; their results are still checked (an unsafe character goes to yaml).
    expect(agrees('a: "tab\\there \\"q\\" \\\\ \\/"')).toBe(true);
    expect(fastYaml('a: "\\x41"')).toBeUndefined();
    expect(fastYaml('a: "\\e"')).toBeUndefined();
  });

  it('agrees with yaml on generated double-quoted escapes: \\U and \\u and \\x in and beyond range, surrogates, unknown ones', () => {
    let taken = 0;
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom(...KEYS.slice(0, 5)),
            fc.array(dqPiece, { minLength: 1, maxLength: 4 }),
            fc.boolean(),
          ),
          { minLength: 1, maxLength: 4 },
        ),
        (lines) => {
          const text = lines
            .map(([k, pieces, comment]) => `${k}: "${pieces.join('')}"${comment ? ' # 2 * 3 [x] & y' : ''}\n`)
            .join('');
          const slow = parseYamlSafely(text, 'x.yaml');
          const fast = fastYaml(text);
          if (slow.problems.length > 0) expect(fast, text).toBeUndefined();
          if (agrees(text)) taken++;
        },
      ),
      { numRuns: RUNS },
    );
    // Not vacuous: texts without \\x, \\u, \\U are read fast.
    expect(taken).toBeGreaterThan(0);
  });

  it('agrees with yaml on random mutations of real campaigns', () => {
    let taken = 0;
    let runs = 0;
    fc.assert(
      fc.property(fc.constantFrom(...SEEDS), fc.array(mutation, { minLength: 1, maxLength: 3 }), (seed, ms) => {
        runs++;
        if (agrees(ms.reduce((s, m) => m(s), seed))) taken++;
      }),
      { numRuns: RUNS },
    );
    expect(taken).toBeGreaterThan(runs / 10);
  });

  it('gives the same FileCheck read fast or read with yaml: a third of the catalogue, every broken fixture', async () => {
    const ctx = context();
    for (const f of [...CATALOGUE.filter((_, i) => i % 3 === 0), ...BROKEN]) {
      const text = read(f);
      const fast = await checkCampaignFile(text, f, f, ctx);
      const slow = await checkCampaignFile(text, f, f, ctx, 'yaml');
      expect(isDeepStrictEqual(fast, slow), f).toBe(true);
    }
  });
});

function context() {
  const config = parseYamlSafely(read(join(REPO, 'promo.config.yaml')), 'promo.config.yaml').value as SiteConfig;
  const schemas: TemplateSchema[] = readdirSync(join(REPO, 'templates'))
    .sort()
    .flatMap((name) => {
      const file = join(REPO, 'templates', name, 'params.schema.json');
      return nodeFs.exists(file) ? [{ name, file, text: read(file) }] : [];
    });
  const validators = templateValidators(schemas);
  return makeFileContext({ root: REPO, fs: nodeFs, validators, templates: validators.compileAll().names, config });
}

// Generated documents: keys and scalars chosen to hit every difference between YAML 1.1, js-yaml's
// own schemas and YAML 1.2 core, written plain, quoted, in flow or in block style.
const SCALARS = [
  'x',
  'Cash Race',
  'NO',
  'no',
  'yes',
  'Yes',
  'on',
  'off',
  'y',
  'n',
  '~',
  'null',
  'Null',
  'NULL',
  'nULL',
  '',
  'true',
  'True',
  'TRUE',
  'tRUE',
  'false',
  'FALSE',
  '0',
  '-0',
  '+0',
  '00',
  '012',
  '0o17',
  '0o8',
  '0x1F',
  '0X1F',
  '0b101',
  '1_000',
  '1,000',
  '1e3',
  '1E-3',
  '+1e3',
  '1.',
  '.5',
  '1.50',
  '-1.5e+3',
  '.inf',
  '+.inf',
  '-.Inf',
  '.INF',
  '.nan',
  '.NaN',
  '.NAN',
  'nan',
  'inf',
  '123456789012345678901234567890',
  '2026-11-15',
  '2026-11-15 10:00:00',
  '12:30',
  '1:20',
  '190:20:30',
  '=',
  '<<',
  '@x',
  '`x',
  'a: b',
  'a:b',
  'a #b',
  'a#b',
  '#a',
  '- a',
  '-a',
  '-',
  '?',
  '? a',
  '[a]',
  '{a}',
  'a, b',
  "it's",
  '"q"',
  'x\\ny',
  'a\nb',
  ' lead',
  'trail ',
  '%x',
  '!x',
  '&x',
  '*x',
  '|',
  '>',
  '🎉 win',
  'ñandú',
  '#ff2d55',
  'x"#c',
  "x'#c",
  '\u202eabc',
  '\u0007',
  '\u0085',
  '\u00a0nbsp',
  'https://example.com/?a=1&b=2',
  '100% bonus',
  'T&C',
  'Win big!',
  '...',
  '---',
];
const KEYS = [
  'a',
  'slug',
  'title',
  'b-c',
  'd_e',
  '1',
  '0x10',
  '1.0',
  'true',
  'null',
  '~',
  '',
  '__proto__',
  'constructor',
  'x y',
  'a:b',
  '-k',
  '<<',
  '?',
  'NO',
];

const plainOrNot = (s: string) => fc.constantFrom(s, `'${s.replace(/'/g, "''")}'`, JSON.stringify(s));
const scalar = fc.constantFrom(...SCALARS).chain(plainOrNot);
const key = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KEYS.slice(0, 5)) },
  { weight: 1, arbitrary: fc.constantFrom(...KEYS).chain(plainOrNot) },
);
type Tree = string | { seq: Tree[] } | { map: Array<[string, Tree]> };
const tree: fc.Arbitrary<Tree> = fc.letrec<{ node: Tree }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('node'), { maxLength: 4 }).map((seq) => ({ seq })),
    fc.array(fc.tuple(key, tie('node')), { maxLength: 4 }).map((map) => ({ map })),
  ),
})).node;

/** Flow style: `[a, b]`, `{k: v}`. */
function flow(t: Tree): string {
  if (typeof t === 'string') return t;
  if ('map' in t) return `{${t.map.map(([k, v]) => `${k}: ${flow(v)}`).join(', ')}}`;
  return `[${t.seq.map(flow).join(', ')}]`;
}
/** Block style at an indent; collections in flow style now and then; list items compact (`- k: v`, `- - x`) or not. */
function block(t: Tree, indent: string, inFlow: () => boolean): string {
  if (typeof t === 'string' || inFlow() || ('map' in t ? t.map : t.seq).length === 0) return ` ${flow(t)}\n`;
  if ('map' in t) return `\n${t.map.map(([k, v]) => `${indent}${k}:${block(v, `${indent}  `, inFlow)}`).join('')}`;
  return `\n${t.seq.map((v) => `${indent}-${compact(block(v, `${indent}  `, inFlow), indent)}`).join('')}`;
}
/** A nested block collection starts on the item's own line: `- k: v` rather than `-` and `k: v` below. */
const compact = (nested: string, indent: string) =>
  nested.startsWith(`\n${indent}  `) ? ` ${nested.slice(indent.length + 3)}` : nested;
/** Line noise: a line continued on the next (at some indent), re-indented, a comment or blank line inserted, trailing spaces. */
const lineNoise = fc
  .tuple(fc.nat(), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 6 }))
  .map(([n, kind, indent]) => (text: string) => {
    const lines = text.split('\n');
    const i = n % lines.length;
    const line = lines[i]!;
    const pad = ' '.repeat(indent);
    if (kind === 0) {
      const cut = line.indexOf(' ', line.indexOf(': ') + 2);
      if (cut > 0) lines.splice(i, 1, line.slice(0, cut), pad + line.slice(cut + 1));
    } else if (kind === 1) lines[i] = pad + line.trimStart();
    else if (kind === 2) lines.splice(i, 0, `${pad}# note`);
    else if (kind === 3) lines.splice(i, 0, pad);
    else lines[i] = `${line}${pad}`;
    return lines.join('\n');
  });
const yamlDocument = fc
  .tuple(
    fc.array(fc.tuple(key, tree), { minLength: 1, maxLength: 5 }),
    fc.integer({ min: 0, max: 3 }),
    fc.boolean(),
    fc.array(lineNoise, { maxLength: 3 }),
  )
  .map(([pairs, every, comments, noise]) => {
    let n = 0;
    const text = pairs.map(([k, v]) => `${k}:${block(v, '  ', () => every > 0 && ++n % every === 0)}`).join('');
    return noise.reduce((t, f) => f(t), comments ? text.replace(/\n/g, ' # note\n') : text);
  });

// Pieces of a double-quoted scalar: text, the one-letter escapes, and \x, \u, \U escapes of every kind.
const hex = (digits: number, max: number) =>
  fc.integer({ min: 0, max }).map((n) => n.toString(16).toUpperCase().padStart(digits, '0'));
const dqPiece = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('win', ' ', 'Cash Race', '🎉', 'ñ', '#', ': ', '*', '&', '!') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '\\n',
      '\\t',
      '\\"',
      '\\\\',
      '\\/',
      '\\ ',
      '\\0',
      '\\a',
      '\\e',
      '\\N',
      '\\_',
      '\\L',
      '\\P',
    ),
  },
  { weight: 1, arbitrary: hex(2, 0xff).map((h) => `\\x${h}`) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        hex(4, 0xffff),
        fc.integer({ min: 0xd800, max: 0xdfff }).map((n) => n.toString(16)),
      )
      .map((h) => `\\u${h}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .oneof(hex(8, 0x10ffff), hex(8, 0xffffffff), fc.constantFrom('00110000', '0010FFFF', '0000D800', 'FFFFFFFF'))
      .map((h) => `\\U${h}`),
  },
  { weight: 1, arbitrary: fc.constantFrom('\\q', '\\8', '\\u12', '\\x4', '\\U0011', '\\', '\\x', '\\uDG00') },
);

// Mutations of real campaigns (as fuzzCheck.test.ts): YAML-significant tokens inserted, text cut, lines moved or re-indented.
const SEEDS = SEED_SLUGS.map((slug) => read(join(REPO, 'campaigns', `${slug}.yaml`)));
const TOKENS = [
  ': ',
  ':',
  '- ',
  '-',
  '? ',
  '{',
  '}',
  '[',
  ']',
  ',',
  '"',
  "'",
  '#',
  ' #',
  '"#',
  "'#",
  '\n',
  '\n  ',
  '  ',
  '~',
  'null',
  'NO',
  '0x1F',
  '0o17',
  '1_000',
  '.inf',
  '1e3',
  '-0',
  '2026-01-01',
  '\\n',
  '\\"',
  '@',
  '`',
  '=',
  '|',
  '>',
  '&a ',
  '*a',
  '!!str ',
];
const mutation = fc.oneof(insert(fc.constantFrom(...TOKENS)), cut(12), truncate(true), swapLines, reindentLine);
