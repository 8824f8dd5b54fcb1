/** One thing wrong with an input file, with the place a person must look at to fix it. */
export interface Problem {
  file: string;
  line: number;
  col: number;
  /** JSON-pointer-like key path, e.g. /tournament/prizes/2/amount ('' for the whole file). */
  path: string;
  /** Stable machine code, e.g. schema/unknown-key, yaml/duplicate-key, rule/slug-mismatch. */
  code: string;
  /** What is wrong and what to do. */
  message: string;
  severity: 'error' | 'warning';
}

export const hasErrors = (problems: readonly Problem[]) => problems.some((p) => p.severity === 'error');

export function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}
