/**
 * Finds the tab that broke a YAML file. A tab in indentation makes the parser report a cascade of
 * errors in its own jargon (bad indent, implicit keys, missing chars) on lines that are fine; the
 * one root cause is the first line indented with a tab at or before the first error.
 * Tabs inside block scalars (`|`, `>`) are text, not indentation, and are skipped.
 */
import { isScalar, visit, type Document } from 'yaml';

export const TAB_INDENT_MESSAGE =
  "Tabs can't indent YAML: use spaces. Replace the tab at the start of this line with spaces (2 per level, like the lines around it).";

/** The 0-based offset of the tab to report, or null when no tab indentation explains the errors. */
export function tabIndentOffset(text: string, doc: Document, firstErrorOffset: number): number | null {
  const blockScalars: Array<[number, number]> = [];
  visit(doc, {
    Scalar(_, node) {
      if (isScalar(node) && (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED') && node.range)
        blockScalars.push([node.range[0], node.range[2]]);
    },
  });
  // The parser may notice at the end of the line before the tab (an empty value there): look one line further.
  const lineEnd = (from: number) => {
    const i = text.indexOf('\n', from);
    return i < 0 ? text.length : i;
  };
  const limit = lineEnd(lineEnd(firstErrorOffset) + 1);
  const indent = /^[ \t]*\t/gm;
  for (let m = indent.exec(text); m && m.index <= limit; m = indent.exec(text)) {
    const tab = m.index + m[0].length - 1;
    const rest = text.slice(tab + 1, text.indexOf('\n', tab) < 0 ? text.length : text.indexOf('\n', tab));
    if (!rest.trim() || rest.trimStart().startsWith('#')) continue;
    if (blockScalars.some(([from, to]) => tab > from && tab < to)) continue;
    return tab;
  }
  return null;
}
