/**
 * Ad-matched text, the policy (pure, and small: it ships in the boot script): the characters and
 * length a value from the URL must have to be shown. Values only ever become text (textContent).
 * The `{{param|Default}}` slots themselves: adTextSlots.ts.
 */

export const AD_TEXT_DEFAULT_MAX = 24;
/** Letters (any script, with their combining marks), digits, spaces and basic punctuation. */
const POLICY = /^[\p{L}\p{M}\p{N} .,'’&!?:()+-]+$/u;

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
