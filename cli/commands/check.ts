/** `promo check [files…]`: validates the site config and campaigns; every problem in one run. */
import { join, resolve } from 'node:path';
import { checkProject } from '../campaign/checkProject.ts';
import { fileCheckCache } from '../campaign/checkCache.ts';
import { checkWorkers } from '../campaign/checkPool.ts';
import { VALIDATOR_CACHE_DIR } from '../campaign/validatorCode.ts';
import type { ProjectFs } from '../campaign/ProjectFs.ts';
import type { Problem } from '../campaign/Problem.ts';
import { formatProblems, summary, type Format } from '../format/formatProblems.ts';

/** `cacheFile`: keep results of unchanged files there (see checkCache.ts); without it every file is checked. */
export interface CheckDeps {
  root: string;
  fs: ProjectFs;
  out: (s: string) => void;
  color?: boolean;
  cacheFile?: string;
}
export interface CheckOptions {
  files?: string[];
  format: Format;
  strictLocales?: boolean;
}

export async function runCheck(deps: CheckDeps, opts: CheckOptions): Promise<number> {
  const files = opts.files?.length ? opts.files.map((f) => resolve(f)) : undefined;
  const result = await checkProject({
    root: deps.root,
    fs: deps.fs,
    files,
    cache: deps.cacheFile ? fileCheckCache(deps.cacheFile) : undefined,
    parallel: checkWorkers(),
    ...(deps.cacheFile ? { validatorCache: join(deps.root, VALIDATOR_CACHE_DIR) } : {}),
  });
  const problems: Problem[] = result.problems.map((p) =>
    opts.strictLocales && p.code.startsWith('locale/') ? { ...p, severity: 'error' } : p,
  );
  const sources = result.sources;
  if (opts.format === 'text') {
    if (problems.length) deps.out(formatProblems(problems, 'text', sources, deps.color));
    deps.out(summary(problems, result.checkedFiles) + '\n');
  } else if (problems.length || opts.format === 'json') {
    deps.out(formatProblems(problems, opts.format, sources) + '\n');
  }
  return problems.some((p) => p.severity === 'error') ? 1 : 0;
}
