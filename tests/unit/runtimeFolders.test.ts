/**
 * The runtime is organised by feature with one import direction: no folder of runtime/ imports a
 * folder that (directly or through others) imports it back. Checked on the feature folders
 * (runtime/<folder>, subfolders counted with their parent) and on every single directory.
 * Type-only imports count too: a folder that needs another's types depends on it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const runtimeDir = join(root, 'runtime');

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every relative import of every source file under dir, as [fromFile, toFile] relative to dir. */
export function importEdges(dir: string): [string, string][] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f));
  return files.flatMap((f) => {
    const src = readFileSync(join(dir, f), 'utf8');
    return [...src.matchAll(IMPORT)].map((m): [string, string] => [f, relative(dir, resolve(dir, dirname(f), m[1]!))]);
  });
}

type Level = 'feature' | 'directory';
const folderOf = (file: string, level: Level) => {
  const d = dirname(file);
  return level === 'feature' ? d.split(sep)[0]! : d;
};

/** The folder graph: folder → folders it imports (outside runtime/ and itself left out). */
export function folderGraph(edges: [string, string][], level: Level): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [from, to] of edges) {
    if (to.startsWith('..')) continue;
    const a = folderOf(from, level);
    const b = folderOf(to, level);
    if (a === b) continue;
    if (!graph.has(a)) graph.set(a, new Set());
    graph.get(a)!.add(b);
  }
  return graph;
}

/** Every elementary cycle, each once, as a list of folders starting at its smallest name. */
export function cycles(graph: Map<string, Set<string>>): string[][] {
  const found = new Map<string, string[]>();
  const walk = (start: string, node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const min = path.indexOf([...path].sort()[0]!);
        const cycle = [...path.slice(min), ...path.slice(0, min)];
        found.set(cycle.join(' → '), cycle);
      } else if (!path.includes(next) && next > start) walk(start, next, [...path, next]);
    }
  };
  for (const start of graph.keys()) walk(start, start, [start]);
  return [...found.values()];
}

describe('runtime/ folders', () => {
  const edges = importEdges(runtimeDir);

  it('no cycle between feature folders', () => {
    expect(cycles(folderGraph(edges, 'feature')).map((c) => c.join(' → '))).toEqual([]);
  });

  it('no cycle between any two directories', () => {
    expect(cycles(folderGraph(edges, 'directory')).map((c) => c.join(' → '))).toEqual([]);
  });

  it('the boot script reaches no React code (it must stay small)', () => {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      const src = readFileSync(join(runtimeDir, file), 'utf8');
      // Dynamic imports load later (the runtime) and type imports vanish: only static value imports are in the boot script.
      for (const m of src.matchAll(/^import\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
        const spec = m[1]!;
        if (!spec.startsWith('.')) { expect(spec, `${file} imports ${spec}`).not.toMatch(/^(react|react-dom|valtio|i18next|react-i18next)(\/|$)/); continue; }
        const to = relative(runtimeDir, resolve(runtimeDir, dirname(file), spec));
        if (!to.startsWith('..') && /\.tsx?$/.test(to)) visit(to);
      }
    };
    visit('boot/boot.ts');
    expect([...reached].filter((f) => f.endsWith('.tsx'))).toEqual([]);
  });

  it('the check sees a cycle and a folder pair', () => {
    const g = folderGraph([['a/x.ts', 'b/y.ts'], ['b/y.ts', 'c/z.ts'], ['c/z.ts', 'a/x.ts'], ['d/q.ts', 'e/r.ts'], ['e/r.ts', 'd/q.ts']], 'feature');
    expect(cycles(g).map((c) => c.join(' → ')).sort()).toEqual(['a → b → c', 'd → e']);
  });
});
