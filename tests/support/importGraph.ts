/** The import graph of a source folder (relative imports, type-only ones included) and its cycles. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every relative import of every source file under dir, as [fromFile, toFile] relative to dir. */
export function importEdges(dir: string): [string, string][] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f),
  );
  return files.flatMap((f) => {
    const src = readFileSync(join(dir, f), 'utf8');
    return [...src.matchAll(IMPORT)].map((m): [string, string] => [f, relative(dir, resolve(dir, dirname(f), m[1]!))]);
  });
}

export type Level = 'feature' | 'directory';
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
