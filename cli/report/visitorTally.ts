/**
 * A/B events counted per visitor, pure: each visitor belongs to the arm of their first event (a
 * visitor seen in two arms is left out and counted apart: their cookie was lost or tampered with),
 * and counts once as a visitor, once as an opener, once as a registrant, whatever they repeated. A
 * visitor whose first event is an opening or a registration (before the 3 s pixel) is a visitor too.
 * Counts are cumulative at the end of each UTC day, for the daily looks and the chart.
 */
import type { AbEvent } from '../../model/abEvents.ts';

export const DAY_MS = 86_400_000;

export interface ArmCounts {
  visitors: number;
  openers: number;
  registrants: number;
}
export interface Tally {
  arms: Record<string, ArmCounts>;
  /** Cumulative counts at the end of each UTC day from the first event's to the last's (oldest first). */
  days: { day: string; end: number; arms: Record<string, ArmCounts> }[];
  first: number | null;
  last: number | null;
  /** Visitors seen in more than one arm (left out), and events of arms the campaign does not declare (left out). */
  switched: number;
  unknownArm: number;
}

interface Visitor {
  arm: string;
  seen: number;
  opened: number | null;
  registered: number | null;
  switched: boolean;
}

export function tallyVisitors(events: readonly AbEvent[], experiment: string, arms: readonly string[]): Tally {
  const known = new Set(arms);
  const mine = events.filter((e) => e.experiment === experiment).sort((a, b) => a.time - b.time);
  const visitors = new Map<string, Visitor>();
  let unknownArm = 0;
  for (const e of mine) {
    if (!known.has(e.arm)) {
      unknownArm++;
      continue;
    }
    let v = visitors.get(e.visitor);
    if (!v) {
      v = { arm: e.arm, seen: e.time, opened: null, registered: null, switched: false };
      visitors.set(e.visitor, v);
    }
    if (v.arm !== e.arm) v.switched = true;
    if (e.event === 'open') v.opened ??= e.time;
    if (e.event === 'registration') v.registered ??= e.time;
  }
  const kept = [...visitors.values()].filter((v) => !v.switched);
  const zero = () =>
    Object.fromEntries(arms.map((a) => [a, { visitors: 0, openers: 0, registrants: 0 }])) as Record<string, ArmCounts>;
  const countUpTo = (end: number) => {
    const c = zero();
    for (const v of kept) {
      const a = c[v.arm]!;
      if (v.seen < end) a.visitors++;
      if (v.opened !== null && v.opened < end) a.openers++;
      if (v.registered !== null && v.registered < end) a.registrants++;
    }
    return c;
  };
  const first = kept.reduce<number | null>((m, v) => (m === null || v.seen < m ? v.seen : m), null);
  const last = mine.length ? mine[mine.length - 1]!.time : null;
  const days: Tally['days'] = [];
  if (first !== null && last !== null) {
    for (let start = Math.floor(first / DAY_MS) * DAY_MS; start <= last; start += DAY_MS) {
      const end = Math.min(start + DAY_MS, last + 1);
      days.push({ day: new Date(start).toISOString().slice(0, 10), end, arms: countUpTo(end) });
    }
  }
  return {
    arms: countUpTo(Number.POSITIVE_INFINITY),
    days,
    first,
    last,
    switched: visitors.size - kept.length,
    unknownArm,
  };
}
