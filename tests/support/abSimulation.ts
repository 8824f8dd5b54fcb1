/**
 * Simulated A/B experiments for the report's tests: visitors arrive day by day, are split by the
 * declared shares and register at each arm's true rate (seeded binomial draws from stdlib, so every
 * run gives the same figures), and the report's own analysis (`analyseCounts`) is read after every
 * day, as a manager would. Any number of arms; the first is the control.
 */
import binomial from '@stdlib/random-base-binomial';
import { analyseCounts, type DeclaredArm } from '../../cli/report/analyseExperiment.ts';
import type { VerdictStatus } from '../../cli/report/verdict.ts';
import { DAY_MS, type ArmCounts } from '../../cli/report/visitorTally.ts';

/** Declared arms with these shares: `control`, then `b`, `c`, … */
export function declaredArms(shares: readonly number[]): DeclaredArm[] {
  return shares.map((share, i) => ({
    id: i === 0 ? 'control' : String.fromCharCode(97 + i),
    weight: share,
    share,
    control: i === 0,
  }));
}

export interface Scenario {
  /** Visitors per day, all arms together. */
  perDay: number;
  days: number;
  /** True conversion of each arm, the control first. */
  rates: readonly number[];
  /** Declared share of each arm (equal unless given). */
  shares?: readonly number[];
  /** Share of visitors that really land in the control, when the split is broken (the rest split as declared). */
  controlShare?: number;
}

/** The verdicts of one experiment, one per day (the first look after day 1). */
export function runExperiment(s: Scenario, draw: (n: number, p: number) => number): VerdictStatus[] {
  const shares = s.shares ?? s.rates.map(() => 1 / s.rates.length);
  const declared = declaredArms(shares);
  // What each arm really gets: the declared shares, unless the control's share is broken.
  const real =
    s.controlShare === undefined
      ? shares
      : shares.map((x, i) => (i === 0 ? s.controlShare! : (x * (1 - s.controlShare!)) / (1 - shares[0]!)));
  const totals: ArmCounts[] = declared.map(() => ({ visitors: 0, openers: 0, registrants: 0 }));
  const series: { day: string; end: number; arms: Record<string, ArmCounts> }[] = [];
  const verdicts: VerdictStatus[] = [];
  for (let d = 0; d < s.days; d++) {
    // A multinomial split as a chain of binomials: each arm takes its share of who is left.
    let left = s.perDay;
    let rest = 1;
    declared.forEach((_, i) => {
      const n = i === declared.length - 1 ? left : draw(left, Math.min(1, real[i]! / rest));
      left -= n;
      rest -= real[i]!;
      const t = totals[i]!;
      totals[i] = { visitors: t.visitors + n, openers: 0, registrants: t.registrants + draw(n, s.rates[i]!) };
    });
    const end = (d + 1) * DAY_MS;
    series.push({
      day: new Date(d * DAY_MS).toISOString().slice(0, 10),
      end,
      arms: Object.fromEntries(declared.map((a, i) => [a.id, totals[i]!])),
    });
    verdicts.push(analyseCounts(series, 0, end, declared).verdict.status);
  }
  return verdicts;
}

/** `runs` experiments of a scenario from one seed; for each, its verdicts day by day. */
export function simulate(s: Scenario, runs: number, seed: number): VerdictStatus[][] {
  const rand = binomial.factory({ seed });
  const draw = (n: number, p: number) => (n > 0 ? rand(n, p) : 0);
  return Array.from({ length: runs }, () => runExperiment(s, draw));
}
