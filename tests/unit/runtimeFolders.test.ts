/**
 * The runtime is organised by feature with one import direction: no folder of runtime/ imports a
 * folder that (directly or through others) imports it back. Checked on the feature folders
 * (runtime/<folder>, subfolders counted with their parent) and on every single directory.
 * Type-only imports count too: a folder that needs another's types depends on it.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, folderGraph, importEdges } from '../support/importGraph.ts';

const root = resolve(import.meta.dirname, '../..');
const runtimeDir = join(root, 'runtime');

describe('runtime/ folders', () => {
  const edges = importEdges(runtimeDir);

  it('no cycle between feature folders', () => {
    expect(cycles(folderGraph(edges, 'feature')).map((c) => c.join(' → '))).toEqual([]);
  });

  it('no cycle between any two directories', () => {
    expect(cycles(folderGraph(edges, 'directory')).map((c) => c.join(' → '))).toEqual([]);
  });

  /** The runtime's files a file reaches through static value imports, failing on a React library. */
  const reachedFrom = (start: string) => {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      const src = readFileSync(join(runtimeDir, file), 'utf8');
      // Dynamic imports load later (the runtime) and type imports vanish: only static value imports are in the boot script.
      for (const m of src.matchAll(/^import\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
        const spec = m[1]!;
        if (!spec.startsWith('.')) {
          expect(spec, `${file} imports ${spec}`).not.toMatch(/^(react|react-dom|valtio|i18next|react-i18next)(\/|$)/);
          continue;
        }
        const to = relative(runtimeDir, resolve(runtimeDir, dirname(file), spec));
        if (!to.startsWith('..') && /\.tsx?$/.test(to)) visit(to);
      }
    };
    visit(start);
    return [...reached];
  };

  it('the boot script reaches no React code (it must stay small)', () => {
    expect(reachedFrom('boot/boot.ts').filter((f) => f.endsWith('.tsx'))).toEqual([]);
  });

  it('the support chat, which the boot script loads by itself, reaches no React code either', () => {
    expect(readFileSync(join(runtimeDir, 'boot/boot.ts'), 'utf8')).toContain("import('../chat/supportChat.ts')");
    expect(reachedFrom('chat/supportChat.ts')).toEqual(['chat/supportChat.ts', 'core/loadScript.ts']);
  });

  it('the check sees a cycle and a folder pair', () => {
    const g = folderGraph(
      [
        ['a/x.ts', 'b/y.ts'],
        ['b/y.ts', 'c/z.ts'],
        ['c/z.ts', 'a/x.ts'],
        ['d/q.ts', 'e/r.ts'],
        ['e/r.ts', 'd/q.ts'],
      ],
      'feature',
    );
    expect(
      cycles(g)
        .map((c) => c.join(' → '))
        .sort(),
    ).toEqual(['a → b → c', 'd → e']);
  });
});
