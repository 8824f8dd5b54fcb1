/**
 * Ad-matched text, the policy (pure, and small: it ships in the boot script): the characters and
 * length a value from the URL must have to be shown. Values only ever become text (textContent).
 * By default a value is refused when it carries a run of five or more digits (a phone number, even
 * spaced), a domain however spelled (`evil.com`, `evil. com`, `evil(.)com`, `evil…com`, full-width
 * `evil．com`, `evil dot com`) or letters of two scripts (a look-alike such as Cyrillic "WіnPlay");
 * a campaign can narrow a slot further to listed values or a character class (`adText.only`).
 * The `{{param|Default}}` slots themselves: adTextSlots.ts.
 */

export const AD_TEXT_DEFAULT_MAX = 24;
/** Letters (any script, with their combining marks), digits, spaces and basic punctuation. */
const POLICY = /^[\p{L}\p{M}\p{N} .,'’&!?:()+-]+$/u;
/** Five digits or more, whatever phone-style separators stand between them. */
const DIGIT_RUN = /\p{N}(?:[ .()+-]*\p{N}){4}/u;
/** A dot between a letter or digit and a letter: a host name. */
const DOMAIN = /[\p{L}\p{N}]\.\p{L}/u;
/**
 * A host name spelled to slip past DOMAIN (NFKC has already made full-width and leader dots plain):
 * a dot with spaces, brackets or more dots around it before a lower-case letter (`evil. com`,
 * `evil(.)com`, `evil…com`) or before a common top-level domain in any case (`EVIL . COM`), and a
 * spelled-out dot (`evil (dot) com`, `evil dot com`). "Mr. Smith" and "Win big. Play now" still show.
 */
const TLD = '(?:com|net|org|info|biz|io|co|ly|me|xyz|ru|in)(?![\\p{L}\\p{N}])';
const SPACED_DOT = /[\p{L}\p{N}][\s()]*\.[\s().]*\p{Ll}/u;
const DOT_TLD = new RegExp(`[\\p{L}\\p{N}][\\s()]*\\.[\\s().]*${TLD}|\\(\\s*dot\\s*\\)|\\bdot[\\s()]+${TLD}`, 'iu');
/** Any spelling of a host name. */
const isDomain = (value: string) => DOMAIN.test(value) || SPACED_DOT.test(value) || DOT_TLD.test(value);
/** The scripts told apart; Han, kana and Hangul count as one (Japanese and Korean mix them). */
const SCRIPTS =
  'Latin Cyrillic Greek Armenian Georgian Hebrew Arabic Devanagari Bengali Gurmukhi Gujarati Oriya Tamil Telugu Kannada Malayalam Sinhala Thai Lao Myanmar Khmer Ethiopic Han|Hiragana|Katakana|Hangul|Bopomofo'
    .split(' ')
    .map(
      (s) =>
        new RegExp(
          `[${s
            .split('|')
            .map((x) => `\\p{Script=${x}}`)
            .join('')}]`,
          'u',
        ),
    );

/** How many scripts the letters of a text are written in (a letter of another script than SCRIPTS counts as one more). */
export function scriptCount(value: string): number {
  const seen = new Set<number>();
  // Letters shared by scripts (the kana length mark ー is Common) belong to none.
  for (const ch of value)
    if (/\p{L}/u.test(ch) && !/[\p{Script=Common}\p{Script=Inherited}]/u.test(ch))
      seen.add(SCRIPTS.findIndex((r) => r.test(ch)));
  return seen.size;
}

/** What a campaign may narrow one slot to: listed values (any case; shown as listed) or a character class. */
export type AdSlotRule = readonly string[] | 'latin' | 'letters';
export const AD_CLASSES = { latin: /^[A-Za-z '-]+$/, letters: /^[\p{L}\p{M} '’-]+$/u } as const;

/** Why a text is not acceptable as a slot's value (or default), or null when it is. */
export function adValueProblem(value: string, maxLength: number): string | null {
  if (!value.trim()) return 'it is empty';
  if (value.length > maxLength) return `it is ${value.length} characters long and the limit is ${maxLength}`;
  if (!POLICY.test(value)) return "it has characters other than letters, digits, spaces and . , ' ’ & ! ? : ( ) + -";
  if (DIGIT_RUN.test(value)) return 'it has five or more digits in a row (a phone number would pass otherwise)';
  if (isDomain(value))
    return 'it has a dot between letters, like a web address (however spaced, bracketed or spelled out)';
  if (scriptCount(value) > 1) return 'it mixes letters of two scripts (look-alike letters would pass otherwise)';
  return null;
}

/** A query value made safe to show, or null (then the default stays): never stripped into something else. */
export function sanitizeAdValue(
  raw: string | null | undefined,
  maxLength: number = AD_TEXT_DEFAULT_MAX,
  only?: AdSlotRule,
): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw
    .normalize('NFKC')
    .replace(/[\s_]+/g, ' ')
    .trim();
  if (Array.isArray(only)) return only.find((v) => v.toLowerCase() === value.toLowerCase()) ?? null;
  if (typeof only === 'string' && !AD_CLASSES[only as 'latin' | 'letters'].test(value)) return null;
  // The same tests as adValueProblem, without its messages (this ships in the boot script).
  return value &&
    value.length <= maxLength &&
    POLICY.test(value) &&
    !DIGIT_RUN.test(value) &&
    !isDomain(value) &&
    scriptCount(value) < 2
    ? value
    : null;
}
