/**
 * The fast reading of a campaign file: js-yaml (no positions, no document tree, several times faster
 * than `yaml`), for the files parseYamlSafely would pass without a problem — nearly all of them.
 * It answers `undefined` ("read it the slow way") whenever it cannot be sure of giving exactly the data
 * parseYamlSafely gives:
 * - a lexical screen sends to the slow path every text that uses a YAML feature the two parsers treat
 *   differently or that parseYamlSafely reports: tags, anchors, aliases, merge keys, directives,
 *   document markers, explicit or collection keys, flow collections or quoted scalars over several
 *   lines, block scalars, empty list items, comments not separated by a space, tabs, CR, BOM, line
 *   separators and unsafe characters; every escape but the one-letter ones both read alike (`\x`,
 *   `\u`, `\U`: `yaml` refuses `\U00110000`, js-yaml reads it as two replacement characters);
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
const plainTags = parseDocument('', YAML_OPTIONS).schema.tags.filter(
  (t: ScalarTag | CollectionTag): t is ScalarTag => t.default === true && 'test' in t && !!t.test,
);
const tagOf = (s: string) => plainTags.find((t) => t.test!.test(s));
/** Every core tag's test needs one of these first characters (or an empty scalar): other plain scalars are strings at once. */
const MAY_BE_TYPED = /^(?:$|[-+.0-9~nNtTfF])/;

/** A plain scalar as `yaml` resolves it (compose-scalar.ts: the first default tag whose test matches). */
const corePlain = new Type('tag:yaml.org,2002:core-plain', {
  kind: 'scalar',
  resolve: (s: string) => MAY_BE_TYPED.test(s) && tagOf(s) !== undefined,
  construct: (s: string) => {
    const res: unknown = tagOf(s)!.resolve(
      s,
      () => {
        throw new Error(`yaml could not resolve the plain scalar ${s}`);
      },
      YAML_OPTIONS,
    );
    return isScalar(res) ? res.value : res;
  },
});
const schema = FAILSAFE_SCHEMA.extend({ implicit: [corePlain] });

/** A key before `: `: plain (up to the first `: `), double- or single-quoted. */
const KEY = String.raw`(?:(?:[^\s#'"-]|-(?=\S))[^#\n]*?|"(?:[^"\\\n]|\\.)*"|'(?:[^'\n]|'')*')`;
/** A quoted scalar over several lines: a line whose value (after indentation, dashes and a key) opens a quote it does not close. */
const OPEN_QUOTE = new RegExp(String.raw`^ *(?:- +)*(?:${KEY} *: +)?(?:"(?:[^"\\\n]|\\.)*\\?$|'(?:[^'\n]|'')*$)`);
/** A quoted key or value followed by a comment without a space (`"x"#c`: js-yaml takes it, yaml refuses it). */
const QUOTE_HASH = new RegExp(String.raw`^ *(?:- +)*(?:${KEY} *: +)?(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\n]|'')*')#`);
/** Indicators of tags, anchors, aliases and block scalars act only where a node starts: at a line start or after these. */
const BEFORE_NODE = /[\s[\]{},:]/;
const BEFORE_KEY = /[\s[{,]/;
const AFTER_KEY = /[\s[\]{},]/;

/**
 * The characters the screen looks at: line feeds, flow brackets, quotes, dashes, `<`, indicators, and
 * every odd character (tabs, CR, other C0/C1 controls, DEL, BOM, line separators, direction controls).
 * The rest (letters, digits, spaces, most punctuation) is skipped by the regular expression engine.
 */
const NOTABLE =
  /[\n[\]{}"'\-<!&*|>?\\\u0000-\u0009\u000b-\u001f\u007f-\u009f\ufeff\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/**
 * What may follow a backslash in a text read fast: the one-letter escapes both parsers read alike
 * (what they write is checked by the walk below). `\x`, `\u` and `\U` (code points beyond U+10FFFF,
 * surrogates) and anything else go to `yaml`, which decides and reports them.
 */
const SIMPLE_ESCAPE = /[0abtnvfre "/\\N_LP]/;
/** Directives and document markers start a line. */
const markerAt = (text: string, i: number) =>
  text.charCodeAt(i) === 0x25 /* % */ || text.startsWith('---', i) || text.startsWith('...', i);

/**
 * True for a text the fast reading does not take (see the list above), in one pass over its notable
 * characters (a regular expression per feature cost a quarter of a check): rare indicators are looked
 * at closer, and only the lines with a quote are matched for a quote left open.
 */
function screenedOut(text: string): boolean {
  const n = text.length;
  let depth = 0; // flow brackets open on this line
  let lineStart = 0;
  let quoted = false; // this line has a quote
  let quoteHash = false; // this line has a quote right before a #
  if (markerAt(text, 0)) return true;
  NOTABLE.lastIndex = 0;
  while (NOTABLE.test(text)) {
    const i = NOTABLE.lastIndex - 1;
    const c = text.charCodeAt(i);
    switch (c) {
      case 0x0a: // a line ends: a flow collection or a quoted scalar must end on it too
        if (depth !== 0 || (quoted && quoteLine(text.slice(lineStart, i), quoteHash))) return true;
        lineStart = i + 1;
        quoted = false;
        quoteHash = false;
        if (markerAt(text, lineStart)) return true;
        break;
      case 0x5b:
      case 0x7b: // [ {
        depth++;
        break;
      case 0x5d:
      case 0x7d: {
        // ] }: unbalanced, a collection as a key (`]:`), or a comment without a space
        if (--depth < 0) return true;
        let j = i + 1;
        while (text.charCodeAt(j) === 0x20) j++;
        if (text.charCodeAt(j) === 0x3a /* : */ || text.charCodeAt(i + 1) === 0x23 /* # */) return true;
        break;
      }
      case 0x22:
      case 0x27: // " '
        quoted = true;
        if (text.charCodeAt(i + 1) === 0x23) quoteHash = true; // a comment without a space, or a quote opening on # ("#ff2d55")
        break;
      case 0x2d: {
        // -: an empty list item (js-yaml misplaces the items after it in a nested list)
        let j = i + 1;
        while (text.charCodeAt(j) === 0x20) j++;
        if (j === n || text.charCodeAt(j) === 0x0a || (j > i + 1 && text.charCodeAt(j) === 0x23)) return true;
        break;
      }
      case 0x5c: // \: an escape (in a double-quoted scalar) or a plain backslash: only before a simple escape letter is it read fast
        if (!SIMPLE_ESCAPE.test(text[i + 1] ?? '')) return true;
        break;
      case 0x3c: // <<: a merge key
        if (text.charCodeAt(i + 1) === 0x3c) return true;
        break;
      case 0x21:
      case 0x26:
      case 0x2a:
      case 0x7c:
      case 0x3e: // ! & * | >: tags, anchors, aliases, block scalars
        if (i === 0 || BEFORE_NODE.test(text[i - 1]!)) return true;
        break;
      case 0x3f: // ?: an explicit key, where a node starts and followed by a space, a flow indicator or the end
        if ((i === 0 || BEFORE_KEY.test(text[i - 1]!)) && (i + 1 === n || AFTER_KEY.test(text[i + 1]!))) return true;
        break;
      default: // an odd character
        return true;
    }
  }
  return depth !== 0 || (quoted && quoteLine(text.slice(lineStart), quoteHash));
}

/** A line with a quote: does it leave a quoted scalar open, or put a comment right after one? */
const quoteLine = (line: string, quoteHash: boolean) => OPEN_QUOTE.test(line) || (quoteHash && QUOTE_HASH.test(line));

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
      if (k === '' || k === 'null' || k.length > MAX_KEY_LENGTH || FORBIDDEN_KEYS.has(k) || (escapes && UNSAFE.test(k)))
        return false;
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
  // No document at all (an empty text): js-yaml says undefined, yaml null; the slow path answers.
  if (value === undefined) return undefined;
  // Without a backslash no escape can write an unsafe character into a value (the text has none).
  return plainEnough(value, text.includes('\\')) ? { value } : undefined;
}
