/**
 * Suggests the known words a person most likely meant: the same word in another case, a domain
 * alias (`Rs` → INR, `hindi` → hi, `IST` → Asia/Kolkata: model/codes.ts), then the closest spellings (Levenshtein distance).
 */
import { CURRENCY_ALIASES, LOCALE_ALIASES, TIME_ZONE_ALIASES } from '../../model/codes.ts';

const normal = (s: string) => s.toLowerCase().replace(/[\s.]+/g, '');
/** alias (normalised) → the codes it names, from the alias tables of model/codes.ts. */
const ALIAS_INDEX = new Map<string, string[]>();
for (const table of [CURRENCY_ALIASES, LOCALE_ALIASES, TIME_ZONE_ALIASES] as Array<Record<string, readonly string[]>>) {
  for (const [code, aliases] of Object.entries(table)) {
    for (const alias of aliases) ALIAS_INDEX.set(normal(alias), [...(ALIAS_INDEX.get(normal(alias)) ?? []), code]);
  }
}

function aliasesOf(word: string, known: readonly string[]): string[] {
  const w = normal(word);
  const hits = ALIAS_INDEX.get(w) ?? (w.endsWith('s') ? ALIAS_INDEX.get(w.slice(0, -1)) : undefined) ?? [];
  return known.filter((k) => hits.includes(k));
}

/** The best suggestion, or undefined when nothing is close enough to be a likely typo. */
export function didYouMean(word: string, known: readonly string[]): string | undefined {
  const same = known.find((k) => k.toLowerCase() === word.toLowerCase());
  if (same !== undefined) return same;
  const alias = aliasesOf(word, known)[0];
  if (alias !== undefined) return alias;
  let best: string | undefined;
  // Short codes (INR, hi) differ from each other by two letters, so allow one typo there.
  let bestDistance = word.length <= 3 ? 2 : Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of known) {
    const d = distance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** The `count` known words closest to `word`: aliases first, then by spelling distance. */
export function closest(word: string, known: readonly string[], count = 4): string[] {
  const lower = word.toLowerCase();
  const byDistance = known
    .map((k, i) => ({ k, i, d: distance(lower, k.toLowerCase()) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .map((x) => x.k);
  return [...new Set([...aliasesOf(word, known), ...byDistance])].slice(0, count);
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}
