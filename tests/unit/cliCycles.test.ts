/**
 * No import circle between the CLI's files (type-only imports count): a rule file never imports the
 * file that gathers the rules, a helper never imports the check that calls it. Reuses the runtime's
 * folder-cycle tools on single files.
 */
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importEdges } from '../support/importGraph.ts';

const cliDir = join(resolve(import.meta.dirname, '../..'), 'cli');

/** file → files it imports, inside cli/ only. */
function fileGraph(edges: [string, string][]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [from, to] of edges) {
    if (to.startsWith('..') || from === to) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from)!.add(to);
  }
  return graph;
}

describe('cli/ files', () => {
  it('no import circle between any two files', () => {
    expect(cycles(fileGraph(importEdges(cliDir))).map((c) => c.join(' → '))).toEqual([]);
  });
});
