/**
 * One field of a campaign file changed through eemeli/yaml's Document API, touching only that field's
 * lines: the document is edited (`setIn` / `deleteIn`) and only the part that changed is written back
 * into the original text — a scalar in place (its quoting kept when it can be), a new key or list item
 * as new lines after its siblings, anything else as its smallest enclosing collection. Every other
 * byte (comments, key order, spacing, the untouched lines) stays as the person wrote it. The result is
 * read back and compared with the edited document; should a splice ever read differently, the whole
 * document is written by `yaml` instead (still every comment and key order, spacing normalised).
 */
import { Document, isCollection, isMap, isScalar, isSeq, parseDocument, Scalar, type Node } from 'yaml';
import { YAML_OPTIONS } from '../campaign/parseYamlSafely.ts';

export type FieldPath = readonly (string | number)[];

export class YamlEditError extends Error {}

/** The text with `path` set to `value` (or removed when `value` is undefined). */
export function editYaml(text: string, path: FieldPath, value: unknown): string {
  const doc = parseDocument(text, YAML_OPTIONS);
  if (doc.errors.length)
    throw new YamlEditError(
      `the YAML has errors (${doc.errors[0]!.message.split('\n')[0]}): fix it in the YAML view first`,
    );
  if (!path.length) throw new YamlEditError('a field path is needed');
  const edited = parseDocument(text, YAML_OPTIONS);
  if (value === undefined) edited.deleteIn(path);
  else edited.setIn(path, value);
  const want = JSON.stringify(edited.toJS());
  const spliced = splice(doc, text, path, value);
  if (spliced !== null) {
    const back = parseDocument(spliced, YAML_OPTIONS);
    if (!back.errors.length && JSON.stringify(back.toJS()) === want) return spliced;
  }
  return edited.toString();
}

function splice(doc: Document, text: string, path: FieldPath, value: unknown): string | null {
  const node = doc.getIn(path, true) as Node | undefined;
  const parentPath = path.slice(0, -1);
  const parent = (parentPath.length ? doc.getIn(parentPath, true) : doc.contents) as Node | undefined;
  const last = path[path.length - 1]!;
  if (value === undefined) return node && parent ? removeItem(text, parent, last) : text;
  if (isScalar(node) && node.range && !isCollection(value) && (typeof value !== 'object' || value === null))
    return replaceRange(text, node.range[0], node.range[1], scalarText(value, node));
  if (node === undefined && parent && isCollection(parent) && !parent.flow && parent.items.length)
    return appendItem(text, parent, last, value);
  // A field under keys the file does not have yet (a language's first text): those keys added, with it,
  // after the last pair of the deepest map there is. Writing that map again instead would also write the
  // comment after its last pair, which its text range leaves out, a second time.
  if (node === undefined && parent === undefined) {
    for (let n = path.length - 2; n >= 1; n--) {
      const there = doc.getIn(path.slice(0, n), true) as Node | undefined;
      if (there === undefined) continue;
      const missing = path.slice(n);
      if (!isMap(there) || there.flow || !there.items.length || missing.some((k) => typeof k !== 'string')) break;
      const nested = missing.slice(1).reduceRight<unknown>((v, k) => ({ [k]: v }), value);
      return appendItem(text, there, missing[0]!, nested);
    }
  }
  // Otherwise: the smallest enclosing collection that is not the whole document, written again.
  for (let n = path.length - 1; n >= 1; n--) {
    const around = doc.getIn(path.slice(0, n), true) as Node | undefined;
    if (!isCollection(around) || !around.range) continue;
    const copy = parseDocument(text, YAML_OPTIONS);
    copy.setIn(path, value);
    const fresh = copy.getIn(path.slice(0, n), true) as Node;
    return replaceRange(text, around.range[0], around.range[1], blockText(fresh, columnOf(text, around.range[0])));
  }
  return null;
}

/** An empty document to write a node with (yaml's own stringifier, the file's YAML version). */
const outDoc = () => new Document(null, { version: '1.2' }) as Document<Node, false>;
const replaceRange = (text: string, from: number, to: number, by: string) => text.slice(0, from) + by + text.slice(to);
const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1;
const columnOf = (text: string, at: number) => at - lineStart(text, at);
function lineEnd(text: string, at: number): number {
  const nl = text.indexOf('\n', at);
  return nl === -1 ? text.length : nl + 1;
}

/** A node written by `yaml` on its own, its lines after the first indented to `column`. */
function blockText(node: Node, column: number): string {
  const d = outDoc();
  d.contents = node;
  const out = d.toString().replace(/\n$/, '');
  return out.replaceAll('\n', `\n${' '.repeat(column)}`);
}

/** The new scalar in the old one's style (plain, single or double quotes); a block scalar becomes a quoted one. */
function scalarText(value: unknown, old: Scalar): string {
  const s = new Scalar(value);
  if (typeof value === 'string') {
    if (old.type === Scalar.QUOTE_SINGLE || old.type === Scalar.QUOTE_DOUBLE || old.type === Scalar.PLAIN)
      s.type = old.type;
    else s.type = Scalar.QUOTE_DOUBLE;
  }
  const d = outDoc();
  d.contents = s;
  // One line: a long string is not folded (it sits inside a line of the file).
  return d.toString({ lineWidth: 0 }).replace(/\n$/, '');
}

/** A new key (after a map's last pair) or list item (after a list's last item), on lines of its own. */
function appendItem(text: string, parent: Node, key: string | number, value: unknown): string | null {
  if (!isCollection(parent) || !parent.range) return null;
  const first = isMap(parent) ? (parent.items[0]?.key as Node | undefined) : (parent.items[0] as Node | undefined);
  if (!first?.range) return null;
  let column = columnOf(text, first.range[0]);
  let entry: string;
  if (isMap(parent)) {
    if (typeof key !== 'string') return null;
    const d = outDoc();
    d.contents = d.createNode({ [key]: value }) as Node;
    entry = d.toString({ lineWidth: 0 }).replace(/\n$/, '');
  } else if (isSeq(parent)) {
    if (key !== parent.items.length) return null;
    // The item's own column is after "- ": the dash sits two columns before it.
    column = Math.max(0, column - 2);
    const d = outDoc();
    d.contents = d.createNode([value]) as Node;
    entry = d.toString({ lineWidth: 0 }).replace(/\n$/, '');
  } else return null;
  const lines = entry
    .split('\n')
    .map((l) => ' '.repeat(column) + l)
    .join('\n');
  const at = lineEnd(text, parent.range[1] - 1);
  const before = text.slice(0, at);
  return `${before}${before.endsWith('\n') ? '' : '\n'}${lines}\n${text.slice(at)}`;
}

/** A key or list item taken out with its lines (a block collection), or null for a flow one. */
function removeItem(text: string, parent: Node, key: string | number): string | null {
  if (!isCollection(parent) || parent.flow) return null;
  const index = isMap(parent)
    ? parent.items.findIndex((p) => isScalar(p.key) && p.key.value === key)
    : typeof key === 'number'
      ? key
      : -1;
  const item = parent.items[index];
  if (!item) return text;
  const start = isMap(parent) ? (item as { key: Node }).key.range?.[0] : (item as Node).range?.[0];
  const endNode = isMap(parent)
    ? ((item as { value: Node | null }).value ?? (item as { key: Node }).key)
    : (item as Node);
  if (start === undefined || !endNode.range) return null;
  return text.slice(0, lineStart(text, start)) + text.slice(lineEnd(text, endNode.range[1] - 1));
}
