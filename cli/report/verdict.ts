/**
 * What to do, in plain words, from the numbers of `analyseExperiment.ts`, pure. In this order:
 * a broken split stops everything; before a whole week (weekly patterns) there is no verdict; then an
 * arm that beats the control by the always-valid test wins, or the control wins if every significant
 * arm is worse; otherwise keep running, with the visitors still needed to see a 10 % lift.
 */
import type { ArmResult } from './ArmResult.ts';
import type { SampleRatio } from './sampleRatio.ts';
import { visitorsNeeded } from './sequentialTest.ts';

export const MIN_DAYS = 7;
/** The lift "keep running" speaks of, and the power it is sized for. */
export const TARGET_LIFT = 0.1;
export const TARGET_POWER = 0.8;

export type VerdictStatus = 'no-data' | 'broken-split' | 'too-early' | 'keep-running' | 'winner' | 'control-wins';

export interface Verdict {
  status: VerdictStatus;
  text: string;
  winner: string | null;
  /** Visitors this test needs in each arm (by arm id) to find a 10 % lift with 80 % power at the declared shares. */
  visitorsNeeded: Record<string, number> | null;
  /** The most any arm still lacks of its number (with equal arms, per arm), and the days that takes at the current traffic. */
  moreVisitorsPerArm: number | null;
  moreDays: number | null;
}

const pct = (x: number, digits = 0) => `${(x * 100).toFixed(digits)} %`;
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(0)} %`;
export const grouped = (n: number) => Math.round(n).toLocaleString('en-US');
/** A count rounded to two significant figures ("about 12,000"): the estimate is not more precise than that. */
const about = (n: number) => {
  const m = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, n))) - 1);
  return grouped(Math.ceil(n / m) * m);
};

export function decide(a: {
  arms: readonly ArmResult[];
  sampleRatio: SampleRatio | null;
  days: number;
  alpha: number;
}): Verdict {
  const none = { winner: null, visitorsNeeded: null, moreVisitorsPerArm: null, moreDays: null };
  const control = a.arms.find((r) => r.control)!;
  const total = a.arms.reduce((s, r) => s + r.visitors, 0);
  if (!total)
    return { status: 'no-data', text: 'no data yet: no visitor of this experiment in the events read.', ...none };
  if (a.sampleRatio?.broken) {
    const split = a.arms.map((r) => `${r.id} ${pct(r.observedShare, 1)}`).join(', ');
    const declared = a.arms.map((r) => pct(r.share)).join(' / ');
    return {
      status: 'broken-split',
      text: `stop: the split is broken — ${split} of visitors where ${declared} was declared (p = ${a.sampleRatio.p.toPrecision(2)}). A cache, a bot or a redirect favours an arm, so no conversion here can be trusted; find the cause, then start again.`,
      ...none,
    };
  }
  // Visitors needed: sized on the control's conversion (the pooled one while the control has none), at the declared shares.
  const pooled = a.arms.reduce((s, r) => s + r.registrants, 0) / total;
  const rate = control.registrants > 0 ? control.conversion : pooled;
  const ordered = [control, ...a.arms.filter((r) => r !== control)];
  const counts =
    rate > 0
      ? visitorsNeeded(
          rate,
          TARGET_LIFT,
          ordered.map((r) => r.share),
          TARGET_POWER,
          a.alpha,
        )
      : null;
  const needed = counts ? Object.fromEntries(ordered.map((r, i) => [r.id, counts[i]!])) : null;
  const lacking = needed ? ordered.map((r) => Math.max(0, needed[r.id]! - r.visitors)) : null;
  const more = lacking ? Math.max(...lacking) : null;
  // Traffic per day is estimated only from a whole day of data or more; the arm that takes longest sets the days.
  const daysFor = (r: ArmResult, lack: number) => (lack > 0 && r.visitors > 0 ? lack / (r.visitors / a.days) : 0);
  const moreDays =
    lacking && a.days >= 1 && ordered.every((r) => r.visitors > 0)
      ? Math.max(...ordered.map((r, i) => daysFor(r, lacking[i]!)))
      : null;
  const sizing = { winner: null, visitorsNeeded: needed, moreVisitorsPerArm: more, moreDays };
  const equal = ordered.every((r) => Math.abs(r.share - ordered[0]!.share) < 1e-9);
  const days = moreDays !== null ? `about ${Math.ceil(moreDays)} more days at the current traffic` : null;
  const list = (ids: string[]) =>
    ids.length > 1 ? `${ids.slice(0, -1).join(', ')} and ${ids[ids.length - 1]}` : ids[0];
  const howMany = () =>
    equal
      ? `about ${about(more!)} more visitors per arm${days ? ` (${days})` : ''}`
      : `about ${about(lacking!.reduce((s, n) => s + n, 0))} more visitors, ${list(
          ordered.map((r, i) => `${about(lacking![i]!)} in ${r.id}`),
        )} (${days ? `${days}; ` : ''}with an uneven split the smallest arm sets the pace)`;
  const toGo =
    needed === null
      ? 'no registration yet, so the visitors needed cannot be estimated'
      : more! > 0
        ? `${howMany()} to detect a ${pct(TARGET_LIFT)} lift`
        : `enough visitors to detect a ${pct(TARGET_LIFT)} lift, and none is there so far`;
  if (a.days < MIN_DAYS) {
    return {
      status: 'too-early',
      text: `keep running — day ${Math.floor(a.days) + 1} of at least ${MIN_DAYS} (a whole week, for weekly patterns) before any verdict; ${toGo}.`,
      ...sizing,
    };
  }
  const better = a.arms
    .filter((r) => r.vsControl?.significant && r.vsControl.difference > 0)
    .sort((x, y) => y.conversion - x.conversion);
  const best = better[0];
  if (best?.vsControl) {
    const c = best.vsControl;
    const range = c.liftInterval
      ? ` (95 % always-valid interval ${signed(c.liftInterval[0])} to ${signed(c.liftInterval[1])})`
      : '';
    return {
      status: 'winner',
      text: `${best.id} wins: ${c.lift !== null ? `${signed(c.lift)} registrations per visitor against ${control.id}` : `${pct(best.conversion, 1)} of visitors register, ${control.id} none`}${range}, p = ${c.p.toPrecision(2)}.`,
      ...sizing,
      winner: best.id,
    };
  }
  const worse = a.arms.filter((r) => r.vsControl?.significant && r.vsControl.difference < 0);
  if (worse.length && worse.length === a.arms.length - 1) {
    const list = worse
      .map((r) => `${r.id} ${r.vsControl!.lift !== null ? signed(r.vsControl!.lift) : ''}`.trim())
      .join(', ');
    return {
      status: 'control-wins',
      text: `${control.id} wins: every other arm converts worse (${list} registrations per visitor); keep ${control.id}.`,
      ...sizing,
      winner: control.id,
    };
  }
  return { status: 'keep-running', text: `keep running — no arm differs from ${control.id} yet; ${toGo}.`, ...sizing };
}
