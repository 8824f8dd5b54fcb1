/**
 * The numbers of an A/B report, pure: per arm the visitors, openers, registrants and conversion with
 * its interval; each arm against the control by the always-valid test (`sequentialTest.ts`, its 5 %
 * split between the arms); the split against the declared weights (`sampleRatio.ts`); the cumulative
 * series per day; and the verdict (`verdict.ts`). Text, JSON and the chart all show these numbers.
 */
import type { AbEvent } from '../../model/abEvents.ts';
import { wilsonInterval } from './abStats.ts';
import { sampleRatioCheck, type SampleRatio } from './sampleRatio.ts';
import { ALPHA, compareArms, type Comparison } from './sequentialTest.ts';
import { DAY_MS, tallyVisitors, type Tally } from './visitorTally.ts';
import { decide, type Verdict } from './verdict.ts';
import type { ArmResult } from './ArmResult.ts';

export interface DeclaredArm {
  id: string;
  weight: number;
  share: number;
  control: boolean;
}

export type { ArmResult };

export interface Analysis {
  arms: ArmResult[];
  sampleRatio: SampleRatio | null;
  /** Time of the first visitor and of the last event (epoch ms), and the days between them. */
  first: number | null;
  last: number | null;
  days: number;
  /** Visitors left out for being seen in two arms; events of undeclared arms left out. */
  switched: number;
  unknownArm: number;
  /** Level of each comparison with the control (5 % split between the arms). */
  alpha: number;
  daily: {
    day: string;
    arms: { id: string; visitors: number; registrants: number; conversion: number; interval: [number, number] }[];
  }[];
  verdict: Verdict;
}

export function analyseExperiment(
  events: readonly AbEvent[],
  experiment: string,
  declared: readonly DeclaredArm[],
): Analysis {
  const tally = tallyVisitors(
    events,
    experiment,
    declared.map((a) => a.id),
  );
  return {
    ...analyseCounts(tally.days, tally.first, tally.last, declared),
    switched: tally.switched,
    unknownArm: tally.unknownArm,
  };
}

/** The analysis of cumulative counts at the end of each day (oldest first; the last is now), from the first visitor's time to the last event's. */
export function analyseCounts(
  series: Tally['days'],
  first: number | null,
  last: number | null,
  declared: readonly DeclaredArm[],
): Analysis {
  const zero = { visitors: 0, openers: 0, registrants: 0 };
  const now = series[series.length - 1]?.arms ?? {};
  const control = declared.find((a) => a.control) ?? declared[0]!;
  const alpha = ALPHA / Math.max(1, declared.length - 1);
  const total = declared.reduce((s, a) => s + (now[a.id] ?? zero).visitors, 0);
  const arms: ArmResult[] = declared.map((a) => {
    const c = now[a.id] ?? zero;
    const vsControl =
      a.id === control.id
        ? null
        : compareArms(
            series.map((d) => ({ control: d.arms[control.id] ?? zero, arm: d.arms[a.id] ?? zero })),
            alpha,
          );
    return {
      id: a.id,
      control: a.id === control.id,
      weight: a.weight,
      share: a.share,
      observedShare: total ? c.visitors / total : 0,
      visitors: c.visitors,
      openers: c.openers,
      registrants: c.registrants,
      conversion: c.visitors ? c.registrants / c.visitors : 0,
      interval: wilsonInterval(c.registrants, c.visitors),
      vsControl,
    };
  });
  const sampleRatio = sampleRatioCheck(
    arms.map((a) => a.visitors),
    arms.map((a) => a.share),
  );
  const days = first !== null && last !== null ? (last - first) / DAY_MS : 0;
  const daily = series.map((d) => ({
    day: d.day,
    arms: declared.map((a) => {
      const c = d.arms[a.id] ?? zero;
      return {
        id: a.id,
        visitors: c.visitors,
        registrants: c.registrants,
        conversion: c.visitors ? c.registrants / c.visitors : 0,
        interval: wilsonInterval(c.registrants, c.visitors),
      };
    }),
  }));
  return {
    arms,
    sampleRatio,
    first,
    last,
    days,
    switched: 0,
    unknownArm: 0,
    alpha,
    daily,
    verdict: decide({ arms, sampleRatio, days, alpha }),
  };
}
