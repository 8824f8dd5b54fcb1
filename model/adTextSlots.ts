/**
 * Ad-matched text, the slots (pure): `{{param|Default}}` in campaign text, filled with a value or the
 * default, and the marks the server render turns into `<span data-ad="param">Default</span>`.
 */

const SLOT = /\{\{([^{}|]*)(?:\|([^{}]*))?\}\}/g;
/** Private-use marks around a slot in server-rendered text: open, param, middle, default, close. */
export const MARK = { open: '\uE000', mid: '\uE001', close: '\uE002' } as const;
const MARKED = /\uE000([a-z0-9_]+)\uE001([^\uE000-\uE002]*)\uE002/g;

export interface Slot {
  param: string;
  fallback: string | undefined;
  raw: string;
}

export function slotsIn(text: string): Slot[] {
  return [...text.matchAll(SLOT)].map((m) => ({ param: m[1]!.trim(), fallback: m[2], raw: m[0] }));
}

/** Every slot replaced by the value for its param, or its default. */
export function fillSlots(text: string, value: (param: string) => string | null = () => null): string {
  return text.replace(SLOT, (_, param: string, fallback: string | undefined) => value(param.trim()) ?? fallback ?? '');
}

/** Every slot as marks the server render keeps (React escapes the default, the marks survive). */
export const markSlots = (text: string) =>
  text.replace(
    SLOT,
    (_, p: string, d: string | undefined) => `${MARK.open}${p.trim()}${MARK.mid}${d ?? ''}${MARK.close}`,
  );

/** Rendered HTML with marked slots: a marked span in text, the plain default inside a tag (attributes). */
export function marksToHtml(html: string): string {
  if (!html.includes(MARK.open)) return html;
  return html
    .split(/(<[^>]*>)/)
    .map((part) =>
      part.replace(MARKED, (_, p: string, d: string) =>
        part.startsWith('<') ? d : `<span data-ad="${p}">${d}</span>`,
      ),
    )
    .join('');
}

/** Applies `f` to every string of a JSON-like value. */
export function mapStrings<T>(v: T, f: (s: string) => string): T {
  if (typeof v === 'string') return f(v) as T;
  if (Array.isArray(v)) return v.map((x) => mapStrings(x, f)) as T;
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mapStrings(x, f)])) as T;
  return v;
}
