/**
 * cli/cacheRegistry.mjs is the one copy of the cache and output paths: no other source file spells one
 * (in a string, outside comments), so a module cannot write somewhere `promo clean` and the registry do
 * not know. And each entry says what it holds, its key, what makes it stale and whether deleting it is safe.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CACHES, PROMO_DIR, type CacheEntry } from '../../cli/cacheRegistry.mjs';
import { REPO } from '../support/tempProject.ts';

const REGISTRY = 'cli/cacheRegistry.mjs';
const entries = Object.entries(CACHES) as [string, CacheEntry][];

/**
 * What names a registered location in a string: `.promo`, the name of each entry in it (`bundle-cache`),
 * the whole path of the others (`ladle/generated`). Not `dist`: it is also any out-dir's name in tests.
 */
const NAMES = [
  PROMO_DIR,
  ...entries
    .filter(([id]) => id !== 'dist')
    .map(([, e]) => (e.path.startsWith(`${PROMO_DIR}/`) ? e.path.slice(PROMO_DIR.length + 1) : e.path)),
];

/** The string literals of a source file, comments removed first (they may name the paths). */
export function stringLiterals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  return [...code.matchAll(/(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g)].map((m) => m[2]!);
}

/** The registered names a string spells as a path segment (`.promo/x`, `'bundle-cache'`, `${a}/.promo-cli`). */
export function namedIn(literal: string): string[] {
  const segments = literal.split(/[/\\]|\$\{[^}]*\}/);
  return NAMES.filter((n) => {
    const parts = n.split('/');
    return segments.some((_, i) => parts.every((p, j) => segments[i + j] === p));
  });
}

describe('the cache registry', () => {
  it('describes every entry', () => {
    for (const [id, e] of entries) {
      for (const field of ['path', 'holds', 'key', 'invalidatedBy', 'safeToDelete'] as const)
        expect(e[field], `${id}.${field}`).toMatch(/\S/);
      expect(['clean', 'clean --dist'], id).toContain(e.removedBy);
    }
    expect(new Set(entries.map(([, e]) => e.path)).size).toBe(entries.length);
    // Only the site and the builds behind it need --dist: everything else is safe to delete.
    expect(
      entries
        .filter(([, e]) => e.removedBy === 'clean --dist')
        .map(([id]) => id)
        .sort(),
    ).toEqual(['builds', 'dist']);
    expect(
      entries.filter(([, e]) => e.removedBy === 'clean' && !e.safeToDelete.startsWith('yes')).map(([id]) => id),
    ).toEqual([]);
  });

  it('is described in cli/README.md: a row for each location', () => {
    const readme = readFileSync(join(REPO, 'cli', 'README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| `([^`]+?)\/?` \|.*\| (yes|no)[^|]*\|$/gm)].map((m) => [m[1], m[2]]);
    expect(rows.sort()).toEqual(entries.map(([, e]) => [e.path, e.removedBy === 'clean' ? 'yes' : 'no']).sort());
  });

  it('finds the names in strings and not in comments (the scanner works)', () => {
    const interpolated = `${'$'}{r}/shot-dist`; // as a template literal's text reads in source
    expect(
      stringLiterals(`const a = '.promo/x'; // '.promo-cli'\n/* 'image-cache' */ const b = \`${interpolated}\`;`),
    ).toEqual(['.promo/x', interpolated]);
    expect(namedIn('.promo/x')).toEqual([PROMO_DIR]);
    expect(namedIn(interpolated)).toEqual(['shot-dist']);
    expect(namedIn('promo-image-cache-')).toEqual([]);
    expect(namedIn('http://example.com/')).toEqual([]);
    expect(namedIn('x/ladle/generated/a.tsx')).toEqual(['ladle/generated']);
    expect(namedIn('generated/')).toEqual([]);
  });

  it('is the only source file that spells a registered path', () => {
    const sources = execFileSync(
      'git',
      ['ls-files', '-co', '--exclude-standard', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.js'],
      { cwd: REPO, encoding: 'utf8' },
    )
      .trim()
      .split('\n')
      .filter((f) => f !== REGISTRY && f !== 'tests/unit/cacheRegistry.test.ts' && !f.startsWith('ladle/generated/'));
    const copies: string[] = [];
    for (const file of sources) {
      let text: string;
      try {
        text = readFileSync(join(REPO, file), 'utf8');
      } catch {
        continue;
      }
      for (const literal of stringLiterals(text))
        for (const name of namedIn(literal)) copies.push(`${file}: '${literal}' names ${name}`);
    }
    expect(copies).toEqual([]);
  });
});
