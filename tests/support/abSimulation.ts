/**
 * Simulated A/B experiments for the report's tests: visitors arrive day by day, are split by the
 * declared shares and register at each arm's true rate (seeded binomial draws from stdlib, so every
 * run gives the same figures), and the report's own analysis (`analyseCounts`) is read after every
 * day, as a manager would.
 */
import binomial from '@stdlib/random-base-binomial';
import { analyseCounts, type DeclaredArm } from '../../cli/report/analyseExperiment.ts';
import type { VerdictStatus } from '../../cli/report/verdict.ts';
import { DAY_MS, type ArmCounts } from '../../cli/report/visitorTally.ts';

export const TWO_ARMS: DeclaredArm[] = [
  { id: 'control', weight: 1, share: 0.5, control: true },
  { id: 'b', weight: 1, share: 0.5, control: false },
];

export interface Scenario {
  /** Visitors per day, both arms together. */
  perDay: number;
  days: number;
  /** True conversion of the control and of arm b. */
  rates: [number, number];
  /** Share of visitors that really land in the control (0.5 unless the split is broken). */
  controlShare?: number;
}

/** The verdicts of one experiment, one per day (the first look after day 1). */
export function runExperiment(s: Scenario, draw: (n: number, p: number) => number): VerdictStatus[] {
  const series: { day: string; end: number; arms: Record<string, ArmCounts> }[] = [];
  const total = {
    control: { visitors: 0, openers: 0, registrants: 0 },
    b: { visitors: 0, openers: 0, registrants: 0 },
  };
  const verdicts: VerdictStatus[] = [];
  for (let d = 0; d < s.days; d++) {
    const nc = draw(s.perDay, s.controlShare ?? 0.5);
    const nb = s.perDay - nc;
    total.control = {
      visitors: total.control.visitors + nc,
      openers: 0,
      registrants: total.control.registrants + draw(nc, s.rates[0]),
    };
    total.b = { visitors: total.b.visitors + nb, openers: 0, registrants: total.b.registrants + draw(nb, s.rates[1]) };
    const end = (d + 1) * DAY_MS;
    series.push({
      day: new Date(d * DAY_MS).toISOString().slice(0, 10),
      end,
      arms: { control: total.control, b: total.b },
    });
    verdicts.push(analyseCounts(series, 0, end, TWO_ARMS).verdict.status);
  }
  return verdicts;
}

/** `runs` experiments of a scenario from one seed; for each, its verdicts day by day. */
export function simulate(s: Scenario, runs: number, seed: number): VerdictStatus[][] {
  const rand = binomial.factory({ seed });
  const draw = (n: number, p: number) => (n > 0 ? rand(n, p) : 0);
  return Array.from({ length: runs }, () => runExperiment(s, draw));
}
