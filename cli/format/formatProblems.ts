/** Prints Problems as text with code frames, as GitHub annotations, or as JSON. */
import { codeFrameColumns } from '@babel/code-frame';
import pc from 'picocolors';
import type { Problem } from '../campaign/Problem.ts';

export const FORMATS = ['text', 'github', 'json'] as const;
export type Format = (typeof FORMATS)[number];

/** Escapes a value for a GitHub workflow command (https://github.com/actions/toolkit, issueCommand). */
const ghData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const ghProp = (s: string) => ghData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function formatProblems(problems: readonly Problem[], format: Format, sources: ReadonlyMap<string, string>, color = false): string {
  if (format === 'json') return JSON.stringify(problems, null, 2);
  if (format === 'github') {
    return problems
      .map((p) => `::${p.severity} file=${ghProp(p.file)},line=${p.line},col=${p.col},title=${ghProp(p.code)}::${ghData(`${p.path ? `${p.path}: ` : ''}${p.message}`)}`)
      .join('\n');
  }
  const c = color ? pc : pc.createColors(false);
  return problems
    .map((p) => {
      const head = `${c.bold(`${p.file}:${p.line}:${p.col}`)} ${p.severity === 'error' ? c.red('error') : c.yellow('warning')} ${c.dim(p.code)}`;
      const where = p.path ? `  at ${c.cyan(p.path)}\n` : '';
      const source = sources.get(p.file);
      const frame = source ? '\n' + codeFrameColumns(source, { start: { line: p.line, column: p.col } }, { highlightCode: color, linesAbove: 2, linesBelow: 1 }) : '';
      return `${head}\n${where}  ${p.message}${frame}\n`;
    })
    .join('\n');
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
