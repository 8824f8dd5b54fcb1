/**
 * Prints Problems as text with code frames, as GitHub annotations, or as JSON. Everything taken from
 * a file (names, paths, messages quoting values, source lines) is escaped for the terminal. Linear in
 * the number of problems: each file is split into lines once, and a frame is built from its few lines.
 */
import { createRequire } from 'node:module';
import type { BabelCodeFrameOptions, codeFrameColumns } from '@babel/code-frame';
import pc from 'picocolors';
import type { Problem } from '../campaign/Problem.ts';
import { escapeForTerminal as esc, escapeJsonForTerminal } from './escapeForTerminal.ts';

/** @babel/code-frame (and its highlighter), loaded when a problem is first framed: a clean run never loads it. */
const requireFromHere = createRequire(import.meta.url);
const loadCodeFrame = () =>
  (requireFromHere('@babel/code-frame') as { codeFrameColumns: typeof codeFrameColumns }).codeFrameColumns;

export const FORMATS = ['text', 'github', 'json'] as const;
export type Format = (typeof FORMATS)[number];

/** Escapes a value for a GitHub workflow command (https://github.com/actions/toolkit, issueCommand). */
const ghData = (s: string) => esc(s, true).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const ghProp = (s: string) => ghData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function formatProblems(
  problems: readonly Problem[],
  format: Format,
  sources: ReadonlyMap<string, string>,
  color = false,
): string {
  if (format === 'json') return escapeJsonForTerminal(JSON.stringify(problems, null, 2));
  if (format === 'github') {
    return problems
      .map(
        (p) =>
          `::${p.severity} file=${ghProp(p.file)},line=${p.line},col=${p.col},title=${ghProp(p.code)}::${ghData(`${p.path ? `${p.path}: ` : ''}${p.message}`)}`,
      )
      .join('\n');
  }
  const c = color ? pc : pc.createColors(false);
  const lines = new Map<string, string[]>();
  const linesOf = (file: string) => {
    const source = sources.get(file);
    if (!lines.has(file) && source !== undefined) lines.set(file, source.split(/\r?\n/));
    return lines.get(file);
  };
  return problems
    .map((p) => {
      const head = `${c.bold(`${esc(p.file)}:${p.line}:${p.col}`)} ${p.severity === 'error' ? c.red('error') : c.yellow('warning')} ${c.dim(esc(p.code))}`;
      const where = p.path ? `  at ${c.cyan(esc(p.path))}\n` : '';
      const l = linesOf(p.file);
      const frame = l ? '\n' + codeFrame(l, p.line, p.col, color) : '';
      return `${head}\n${where}  ${esc(p.message)}${frame}\n`;
    })
    .join('\n');
}

/** The lines around line:col, escaped for the terminal, with the caret moved to where the escaped column lands. */
function codeFrame(lines: readonly string[], line: number, col: number, color: boolean): string {
  const first = Math.max(1, line - 2);
  const window = lines.slice(first - 1, line + 1);
  const target = lines[line - 1] ?? '';
  const column = esc(target.slice(0, Math.max(col - 1, 0))).length + 1;
  const opts: BabelCodeFrameOptions & { startLine: number } = {
    highlightCode: color,
    linesAbove: 2,
    linesBelow: 1,
    startLine: first,
  };
  return loadCodeFrame()(window.map((x) => esc(x)).join('\n'), { start: { line, column } }, opts);
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The last line of `promo check`: ✔ when nothing is an error (warnings are counted, not failures). */
export function summary(problems: readonly Problem[], files: number): string {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  if (!problems.length) return `✔ ${count(files, 'campaign file')} checked: no problems.`;
  if (!errors) return `✔ ${count(files, 'campaign file')} OK, ${count(warnings, 'warning')}.`;
  return `✖ ${count(errors, 'error')}, ${count(warnings, 'warning')} in ${count(new Set(problems.map((p) => p.file)).size, 'file')}.`;
}
