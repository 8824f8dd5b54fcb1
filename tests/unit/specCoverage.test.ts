/**
 * docs/spec-coverage.md stays true: every file it names exists, every test it names is a test of
 * that file by that name, a `done` row names a test, and the counts it states are the rows' counts.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from '../support/tempProject.ts';

const STATUSES = ['done', 'partial', 'missing', 'not ours'] as const;
type Status = (typeof STATUSES)[number];
interface CoverageRow {
  id: string;
  line: number;
  files: string[];
  tests: { file: string; name: string }[];
  status: string;
}

/** The table's rows: `| id | statement | implemented | test | status |`, id like 4.7 or P.3. */
function parseCoverage(markdown: string): CoverageRow[] {
  const rows: CoverageRow[] = [];
  markdown.split('\n').forEach((text, i) => {
    const cells = text
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((c) => c.trim());
    if (cells.length !== 5 || !/^(\d+|P)\.\d+$/.test(cells[0]!)) return;
    const [id, , implemented, test, status] = cells as [string, string, string, string, string];
    const files = [...implemented.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    const tests = [...test.matchAll(/`([^`]+)` › "((?:[^"\\]|\\.)*)"/g)].map((m) => ({
      file: m[1]!,
      name: m[2]!.replace(/\\"/g, '"'),
    }));
    rows.push({ id, line: i + 1, files, tests, status });
  });
  return rows;
}

/**
 * A line that declares a test or a group (`it(`, `test(`, `describe(`, `.each(...)(`) carrying the name.
 * A call whose name the formatter put on the next line (`it(\n  'a long name',`) counts as one line.
 */
function declaresTest(source: string, name: string): boolean {
  return source
    .replace(/\(\s*\n\s*(?=['"`])/g, '(')
    .split('\n')
    .some((l) => l.includes(name) && (/\b(it|test|describe)(\.\w+)*\(/.test(l) || /^\s*\][^(]*\)\(['"`]/.test(l)));
}

const doc = readFileSync(join(REPO, 'docs', 'spec-coverage.md'), 'utf8');
const rows = parseCoverage(doc);
const where = (r: CoverageRow) => `docs/spec-coverage.md:${r.line} (row ${r.id})`;

describe('docs/spec-coverage.md', () => {
  it('has rows, each id once, each with a known status', () => {
    expect(rows.length).toBeGreaterThan(100);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(rows.filter((r) => !STATUSES.includes(r.status as Status)).map(where)).toEqual([]);
  });
  it('names only files that exist', () => {
    const missing = rows.flatMap((r) =>
      [...r.files, ...r.tests.map((t) => t.file)]
        .filter((f) => f.includes('/') && !existsSync(join(REPO, f)))
        .map((f) => `${where(r)}: ${f}`),
    );
    expect(missing).toEqual([]);
  });
  it('names only tests that the named file declares by that name', () => {
    const unknown = rows.flatMap((r) =>
      r.tests
        .filter(
          (t) => !existsSync(join(REPO, t.file)) || !declaresTest(readFileSync(join(REPO, t.file), 'utf8'), t.name),
        )
        .map((t) => `${where(r)}: ${t.file} › ${t.name}`),
    );
    expect(unknown).toEqual([]);
  });
  it('a done row names a test', () => {
    expect(rows.filter((r) => r.status === 'done' && r.tests.length === 0).map(where)).toEqual([]);
  });
  it('states the counts the rows have', () => {
    const count = (s: Status) => rows.filter((r) => r.status === s).length;
    expect(doc).toContain(
      `Counts: done ${count('done')} · partial ${count('partial')} · missing ${count('missing')} · not ours ${count('not ours')}`,
    );
  });
  it('the parser sees a row, its files and its tests', () => {
    const [row] = parseCoverage(
      '| 1.1 | a | `x/y.ts`, `z/` | `t/a.test.ts` › "says \\"hi\\""; `t/b.test.ts` › "two" | done |',
    );
    expect(row).toMatchObject({
      id: '1.1',
      files: ['x/y.ts', 'z/'],
      tests: [
        { file: 't/a.test.ts', name: 'says "hi"' },
        { file: 't/b.test.ts', name: 'two' },
      ],
      status: 'done',
    });
    expect(declaresTest('it(\'says "hi" twice\', () => {})', 'says "hi"')).toBe(true);
    expect(declaresTest("  ])('check %j', async () => {})", 'check %j')).toBe(true);
    expect(declaresTest('// says hi', 'says hi')).toBe(false);
    expect(declaresTest("it(\n  'a name the formatter wrapped',\n  () => {},\n)", 'a name the formatter wrapped')).toBe(
      true,
    );
    expect(declaresTest("  ])(\n    '%s is JavaScript',\n", '%s is JavaScript')).toBe(true);
  });
});
