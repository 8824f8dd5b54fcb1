/**
 * YAML syntax errors, one per mistake, in the campaign manager's words. The parser recovers badly:
 * after one structural error it reports more on lines that are fine, in its own jargon. So:
 * a tab in indentation is reported alone (tabIndent.ts); of the structural errors only the first is
 * kept; the common causes (a colon in unquoted text, no space after a colon, a value and a block under
 * the same key, an unclosed quote) get a message that says what to do, at the place to fix.
 */
import type { Document, YAMLError } from 'yaml';
import { TAB_INDENT_MESSAGE, tabIndentOffset } from './tabIndent.ts';

export interface SyntaxIssue {
  code: string;
  offset: number;
  message: string;
}

export const YAML_MESSAGES: Record<string, string> = {
  DUPLICATE_KEY:
    'This key appears twice in the same map; YAML keeps only one of them. Remove or rename the second one.',
  TAG_RESOLVE_FAILED: 'Custom YAML tags are not allowed in campaign files; write a plain value instead.',
  MULTIPLE_DOCS: 'A campaign file holds exactly one YAML document; remove the extra "---" separator.',
  BAD_INDENT: 'The indentation here does not line up with its siblings; indent it like the keys around it.',
  COLON_IN_VALUE:
    'A colon followed by a space starts a new key, so this value cannot be read. Put the whole value in quotes, e.g. title: "Cash Race: win big".',
  VALUE_AND_BLOCK:
    'This key has a value on its own line and indented keys below it; it can have only one. Remove the value, or the indented lines.',
  NO_SPACE_AFTER_COLON: 'Put a space after the colon: write "key: value", not "key:value".',
  ITEM_WITHOUT_DASH: 'Each item of this list starts with "- ", like the item above it. Add "- " before the text.',
  QUOTE_BRACKETED_TEXT:
    'A value that starts with [ or { is read as a list or map. Put the whole text in quotes, e.g. title: "[New] Cash Race".',
  UNCLOSED_QUOTE: 'This text opens a quote that is never closed. Add the closing quote at the end of the text.',
};
/** Errors about one spot that do not derail the parser: each is its own mistake. */
const INDEPENDENT = new Set(['DUPLICATE_KEY', 'TAG_RESOLVE_FAILED', 'MULTIPLE_DOCS']);

const lineAt = (text: string, offset: number) => {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const end = text.indexOf('\n', offset);
  return { start, line: text.slice(start, end < 0 ? text.length : end) };
};

/** Where an unclosed quote opens: the first line whose value starts a quote it does not close. */
function unclosedQuote(text: string, quote: string): number | null {
  let offset = 0;
  for (const line of text.split('\n')) {
    const m = new RegExp(`^(\\s*(?:- )?(?:[\\w-]+:\\s+)?)${quote}`).exec(line);
    if (
      m &&
      !line
        .slice(m[1]!.length + 1)
        .replace(quote === '"' ? /\\./g : /''/g, '')
        .includes(quote)
    )
      return offset + m[1]!.length;
    offset += line.length + 1;
  }
  return null;
}

function explain(e: YAMLError, text: string): SyntaxIssue {
  const code = `yaml/${e.code.toLowerCase().replace(/_/g, '-')}`;
  const { start, line } = lineAt(text, e.pos[0]);
  const rest = line.slice(e.pos[0] - start);
  const quote = /^Missing closing (["'])quote/.exec(e.message)?.[1];
  if (quote) {
    const at = unclosedQuote(text, quote);
    if (at !== null)
      return {
        code,
        offset: at,
        message: YAML_MESSAGES.UNCLOSED_QUOTE!.replace('a quote', `a ${quote} quote`).replace(
          'closing quote',
          `closing ${quote}`,
        ),
      };
  }
  if (/^\s*(- )?[\w-]+:[^\s:/]/.test(line) && !/^\s*(- )?[\w-]+: /.test(line)) {
    return { code, offset: start + line.indexOf(':') + 1, message: YAML_MESSAGES.NO_SPACE_AFTER_COLON! };
  }
  if (e.code === 'UNEXPECTED_TOKEN' && /^\s*(- )?([\w-]+:\s+)?[[{][^\]}]*[\]}]\s*[^\s#,\]}]/.test(line)) {
    return { code, offset: start + line.search(/[[{]/), message: YAML_MESSAGES.QUOTE_BRACKETED_TEXT! };
  }
  const above = text.slice(0, start).trimEnd().split('\n').pop() ?? '';
  const indent = (l: string) => /^ */.exec(l)![0].length;
  if (/^\s*- /.test(above) && !/^\s*- /.test(line) && indent(line) === indent(above)) {
    return { code, offset: start + indent(line), message: YAML_MESSAGES.ITEM_WITHOUT_DASH! };
  }
  if (e.code === 'BLOCK_AS_IMPLICIT_KEY' && e.message.startsWith('Nested mappings')) {
    return {
      code,
      offset: e.pos[0],
      message: rest.includes(': ') ? YAML_MESSAGES.COLON_IN_VALUE! : YAML_MESSAGES.VALUE_AND_BLOCK!,
    };
  }
  const first = e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  const own = YAML_MESSAGES[e.code];
  const message =
    own && e.code !== 'DUPLICATE_KEY'
      ? own
      : `${first}. ${own ?? 'Fix the YAML syntax here (check quotes, colons and indentation).'}`;
  return { code, offset: e.pos[0], message };
}

export function yamlSyntaxIssues(text: string, doc: Document): SyntaxIssue[] {
  const errors = [...doc.errors, ...doc.warnings];
  if (!doc.errors.length) return errors.map((e) => explain(e, text));
  const tab = tabIndentOffset(text, doc, Math.min(...doc.errors.map((e) => e.pos[0])));
  if (tab !== null) return [{ code: 'yaml/tab-indent', offset: tab, message: TAB_INDENT_MESSAGE }];
  const structural = errors.filter((e) => !INDEPENDENT.has(e.code)).sort((a, b) => a.pos[0] - b.pos[0]);
  return errors.filter((e) => INDEPENDENT.has(e.code) || e === structural[0]).map((e) => explain(e, text));
}
