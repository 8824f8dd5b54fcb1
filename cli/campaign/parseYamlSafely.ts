/**
 * Parses untrusted YAML: YAML 1.2 core schema (NO stays a string), duplicate keys rejected, aliases
 * capped, prototype-polluting keys rejected, one document per file, unknown tags refused.
 * Never throws for bad input: every issue becomes a Problem with a position.
 */
import { LineCounter, parseDocument, type Document, isAlias, visit } from 'yaml';
import type { Problem } from './Problem.ts';
import { keysOf, locate, pointer } from './locate.ts';
import { YAML_MESSAGES, yamlSyntaxIssues } from './yamlSyntaxIssues.ts';

export const MAX_ALIASES = 50;
export const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface ParsedYaml {
  doc: Document;
  lc: LineCounter;
  /** The plain data, or undefined when the file could not be turned into data at all. */
  value: unknown;
  problems: Problem[];
}

export function parseYamlSafely(text: string, file: string): ParsedYaml {
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, uniqueKeys: true, version: '1.2', prettyErrors: true, strict: true });
  const problems: Problem[] = [];
  const add = (code: string, offset: number, message: string, path = '') => {
    const { line, col } = lc.linePos(offset);
    problems.push({ file, line, col, path, code, message, severity: 'error' });
  };

  // One error per mistake, in the manager's words (tabs, unquoted colons, unclosed quotes…).
  for (const issue of yamlSyntaxIssues(text, doc)) add(issue.code, issue.offset, issue.message);
  // A second document shows up as trailing content the parser reports; detect "---" explicitly too.
  if (/^---\s*$/m.test(text.replace(/^---\s*\n/, ''))) {
    const idx = text.indexOf('\n---', 1);
    if (idx >= 0 && !problems.some((p) => p.code === 'yaml/multiple-docs')) add('yaml/multiple-docs', idx + 1, YAML_MESSAGES.MULTIPLE_DOCS!);
  }

  for (const { key, name, path } of keysOf(doc)) {
    if (FORBIDDEN_KEYS.has(name)) {
      add('yaml/forbidden-key', key.range?.[0] ?? 0, `The key "${name}" is not allowed: it could alter object prototypes. Rename or remove it.`, pointer(path));
    }
  }

  let aliases = 0;
  let aliasOffset = 0;
  visit(doc, { Alias(_, node) { if (isAlias(node)) { aliases++; if (aliases === MAX_ALIASES + 1) aliasOffset = node.range?.[0] ?? 0; } } });
  if (aliases > MAX_ALIASES) {
    add('yaml/too-many-aliases', aliasOffset, `This file uses ${aliases} aliases (*name); at most ${MAX_ALIASES} are allowed. Write the values out instead of repeating anchors.`);
  }

  let value: unknown = undefined;
  if (!problems.length) {
    try {
      value = doc.toJS({ maxAliasCount: MAX_ALIASES });
    } catch (e) {
      const pos = locate(doc, lc, []);
      problems.push({ file, ...pos, path: '', code: 'yaml/unreadable', message: `The file could not be read as data: ${(e as Error).message}.`, severity: 'error' });
    }
  }
  return { doc, lc, value, problems };
}
