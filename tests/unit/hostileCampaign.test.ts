/**
 * Hostile campaign bytes (issue 11, findings 3, 4, 5, 7): non-text keys, caps on keys and nodes,
 * control characters, direction overrides and invalid UTF-8 are reported with a position, and
 * nothing taken from a file reaches the terminal unescaped.
 */
import { describe, expect, it } from 'vitest';
import { MAX_KEYS, MAX_NODES, parseYamlSafely } from '../../cli/campaign/parseYamlSafely.ts';
import { decodeUtf8, InvalidUtf8Error } from '../../cli/campaign/decodeUtf8.ts';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { nodeFs, type ProjectFs } from '../../cli/campaign/ProjectFs.ts';
import { formatProblems } from '../../cli/format/formatProblems.ts';
import { escapeForTerminal } from '../../cli/format/escapeForTerminal.ts';
import type { Problem } from '../../cli/campaign/Problem.ts';
import { reportError } from '../../cli/errors/throwAndExit.ts';
import { PromoError } from '../../cli/errors/PromoError.ts';
import { Errors } from '../../cli/errors/errorData.ts';
import { REPO } from '../support/tempProject.ts';

const codes = (text: string) => parseYamlSafely(text, 'f.yaml').problems.map((p) => [p.code, p.line, p.col]);

describe('keys', () => {
  it.each([
    ['a list as key', '? [__proto__]\n: 1\n', 1, 3],
    ['a map as key', 'a: 1\n? {__proto__: 1}\n: 2\n', 2, 3],
    ['a block list as key', '? - a\n: 1\n', 1, 3],
  ])('refuses %s (no prototype key slips through, no Node warning)', (_n, text, line, col) => {
    const warnings: string[] = [];
    const listener = (w: Error) => warnings.push(w.message);
    process.on('warning', listener);
    const { problems, value } = parseYamlSafely(text, 'f.yaml');
    process.off('warning', listener);
    expect(problems.map((p) => [p.code, p.line, p.col])).toEqual([['yaml/complex-key', line, col]]);
    expect(value).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('finds a duplicate among thousands of keys, at the second one', () => {
    const keys = Array.from({ length: 5000 }, (_, i) => `k${i}: ${i}`);
    keys.push('k17: again');
    expect(codes(keys.join('\n') + '\n')).toEqual([['yaml/duplicate-key', 5001, 1]]);
  });

  it('treats 1 and "1" as the same key, as JavaScript does', () => {
    expect(codes('1: a\n"1": b\n')).toEqual([['yaml/duplicate-key', 2, 1]]);
  });

  it('caps keys and nodes per file with a clear error', () => {
    const many = Array.from({ length: MAX_KEYS + 1 }, (_, i) => `k${i}: 1`).join('\n');
    const keys = parseYamlSafely(many, 'f.yaml').problems;
    expect(keys.map((p) => [p.code, p.line])).toEqual([['yaml/too-many-keys', MAX_KEYS + 1]]);
    expect(keys[0]!.message).toContain(String(MAX_KEYS));
    const nodes = parseYamlSafely(`a: [${'1,'.repeat(MAX_NODES)}1]`, 'f.yaml').problems;
    expect(nodes.map((p) => p.code)).toEqual(['yaml/too-many-nodes']);
  });
});

describe('characters', () => {
  it.each([
    ['ESC typed in a value', 'a: x\nb: "y \u001b[2J"\n', 'text/control-char', 2, 7],
    ['BEL in a comment', '# \u0007\na: 1\n', 'text/control-char', 1, 3],
    ['a C1 control', 'a: x\u0085y\n', 'text/control-char', 1, 5],
    ['RIGHT-TO-LEFT OVERRIDE', 'title: abc\u202edef\n', 'text/bidi-control', 1, 11],
    ['FIRST STRONG ISOLATE', 'title: abc\u2068def\n', 'text/bidi-control', 1, 11],
    ['ESC written as \\e', 'a: 1\ntitle: "clear \\e[2J"\n', 'text/control-char', 2, 8],
    ['OSC written as \\x1b…\\x07', 'title: "\\x1b]0;pwned\\x07"\n', 'text/control-char', 1, 8],
    ['RLO written as \\u202e', 'title: "abc\\u202edef"\n', 'text/bidi-control', 1, 8],
  ])('reports %s with line and column', (_n, text, code, line, col) => {
    const { problems } = parseYamlSafely(text, 'f.yaml');
    expect(problems.filter((p) => p.code.startsWith('text/')).map((p) => [p.code, p.line, p.col])).toEqual([
      [code, line, col],
    ]);
  });

  it('keeps tabs, line breaks, emoji and scripts that need joiners', () => {
    expect(codes('a: "x\\ty"\nb: |\n  line\n  two\nc: "জ্‍ঞ 🎉 ñ"\n')).toEqual([]);
  });

  it('refuses invalid UTF-8 and says where the first bad byte is', () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('a: 1\nb: "caf'),
      0xe9,
      ...new TextEncoder().encode('"\n'),
    ]);
    expect(() => decodeUtf8(bytes)).toThrow(InvalidUtf8Error);
    try {
      decodeUtf8(bytes);
    } catch (e) {
      expect(e).toMatchObject({ line: 2, col: 8, byteOffset: 12, byte: 0xe9 });
    }
    // A real U+FFFD and a BOM before the bad byte do not shift it.
    const withReal = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('x: \uFFFD\ny: '), 0xff]);
    expect(() => decodeUtf8(withReal)).toThrow(expect.objectContaining({ line: 2, col: 4, byte: 0xff }));
    expect(decodeUtf8(new TextEncoder().encode('ok: \uFFFD ✓'))).toBe('ok: \uFFFD ✓');
  });

  it('promo check reports invalid UTF-8 as an error with a position, not as a replaced character', async () => {
    const fs: ProjectFs = {
      ...nodeFs,
      size: async () => 20,
      readFile: async (p) =>
        p.endsWith('x.yaml') ? decodeUtf8(new Uint8Array([0x61, 0x3a, 0x20, 0xc3, 0x28, 0x0a])) : nodeFs.readFile(p),
    };
    const { problems } = await checkProject({ root: REPO, fs, alone: true, files: [`${REPO}/campaigns/x.yaml`] });
    expect(problems.map((p) => [p.code, p.line, p.col])).toEqual([['file/invalid-utf8', 1, 4]]);
  });
});

describe('terminal output', () => {
  const source = 'slug: x\ntitle: "\u001b[2J\u001b]0;pwned\u0007 \u202eevil"\n';
  const problem: Problem = {
    file: 'campaigns/x\u001b[31m.yaml',
    line: 2,
    col: 9,
    path: '/title\u001b[0m',
    code: 'text/control-char',
    message: 'Value "\u001b[2J" has\nESC',
    severity: 'error',
  };
  const sources = new Map([[problem.file, source]]);
  const raw = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

  it('escapes file names, paths, messages and code frames in text output, and keeps the caret under the character', () => {
    const out = formatProblems([problem], 'text', sources, false);
    expect(out).not.toMatch(raw);
    expect(out).toContain('campaigns/x\\x1b[31m.yaml:2:9');
    expect(out).toContain('Value "\\x1b[2J" has\\x0aESC');
    const lines = out.split('\n');
    const frameLine = lines.find((l) => l.startsWith('> 2 |'))!;
    const caret = lines[lines.indexOf(frameLine) + 1]!;
    expect(frameLine).toContain('title: "\\x1b[2J\\x1b]0;pwned\\x07 \\u202eevil"');
    // The caret points at the escaped ESC (column 9 of the original line is the first ESC).
    expect(frameLine.indexOf('\\x1b')).toBe(caret.indexOf('^'));
  });

  it('escapes GitHub annotations and JSON too', () => {
    expect(formatProblems([problem], 'github', sources)).not.toMatch(raw);
    const json = formatProblems([{ ...problem, message: 'a\u0085b\u202ec' }], 'json', sources);
    expect(json).not.toMatch(raw);
    expect(JSON.parse(json)[0].message).toBe('a\u0085b\u202ec');
  });

  it('escapes error messages that quote a file (e.g. a template error) too', () => {
    let out = '';
    reportError(new PromoError(Errors.BuildFailed, 'title "\u001b[2J\u001b]0;pwned\u0007"'), (s) => {
      out += s;
    });
    expect(out).toContain('title "\\x1b[2J\\x1b]0;pwned\\x07"');
    expect(out).not.toContain('\u001b[2J');
  });

  it('shows each unsafe character as a visible escape', () => {
    expect(escapeForTerminal('\u001b[2J\u0007\u009b\u2066x\ty')).toBe('\\x1b[2J\\x07\\x9b\\u2066x\ty');
  });
});
