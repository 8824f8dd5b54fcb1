/**
 * fast-check mutations of a text (a campaign file), shared by the fuzz tests: insert a token, cut a
 * run, truncate, swap, duplicate or re-indent a line. Each test composes the ones it needs with
 * `fc.oneof` and its own token list.
 */
import fc from 'fast-check';

export type Mutation = (text: string) => string;

/** The catalogue campaigns the fuzz tests mutate (every template's kind of YAML among them). */
export const SEED_SLUGS = [
  'cash-race',
  'welcome-bonuses',
  'win-with-us',
  'aviator-blogger-inr',
  'cash-drop-inr',
  '2024-ipl-event',
];

const at = (text: string, r: number) => Math.floor(r * (text.length + 1));
const place = fc.double({ min: 0, max: 1, noNaN: true });
const onLines = (s: string, f: (lines: string[]) => void) => {
  const lines = s.split('\n');
  f(lines);
  return lines.join('\n');
};

export const insert = (tokens: fc.Arbitrary<string>): fc.Arbitrary<Mutation> =>
  fc.tuple(place, tokens).map(
    ([r, t]) =>
      (s: string) =>
        s.slice(0, at(s, r)) + t + s.slice(at(s, r)),
  );
export const cut = (maxLength: number): fc.Arbitrary<Mutation> =>
  fc.tuple(place, fc.integer({ min: 1, max: maxLength })).map(
    ([r, n]) =>
      (s: string) =>
        s.slice(0, at(s, r)) + s.slice(at(s, r) + n),
  );
/** The text cut off at a point; `towardsStart` favours short remains. */
export const truncate = (towardsStart = false): fc.Arbitrary<Mutation> =>
  place.map((r) => (s: string) => s.slice(0, towardsStart ? at(s, r) ** 2 / (s.length + 1) : at(s, r)));
export const swapLines: fc.Arbitrary<Mutation> = fc.tuple(fc.nat(), fc.nat()).map(
  ([a, b]) =>
    (s: string) =>
      onLines(s, (lines) => {
        const i = a % lines.length;
        const j = b % lines.length;
        [lines[i], lines[j]] = [lines[j]!, lines[i]!];
      }),
);
export const duplicateLine: fc.Arbitrary<Mutation> = fc.nat().map(
  (a) => (s: string) =>
    onLines(s, (lines) => {
      const i = a % lines.length;
      lines.splice(i, 0, lines[i]!);
    }),
);
export const reindentLine: fc.Arbitrary<Mutation> = fc.tuple(fc.nat(), fc.integer({ min: -4, max: 4 })).map(
  ([a, d]) =>
    (s: string) =>
      onLines(s, (lines) => {
        const i = a % lines.length;
        lines[i] = d > 0 ? ' '.repeat(d) + lines[i] : lines[i]!.slice(-d);
      }),
);
