/**
 * Parses untrusted YAML: YAML 1.2 core schema (NO stays a string), duplicate keys rejected, aliases
 * capped, keys and nodes capped, prototype-polluting keys and non-text keys rejected, one document per
 * file, unknown tags refused, control characters and direction overrides reported.
 * Linear in the size of the file: duplicate keys are found with one Set per map.
 * Never throws for bad input: every issue becomes a Problem with a position.
 */
import { LineCounter, parseDocument, type Document, isAlias, isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import type { Problem } from './Problem.ts';
import { locate, pointer, type Segment } from './locate.ts';
import { YAML_MESSAGES, yamlSyntaxIssues } from './yamlSyntaxIssues.ts';
import { unsafeCharacters } from './unsafeCharacters.ts';

export const MAX_ALIASES = 50;
/** Caps per file, far above any real campaign (the largest has a few hundred nodes). */
export const MAX_KEYS = 20_000;
export const MAX_NODES = 50_000;
export const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// uniqueKeys: false — the parser's own check compares each key with every earlier one (quadratic); ours below uses a Set.
// prettyErrors: false — it would count lines in every file; messages are reworded from their first line anyway.
export const YAML_OPTIONS = { uniqueKeys: false, version: '1.2', prettyErrors: false, strict: true } as const;

export interface ParsedYaml {
  doc: Document;
  lc: LineCounter;
  /** The plain data, or undefined when the file could not be turned into data at all. */
  value: unknown;
  problems: Problem[];
}

/**
 * Line starts are found only when a position is first asked for, i.e. for a file with a problem: a
 * clean file (nearly every one) is parsed without counting lines. The same line starts the parser's
 * LineCounter records: offset 0 and the offset after every line feed.
 */
function lazyLineCounter(text: string): LineCounter {
  const lc = new LineCounter();
  const linePos = lc.linePos;
  let counted = false;
  lc.linePos = (offset) => {
    if (!counted) {
      counted = true;
      lc.addNewLine(0);
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lc.addNewLine(i + 1);
    }
    return linePos(offset);
  };
  return lc;
}

export function parseYamlSafely(text: string, file: string): ParsedYaml {
  const lc = lazyLineCounter(text);
  const doc = parseDocument(text, YAML_OPTIONS);
  const problems: Problem[] = [];
  const add = (code: string, offset: number, message: string, path = '') => {
    const { line, col } = lc.linePos(offset);
    problems.push({ file, line: Math.max(line, 1), col: Math.max(col, 1), path, code, message, severity: 'error' });
  };

  // One error per mistake, in the manager's words (tabs, unquoted colons, unclosed quotes…).
  for (const issue of yamlSyntaxIssues(text, doc)) add(issue.code, issue.offset, issue.message);
  // A second document shows up as trailing content the parser reports; detect "---" explicitly too.
  if (/^---\s*$/m.test(text.replace(/^---\s*\n/, ''))) {
    const idx = text.indexOf('\n---', 1);
    if (idx >= 0 && !problems.some((p) => p.code === 'yaml/multiple-docs'))
      add('yaml/multiple-docs', idx + 1, YAML_MESSAGES.MULTIPLE_DOCS!);
  }

  // Control characters and direction overrides typed into the file.
  const raw = unsafeCharacters(text);
  for (const u of raw) add(u.code, u.offset, u.message);
  const rawOffsets = raw.map((u) => u.offset);
  const hasRawIn = (from: number, to: number) => rawOffsets.some((o) => o >= from && o < to);

  // In a file with syntax errors, a repeated or odd key is usually the parser's reading of that
  // mistake (a tab, a missing dash): one error per mistake, so only the syntax error is reported.
  const syntaxBroken = doc.errors.length > 0;
  let aliases = 0;
  let aliasOffset = 0;
  let keys = 0;
  let nodes = 0;
  let capped = false;
  // One path stack for the whole walk (pushed and popped), copied only into a problem.
  const path: Segment[] = [];
  const walk = (node: unknown) => {
    if (capped || !node || typeof node !== 'object') return;
    const at = (node as Node).range?.[0] ?? 0;
    if (++nodes > MAX_NODES) {
      capped = true;
      add(
        'yaml/too-many-nodes',
        at,
        `This file has more than ${MAX_NODES} values; a campaign needs far fewer. Split it, or remove generated content.`,
      );
      return;
    }
    if (isAlias(node)) {
      if (++aliases === MAX_ALIASES + 1) aliasOffset = at;
    } else if (isScalar(node)) {
      // Escapes such as "\e" or "\u202e" in quoted text produce the same characters (only a double-quoted value has escapes).
      if (
        node.type === 'QUOTE_DOUBLE' &&
        typeof node.value === 'string' &&
        node.range &&
        !hasRawIn(node.range[0], node.range[1])
      ) {
        const escaped = unsafeCharacters(node.value)[0];
        if (escaped) add(escaped.code, at, `${escaped.message} (written as an escape in this value)`, pointer(path));
      }
    } else if (isMap(node)) {
      const seen = new Set<string>();
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const key = pair.key as Node | null;
        if (++keys > MAX_KEYS) {
          capped = true;
          add(
            'yaml/too-many-keys',
            key?.range?.[0] ?? at,
            `This file has more than ${MAX_KEYS} keys; a campaign needs far fewer. Split it, or remove generated content.`,
          );
          return;
        }
        let name: string | null = null;
        if (isScalar(key)) {
          name = String(key.value);
          const keyAt = key.range?.[0] ?? at;
          path.push(name);
          if (seen.has(name) && !syntaxBroken)
            add('yaml/duplicate-key', keyAt, `Map keys must be unique. ${YAML_MESSAGES.DUPLICATE_KEY}`, pointer(path));
          seen.add(name);
          if (FORBIDDEN_KEYS.has(name))
            add(
              'yaml/forbidden-key',
              keyAt,
              `The key "${name}" is not allowed: it could alter object prototypes. Rename or remove it.`,
              pointer(path),
            );
          walk(key);
        } else if (key && !syntaxBroken) {
          add(
            'yaml/complex-key',
            key.range?.[0] ?? at,
            'A key must be plain text, not a list, a map or an alias ("? [a]" or "? {a: 1}"). Write a plain key.',
            pointer(path),
          );
        }
        walk(pair.value);
        if (name !== null) path.pop();
        if (capped) return;
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        path.push(i);
        walk(item);
        path.pop();
      });
    }
  };
  walk(doc.contents);
  if (aliases > MAX_ALIASES) {
    add(
      'yaml/too-many-aliases',
      aliasOffset,
      `This file uses ${aliases} aliases (*name); at most ${MAX_ALIASES} are allowed. Write the values out instead of repeating anchors.`,
    );
  }

  let value: unknown = undefined;
  if (!problems.length) {
    try {
      value = doc.toJS({ maxAliasCount: MAX_ALIASES });
    } catch (e) {
      const pos = locate(doc, lc, []);
      problems.push({
        file,
        ...pos,
        path: '',
        code: 'yaml/unreadable',
        message: `The file could not be read as data: ${e instanceof Error ? e.message : String(e)}.`,
        severity: 'error',
      });
    }
  }
  return { doc, lc, value, problems };
}
