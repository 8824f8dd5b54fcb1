/**
 * Maps a key path inside a parsed YAML document to the line and column a person should look at.
 * Offsets become line:col through the LineCounter's line-start index (binary search).
 */
import {
  isMap,
  isPair,
  isScalar,
  isSeq,
  type Document,
  type LineCounter,
  type Node,
  type Pair,
  type YAMLMap,
} from 'yaml';

export type Segment = string | number;
export interface Position {
  line: number;
  col: number;
}

/** Where to point: the value at the path, the key naming it, or the map that should contain it. */
export type Aim = 'value' | 'key';

export function splitPointer(pointer: string): Segment[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

interface Found {
  node: Node | null;
  key: Node | null;
}

/** Each map's pairs by key name (the first of equal names), built once per map: lookups stay O(1) however many problems a map has. */
const pairIndex = new WeakMap<YAMLMap, Map<string, Pair>>();
function pairNamed(map: YAMLMap, name: string): Pair | undefined {
  let index = pairIndex.get(map);
  if (!index) {
    index = new Map();
    for (const p of map.items)
      if (isPair(p) && isScalar(p.key) && !index.has(String(p.key.value))) index.set(String(p.key.value), p);
    pairIndex.set(map, index);
  }
  return index.get(name);
}

function walk(doc: Document, path: readonly Segment[]): Found[] {
  const trail: Found[] = [{ node: (doc.contents as Node | null) ?? null, key: null }];
  let current = doc.contents as Node | null;
  for (const seg of path) {
    if (isMap(current)) {
      const pair = pairNamed(current, String(seg));
      if (!pair) break;
      current = (pair.value as Node | null) ?? null;
      trail.push({ node: current, key: pair.key as Node });
    } else if (isSeq(current) && typeof seg === 'number') {
      const item = current.items[seg] as Node | undefined;
      if (!item) break;
      current = item;
      trail.push({ node: item, key: null });
    } else break;
  }
  return trail;
}

function startOf(node: Node | null | undefined): number | null {
  return node?.range ? node.range[0] : null;
}

/** The deepest existing node on the path; `aim: key` points at the key of the last segment when it exists. */
export function locate(doc: Document, lc: LineCounter, path: readonly Segment[], aim: Aim = 'value'): Position {
  const trail = walk(doc, path);
  const last = trail[trail.length - 1]!;
  const reachedEnd = trail.length === path.length + 1;
  let offset: number | null = null;
  if (reachedEnd && aim === 'key') offset = startOf(last.key);
  if (offset === null && reachedEnd) offset = startOf(last.node) ?? startOf(last.key);
  if (offset === null) offset = startOf(last.key) ?? startOf(last.node);
  if (offset === null) return { line: 1, col: 1 };
  const pos = lc.linePos(offset);
  return { line: pos.line, col: pos.col };
}

/** Every key of every map, with its path: used for rules that look at key names. */
export function* keysOf(
  doc: Document,
  node: unknown = doc.contents,
  path: Segment[] = [],
): Generator<{ key: Node; name: string; path: Segment[] }> {
  if (isMap(node)) {
    for (const pair of node.items) {
      if (!isPair(pair) || !isScalar(pair.key)) continue;
      const name = String(pair.key.value);
      yield { key: pair.key as Node, name, path: [...path, name] };
      yield* keysOf(doc, pair.value, [...path, name]);
    }
  } else if (isSeq(node)) {
    let i = 0;
    for (const item of node.items) yield* keysOf(doc, item, [...path, i++]);
  }
}

export const pointer = (path: readonly Segment[]) =>
  path.length ? '/' + path.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/') : '';
