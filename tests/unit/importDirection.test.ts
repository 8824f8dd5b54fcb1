/**
 * The layering every folder README promises: model/ is shared by everyone and imports nobody;
 * runtime/ and templates/ ship to the browser and never import the node-only cli/ (or sandbox/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f))
    .map((f) => join(dir, f));

/** Each relative import of a file, as a path from the repository root. */
function importsOf(file: string): string[] {
  const src = readFileSync(join(root, file), 'utf8');
  const specs = [...src.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.map((s) => relative(root, resolve(root, dirname(file), s)));
}

const forbidden: Record<string, string[]> = {
  model: ['cli/', 'runtime/', 'templates/', 'sandbox/', 'ladle/'],
  runtime: ['cli/', 'sandbox/', 'ladle/'],
  templates: ['cli/', 'sandbox/'],
};

describe('import direction', () => {
  for (const [dir, banned] of Object.entries(forbidden)) {
    it(`${dir}/ imports none of ${banned.join(', ')}`, () => {
      const offending = sourceFiles(dir).flatMap((f) =>
        importsOf(f)
          .filter((i) => banned.some((b) => i.startsWith(b)))
          .map((i) => `${f} → ${i}`),
      );
      expect(offending).toEqual([]);
    });
  }

  it('model/ uses no Node built-ins (it ships to the browser)', () => {
    const offending = sourceFiles('model').filter((f) => /from\s+['"]node:/.test(readFileSync(join(root, f), 'utf8')));
    expect(offending).toEqual([]);
  });

  it('the check itself sees a violation', () => {
    expect(importsOf('cli/commands/build.ts').some((i) => i.startsWith('model/'))).toBe(true);
  });
});
