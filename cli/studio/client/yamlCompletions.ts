/**
 * What the YAML view offers at the cursor, from the campaign schema (with the template's params schema
 * as `params`): the keys the object there may have (those not written yet), or, after `key: `, the
 * values its choice allows (an enum, true/false). The place in the document is read from the block
 * structure above the cursor (indentation, `- ` list items), so it works on a file that does not parse yet.
 */
import type { JsonSchema } from './api.ts';

export interface YamlCompletion {
  /** Where the replaced word starts. */
  from: number;
  options: { label: string; type: 'property' | 'enum'; detail?: string; apply?: string }[];
}

const KEY = /^[A-Za-z0-9_-]+$/;

/** The line's indentation, where its key starts (after a `- `), its key and what follows the colon. */
function shape(line: string) {
  const m = /^( *)(- +)?(?:([A-Za-z0-9_-]+):(?: +|$))?(.*)$/.exec(line)!;
  const dash = m[2] ? m[1]!.length : -1;
  return { dash, keyAt: m[1]!.length + (m[2]?.length ?? 0), key: m[3], rest: m[4]!.replace(/ +#.*$/, '').trim() };
}

/** The keys from the document's root to the block the cursor's line at `indent` is in ('*': a list item). */
function pathAbove(lines: string[], row: number, indent: number): string[] {
  const path: string[] = [];
  for (let i = row - 1; i >= 0 && indent > 0; i--) {
    const line = lines[i]!;
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const s = shape(line);
    if (s.dash >= 0 && s.dash < indent) {
      // Inside this list item: its own key may be the parent (`- key:` with a block under it).
      if (s.key && s.keyAt < indent && !s.rest) path.unshift(s.key);
      path.unshift('*');
      indent = s.dash;
    } else if (s.key && s.keyAt < indent) {
      if (s.rest) return path; // a value, not a block: the lines below are not its children
      path.unshift(s.key);
      indent = s.keyAt;
    }
  }
  return path;
}

/** The schema of the value at `path`, through objects, list items and the branches of a choice. */
export function schemaAt(schema: JsonSchema | undefined, path: string[]): JsonSchema | undefined {
  let s = schema;
  for (const seg of path) {
    if (!s) return undefined;
    const branches = [s, ...(s.anyOf ?? [])];
    s =
      seg === '*' ? branches.find((b) => b.items)?.items : branches.find((b) => b.properties?.[seg])?.properties?.[seg];
  }
  return s;
}

/** The keys already written in the block the cursor's line is in (same indentation, same parent). */
function siblings(lines: string[], row: number, keyAt: number): Set<string> {
  const keys = new Set<string>();
  const scan = (from: number, step: 1 | -1) => {
    for (let i = from; i >= 0 && i < lines.length; i += step) {
      const line = lines[i]!;
      if (!line.trim() || line.trimStart().startsWith('#')) continue;
      const s = shape(line);
      const at = s.dash >= 0 ? s.dash : s.keyAt;
      if (at < keyAt) {
        // The item's own first key (`- key: …`) belongs to this block too.
        if (s.dash >= 0 && s.keyAt === keyAt && s.key) keys.add(s.key);
        return;
      }
      if (s.dash >= 0 && s.dash === keyAt - 2 && step === 1) return; // the next list item
      if (s.keyAt === keyAt && s.key) keys.add(s.key);
    }
  };
  scan(row - 1, -1);
  scan(row + 1, 1);
  return keys;
}

const choicesOf = (s: JsonSchema): unknown[] =>
  s.enum ??
  (s.anyOf?.every((b) => b.enum || 'const' in b)
    ? s.anyOf.flatMap((b) => b.enum ?? [(b as { const: unknown }).const])
    : s.type === 'boolean' || (Array.isArray(s.type) && s.type.includes('boolean'))
      ? [true, false]
      : []);

export function yamlCompletions(text: string, pos: number, schema: JsonSchema): YamlCompletion | null {
  const lines = text.split('\n');
  const before = text.slice(0, pos);
  const row = before.split('\n').length - 1;
  const typed = before.slice(before.lastIndexOf('\n') + 1);
  if (typed.trimStart().startsWith('#')) return null;
  const s = shape(typed);
  const own = s.dash >= 0 ? ['*'] : [];
  if (s.key !== undefined && typed.includes(':')) {
    // After `key: `: the values its choice allows.
    const field = schemaAt(schema, [...pathAbove(lines, row, s.dash >= 0 ? s.dash : s.keyAt), ...own, s.key]);
    const values = field ? choicesOf(field) : [];
    if (!values.length || !/^[\w.-]*$/.test(s.rest)) return null;
    return {
      from: pos - s.rest.length,
      options: values.map((v) => ({ label: String(v), type: 'enum' as const })),
    };
  }
  const word = s.rest;
  if (word && !KEY.test(word)) return null;
  const parent = schemaAt(schema, [...pathAbove(lines, row, s.dash >= 0 ? s.dash : s.keyAt), ...own]);
  const props = [parent, ...(parent?.anyOf ?? [])].find((b) => b?.properties)?.properties;
  if (!props) return null;
  const written = siblings(lines, row, s.keyAt);
  return {
    from: pos - word.length,
    options: Object.entries(props)
      .filter(([k]) => !written.has(k))
      .map(([k, v]) => ({
        label: k,
        type: 'property' as const,
        apply: `${k}: `,
        ...(v.description && { detail: v.description.length > 60 ? `${v.description.slice(0, 57)}…` : v.description }),
      })),
  };
}
