/**
 * Ad-matched text, pure: `{{param|Default}}` slots in campaign text, the character policy a value
 * from the URL must pass, and the marks the server render uses to turn slots into
 * `<span data-ad="param">Default</span>`. Values only ever become text (textContent), never HTML.
 */

export const AD_TEXT_DEFAULT_MAX = 24;
/** Letters (any script, with their combining marks), digits, spaces and basic punctuation. */
const POLICY = /^[\p{L}\p{M}\p{N} .,'’&!?:()+-]+$/u;
const SLOT = /\{\{([^{}|]*)(?:\|([^{}]*))?\}\}/g;
/** Private-use marks around a slot in server-rendered text: open, param, middle, default, close. */
export const MARK = { open: '\uE000', mid: '\uE001', close: '\uE002' } as const;
const MARKED = /\uE000([a-z0-9_]+)\uE001([^\uE000-\uE002]*)\uE002/g;

export interface Slot { param: string; fallback: string | undefined; raw: string }

export function slotsIn(text: string): Slot[] {
  return [...text.matchAll(SLOT)].map((m) => ({ param: m[1]!.trim(), fallback: m[2], raw: m[0] }));
}

/** Why a text is not acceptable as a slot's value (or default), or null when it is. */
export function adValueProblem(value: string, maxLength: number): string | null {
  if (!value.trim()) return 'it is empty';
  if (value.length > maxLength) return `it is ${value.length} characters long and the limit is ${maxLength}`;
  if (!POLICY.test(value)) return "it has characters other than letters, digits, spaces and . , ' ’ & ! ? : ( ) + -";
  return null;
}

/** A query value made safe to show, or null (then the default stays): never stripped into something else. */
export function sanitizeAdValue(raw: string | null | undefined, maxLength: number = AD_TEXT_DEFAULT_MAX): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.normalize('NFKC').replace(/[\s_]+/g, ' ').trim();
  // The same test as adValueProblem, without its messages (this ships in the boot script).
  return value && value.length <= maxLength && POLICY.test(value) ? value : null;
}

/** Every slot replaced by the value for its param, or its default. */
export function fillSlots(text: string, value: (param: string) => string | null = () => null): string {
  return text.replace(SLOT, (_, param: string, fallback: string | undefined) => value(param.trim()) ?? fallback ?? '');
}

/** Every slot as marks the server render keeps (React escapes the default, the marks survive). */
export const markSlots = (text: string) => text.replace(SLOT, (_, p: string, d: string | undefined) => `${MARK.open}${p.trim()}${MARK.mid}${d ?? ''}${MARK.close}`);

/** Rendered HTML with marked slots: a marked span in text, the plain default inside a tag (attributes). */
export function marksToHtml(html: string): string {
  if (!html.includes(MARK.open)) return html;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => part.replace(MARKED, (_, p: string, d: string) => (part.startsWith('<') ? d : `<span data-ad="${p}">${d}</span>`)))
    .join('');
}

/** Applies `f` to every string of a JSON-like value. */
export function mapStrings<T>(v: T, f: (s: string) => string): T {
  if (typeof v === 'string') return f(v) as T;
  if (Array.isArray(v)) return v.map((x) => mapStrings(x, f)) as T;
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mapStrings(x, f)])) as T;
  return v;
}
