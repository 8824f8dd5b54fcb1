/**
 * Counts recorded events per arm of one experiment, pure: visitors (pixel calls), sign-up dialog
 * opens (statistics calls) and registrations, then conversion (registrations per visitor) with its
 * 95 % interval and the test of each arm against the control.
 */
import { twoProportionTest, wilsonInterval, type ZTest } from './abStats.ts';

/** One recorded event, flat: what the sandbox's /__sandbox/events gives (data.experiment/arm) or a CSV row. */
export interface ArmEvent { kind: string; experiment: string | null; arm: string | null }

export interface ArmRow {
  id: string;
  control: boolean;
  weight: number;
  visitors: number;
  opens: number;
  registrations: number;
  conversion: number;
  interval: [number, number];
  vsControl: ZTest | null;
}

const KIND = { pixel: 'visitors', statistics: 'opens', registration: 'registrations' } as const;

export function tallyArms(events: readonly ArmEvent[], experiment: string, arms: readonly { id: string; weight: number; control: boolean }[]): ArmRow[] {
  const counts = new Map(arms.map((a) => [a.id, { visitors: 0, opens: 0, registrations: 0 }]));
  for (const e of events) {
    const field = KIND[e.kind as keyof typeof KIND];
    const c = e.experiment === experiment && e.arm ? counts.get(e.arm) : undefined;
    if (field && c) c[field]++;
  }
  const rows = arms.map((a) => {
    const c = counts.get(a.id)!;
    return { id: a.id, control: a.control, weight: a.weight, ...c, conversion: c.visitors ? c.registrations / c.visitors : 0, interval: wilsonInterval(c.registrations, c.visitors), vsControl: null as ZTest | null };
  });
  const control = rows.find((r) => r.control);
  for (const r of rows) {
    if (!control || r === control) continue;
    r.vsControl = twoProportionTest({ successes: control.registrations, trials: control.visitors }, { successes: r.registrations, trials: r.visitors });
  }
  return rows;
}
