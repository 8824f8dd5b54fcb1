/**
 * READMEs that stay true: every file or folder a README names in backticks exists (beside the README, in a
 * folder above it, or — a bare name — somewhere below it or in the repository), and every source file of
 * model/ is named in model/README.md. Build outputs the READMEs describe are listed apart.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { REPO } from '../support/tempProject.ts';
import { CACHES, PROMO_DIR } from '../../cli/cacheRegistry.mjs';

/** Names of what a build or a run writes (not in the repository): the READMEs describe them. */
const OUTPUTS = [
  'page-data.json',
  'sw.js',
  'assets/',
  '_img/',
  'generated/',
  'build-ladle/',
  ...Object.values(CACHES).flatMap((c) => [c.path, `${c.path}/`]),
];
const tracked = execFileSync('git', ['ls-files'], { cwd: REPO, encoding: 'utf8' }).trim().split('\n');
const readmes = tracked.filter((f) => f === 'README.md' || f.endsWith('/README.md'));

/** A tracked file, or a folder holding one (what a fresh clone has, whatever this checkout built). */
const inRepo = (path: string) => tracked.some((t) => t === path || t.startsWith(`${path}/`));
const ancestors = (d: string) => {
  const out = [d];
  while (d !== '.') {
    d = dirname(d);
    out.push(d);
  }
  return out;
};

/** The backticked names of files and folders in a README that no longer exist. */
export function missingPaths(readme: string, text = readFileSync(join(REPO, readme), 'utf8')): string[] {
  const dir = dirname(readme);
  const under = dir === '.' ? '' : `${dir}/`;
  const missing: string[] = [];
  for (const [, tok] of text.matchAll(/`([^`\s]+)`/g)) {
    // The caches (cli/cacheRegistry.mjs: under .promo/, .promo-cli/, …) and build outputs are written by runs, not kept in the repository.
    if (
      !tok ||
      !/^[\w.@-][\w.@/-]*$/.test(tok) ||
      OUTPUTS.includes(tok) ||
      tok.startsWith(PROMO_DIR) ||
      tok.startsWith('node_modules/')
    )
      continue;
    const isFile = /\.(ts|tsx|mjs|mts|js|json|css|md|yaml|hbs)$/.test(tok);
    const isDir = tok.endsWith('/') && tok.length > 1;
    if (!isFile && !isDir) continue;
    const name = tok.replace(/\/$/, '');
    if (ancestors(dir).some((a) => inRepo(posix.normalize(posix.join(a, name))))) continue;
    const needle = isDir ? `/${name}/` : `/${name}`;
    const found = (prefix: string) =>
      tracked.some((t) => t.startsWith(prefix) && `/${t}`.includes(needle) && (isDir || t.endsWith(name)));
    if (found(under) || (!name.includes('/') && found(''))) continue;
    missing.push(tok);
  }
  return missing;
}

describe('READMEs that stay true', () => {
  it.each(readmes)('%s names only files and folders that exist', (readme) => {
    expect(missingPaths(readme)).toEqual([]);
  });
  it('catches a path that is gone, and takes one relative to the README or a folder above it', () => {
    const text =
      'Moved: `config/`, `cli/campaign/schema.ts`, `gone.ts`. Here: `campaign/`, `model/codes.ts`, `parseYamlSafely.ts`, not a path: `/new-promo/`.';
    expect(missingPaths('cli/README.md', text)).toEqual(['config/', 'cli/campaign/schema.ts', 'gone.ts']);
  });
  it('model/README.md names every file of model/', () => {
    const text = readFileSync(join(REPO, 'model/README.md'), 'utf8');
    const files = readdirSync(join(REPO, 'model')).filter((f) => /\.ts$/.test(f) && !f.endsWith('.test.ts'));
    expect(files.filter((f) => !text.includes(`\`${f}\``))).toEqual([]);
  });
});
