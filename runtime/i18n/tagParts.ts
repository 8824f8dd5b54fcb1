/**
 * A translated sentence with one marked span, `before <tag>inner</tag> after`, cut into its three
 * texts so a component can wrap `inner` in a fixed element (a link) as plain React text: the
 * translation never becomes HTML. Null when the tag is not there once, in order (the caller then
 * shows the whole sentence as text).
 */
export function tagParts(text: string, tag: string): { before: string; inner: string; after: string } | null {
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  const start = text.indexOf(open);
  const end = text.indexOf(close, start + open.length);
  if (start < 0 || end < 0 || text.indexOf(open, start + 1) >= 0 || text.indexOf(close, end + 1) >= 0) return null;
  return {
    before: text.slice(0, start),
    inner: text.slice(start + open.length, end),
    after: text.slice(end + close.length),
  };
}
