/**
 * The fast reading of a campaign file: js-yaml (no positions, no document tree, several times faster
 * than `yaml`), for the files parseYamlSafely would pass without a problem — nearly all of them.
 * It answers `undefined` ("read it the slow way") whenever it cannot be sure of giving exactly the data
 * parseYamlSafely gives:
 * - a lexical screen sends to the slow path every text that uses a YAML feature the two parsers treat
 *   differently or that parseYamlSafely reports: tags, anchors, aliases, merge keys, directives,
 *   document markers, explicit or collection keys, flow collections or quoted scalars over several
 *   lines, block scalars, empty list items, comments not separated by a space, tabs, CR, BOM, line
 *   separators and unsafe characters;
 * - plain scalars are resolved by `yaml`'s own YAML 1.2 core tags (so `NO`, dates, `1_000` stay
 *   strings; `0o17`, `.inf`, `~` read as `yaml` reads them), not by js-yaml's;
 * - js-yaml refusing the text (syntax, duplicate keys, depth) sends it to the slow path;
 * - the data is walked once: a key `yaml` would name differently (null, empty), a prototype key, a
 *   long key, an unsafe character written as an escape, or a file near the key/node caps → slow path.
 * fastYaml.test.ts proves the equivalence on the catalogue, the broken corpus and generated documents.
 */
import { FAILSAFE_SCHEMA, load, Type, YAMLException } from 'js-yaml';
import { isScalar, parseDocument, type CollectionTag, type ScalarTag } from 'yaml';
import { FORBIDDEN_KEYS, MAX_KEYS, MAX_NODES, YAML_OPTIONS } from './parseYamlSafely.ts';

/** `yaml`'s own tags for plain scalars, in its order (the ones parseYamlSafely's documents use). */
const plainTags = parseDocument('', YAML_OPTIONS).schema.tags.filter((t: ScalarTag | CollectionTag): t is ScalarTag => t.default === true && 'test' in t && !!t.test);
const tagOf = (s: string) => plainTags.find((t) => t.test!.test(s));
/** Every core tag's test needs one of these first characters (or an empty scalar): other plain scalars are strings at once. */
const MAY_BE_TYPED = /^(?:$|[-+.0-9~nNtTfF])/;

/** A plain scalar as `yaml` resolves it (compose-scalar.ts: the first default tag whose test matches). */
const corePlain = new Type('tag:yaml.org,2002:core-plain', {
  kind: 'scalar',
  resolve: (s: string) => MAY_BE_TYPED.test(s) && tagOf(s) !== undefined,
  construct: (s: string) => {
    const res: unknown = tagOf(s)!.resolve(s, () => { throw new Error(`yaml could not resolve the plain scalar ${s}`); }, YAML_OPTIONS);
    return isScalar(res) ? res.value : res;
  },
});
const schema = FAILSAFE_SCHEMA.extend({ implicit: [corePlain] });

/** A key before `: `: plain (up to the first `: `), double- or single-quoted. */
const KEY = String.raw`(?:(?:[^\s#'"-]|-(?=\S))[^#\n]*?|"(?:[^"\\\n]|\\.)*"|'(?:[^'\n]|'')*')`;
/** A quoted scalar over several lines: a line whose value (after indentation, dashes and a key) opens a quote it does not close. */
const OPEN_QUOTE = new RegExp(String.raw`^ *(?:- +)*(?:${KEY} *: +)?(?:"(?:[^"\\\n]|\\.)*\\?$|'(?:[^'\n]|'')*$)`);
/** Tabs, CR, BOM, line separators, unsafe characters. */
const ODD_CHARS = /[\t\r\uFEFF\u2028\u2029\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** Indicators of tags, anchors, aliases and block scalars; they act only where a node starts (after these). */
const PROPERTY = /[!&*|>]/g;
const BEFORE_NODE = /[\s[\]{},:]/;
const BEFORE_KEY = /[\s[{,]/;
const AFTER_KEY = /[\s[\]{},]/;
const QUOTES = /["']/g;
const FLOW = /[[\]{}]/g;

/** True for a text the fast reading does not take (see the list above). Each test is a cheap scan; rare characters are looked at closer. */
function screenedOut(text: string): boolean {
  if (ODD_CHARS.test(text)) return true;
  // Document markers, directives.
  if (text.startsWith('---') || text.startsWith('...') || text.startsWith('%') || /\n(?:---|\.\.\.|%)/.test(text)) return true;
  if (text.includes('<<')) return true; // merge keys
  if (/[\]}] *:/.test(text)) return true; // a flow collection as a key
  if (/["'\]}]#/.test(text)) return true; // a comment not separated by a space
  if (/-(?: *(?:\n|$)| +#)/.test(text)) return true; // an empty list item (js-yaml misplaces the items after it in a nested list)
  for (const m of text.matchAll(PROPERTY)) if (m.index === 0 || BEFORE_NODE.test(text[m.index - 1]!)) return true;
  for (let i = text.indexOf('?'); i >= 0; i = text.indexOf('?', i + 1)) {
    // An explicit key: `?` where a node starts, followed by a space, a flow indicator or the end.
    if ((i === 0 || BEFORE_KEY.test(text[i - 1]!)) && (i + 1 === text.length || AFTER_KEY.test(text[i + 1]!))) return true;
  }
  // Only the lines with a quote can open a quoted scalar.
  QUOTES.lastIndex = 0;
  for (let m = QUOTES.exec(text); m; m = QUOTES.exec(text)) {
    const start = text.lastIndexOf('\n', m.index) + 1;
    const end = text.indexOf('\n', m.index);
    if (OPEN_QUOTE.test(text.slice(start, end < 0 ? text.length : end))) return true;
    if (end < 0) break;
    QUOTES.lastIndex = end;
  }
  return flowSpansLines(text);
}

/** True when a line opens more flow brackets than it closes (or the reverse): a flow collection over several lines. */
function flowSpansLines(text: string): boolean {
  if (!text.includes('[') && !text.includes('{')) return text.includes(']') || text.includes('}');
  let depth = 0;
  let lineEnd = text.indexOf('\n');
  for (const m of text.matchAll(FLOW)) {
    if (lineEnd >= 0 && m.index > lineEnd) {
      if (depth !== 0) return true;
      lineEnd = text.indexOf('\n', m.index);
    }
    const c = m[0];
    depth += c === '[' || c === '{' ? 1 : -1;
    if (depth < 0) return true;
  }
  return depth !== 0;
}

const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** Keys at most this long (`yaml` refuses implicit keys over 1024 characters). */
const MAX_KEY_LENGTH = 200;

/** Walks the data; false when anything in it needs the slow path. */
function plainEnough(value: unknown, escapes: boolean): boolean {
  let keys = 0;
  let nodes = 0;
  const ok = (v: unknown): boolean => {
    if (++nodes > MAX_NODES / 2) return false;
    if (typeof v === 'string') return !escapes || !UNSAFE.test(v);
    if (v === null || typeof v !== 'object') return true;
    if (Array.isArray(v)) {
      for (const item of v) if (!ok(item)) return false;
      return true;
    }
    for (const k of Object.keys(v)) {
      if (++keys > MAX_KEYS / 2 || ++nodes > MAX_NODES / 2) return false;
      if (k === '' || k === 'null' || k.length > MAX_KEY_LENGTH || FORBIDDEN_KEYS.has(k) || (escapes && UNSAFE.test(k))) return false;
      if (!ok((v as Record<string, unknown>)[k])) return false;
    }
    return true;
  };
  return ok(value);
}

/** The file's data exactly as parseYamlSafely would give it with no problem, or undefined: read it the slow way. */
export function fastYaml(text: string): { value: unknown } | undefined {
  if (screenedOut(text)) return undefined;
  let value: unknown;
  try {
    value = load(text, { schema, json: false });
  } catch (e) {
    if (e instanceof YAMLException) return undefined;
    throw e;
  }
  // Without a backslash no escape can write an unsafe character into a value (the text has none).
  return plainEnough(value, text.includes('\\')) ? { value } : undefined;
}
