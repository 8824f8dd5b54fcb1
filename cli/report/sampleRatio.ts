/**
 * The sample-ratio-mismatch check: are visitors split between the arms as the weights declare? A
 * chi-square goodness-of-fit test (the chi-square distribution from stdlib); below p = 0.001 the
 * split is broken (a cache, a bot or a redirect favours an arm) and no conversion can be trusted.
 */
import chisquareCdf from '@stdlib/stats-base-dists-chisquare-cdf';

export const SRM_ALPHA = 0.001;

export interface SampleRatio {
  chiSquare: number;
  df: number;
  p: number;
  broken: boolean;
}

/** `observed[i]` visitors of the arm whose declared share is `shares[i]` (shares add up to 1). null with fewer than 2 arms or no visitors. */
export function sampleRatioCheck(
  observed: readonly number[],
  shares: readonly number[],
  alpha = SRM_ALPHA,
): SampleRatio | null {
  const total = observed.reduce((s, x) => s + x, 0);
  if (observed.length < 2 || total <= 0) return null;
  let chiSquare = 0;
  observed.forEach((o, i) => {
    const expected = total * shares[i]!;
    chiSquare += expected > 0 ? (o - expected) ** 2 / expected : 0;
  });
  const df = observed.length - 1;
  const p = 1 - chisquareCdf(chiSquare, df);
  return { chiSquare, df, p, broken: p < alpha };
}
