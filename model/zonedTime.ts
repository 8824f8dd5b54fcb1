/**
 * The moment a local date-time of a campaign ("2024-06-02T00:30", or a date "2024-06-02" meaning its
 * midnight) stands for in an IANA zone, as epoch ms. The one reading of campaign dates: the checker,
 * the build's schedule states and the pages all use it (tests/unit/formatDateInZone.test.ts holds it
 * equal to dayjs.tz, with no date library shipped to the browser). An unknown zone throws a RangeError
 * (the checker rejects such zones before anything is built).
 * A time that a clock change skips or repeats reads with the offset before the change, as dayjs
 * does for a skipped one (for a repeated one dayjs depends on the day it runs; this takes the first).
 */

const DAY = 86_400_000;

/** One formatter per zone, giving every field as a number: creating one costs far more than using it. */
const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormats.set(timeZone, f);
  }
  return f;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A campaign's local date or date-time ("2026-12-01", "2026-12-01T18:00", "2026-12-01 18:00:30") that names a real calendar moment. */
export function isLocalDateTime(local: string): boolean {
  const m = LOCAL.exec(local);
  if (!m) return false;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((x) => (x === undefined ? undefined : Number(x))) as number[];
  const t = new Date(Date.UTC(y!, mo! - 1, d!, h, mi, s));
  return (
    t.getUTCFullYear() === y &&
    t.getUTCMonth() === mo! - 1 &&
    t.getUTCDate() === d &&
    t.getUTCHours() === h &&
    t.getUTCMinutes() === mi &&
    t.getUTCSeconds() === s
  );
}

/** The last millisecond of a local date's day in a zone: a date-only end means the whole of that day. */
export const zonedEndOfDay = (date: string, timeZone: string) =>
  zonedEpoch(`${date.slice(0, 10)}T23:59:59`, timeZone) + 999;

/** How far the zone's wall clock is ahead of UTC at a moment, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of partsFormat(timeZone).formatToParts(ms)) p[part.type] = Number(part.value);
  return Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0) - ms;
}

/** Readings already made (thousands of campaigns share a few dates and zones); capped, as page code keeps it too. */
const epochs = new Map<string, number>();

export function zonedEpoch(local: string, timeZone: string): number {
  const key = `${timeZone} ${local}`;
  let epoch = epochs.get(key);
  if (epoch === undefined) {
    epoch = readZoned(local, timeZone);
    if (epochs.size < 10_000) epochs.set(key, epoch);
  }
  return epoch;
}

function readZoned(local: string, timeZone: string): number {
  local = local.replace(' ', 'T');
  const wall = Date.parse(`${local.length === 10 ? `${local}T00:00` : local}${local.length === 19 ? '' : ':00'}Z`);
  // Zones change offset at most once in a few days: the offsets a day either side are the only candidates.
  const before = offsetAt(wall - DAY, timeZone);
  const after = offsetAt(wall + DAY, timeZone);
  const first = wall - before;
  if (before === after || offsetAt(first, timeZone) === before) return first;
  const second = wall - after;
  return offsetAt(second, timeZone) === after ? second : first;
}
