/**
 * The moment a local date-time of a campaign ("2024-06-02T00:30", or a date "2024-06-02" meaning its
 * midnight) stands for in an IANA zone, as epoch ms: what the checker reads with dayjs.tz, without
 * shipping a date library to the browser (tests/unit/formatDateInZone.test.ts holds them equal).
 * A time that a clock change skips or repeats reads with the offset before the change, as dayjs
 * does for a skipped one (for a repeated one dayjs depends on the day it runs; this takes the first).
 */
import { dateTimeFormat } from './formatDateInZone.ts';

const DAY = 86_400_000;

/** How far the zone's wall clock is ahead of UTC at a moment, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of dateTimeFormat('en-US', timeZone, 'parts').formatToParts(ms)) p[part.type] = Number(part.value);
  return Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0) - ms;
}

export function zonedEpoch(local: string, timeZone: string): number {
  const wall = Date.parse(`${local.length === 10 ? `${local}T00:00` : local}${local.length === 19 ? '' : ':00'}Z`);
  // Zones change offset at most once in a few days: the offsets a day either side are the only candidates.
  const before = offsetAt(wall - DAY, timeZone);
  const after = offsetAt(wall + DAY, timeZone);
  const first = wall - before;
  if (before === after || offsetAt(first, timeZone) === before) return first;
  const second = wall - after;
  return offsetAt(second, timeZone) === after ? second : first;
}
