/**
 * The moment a local date-time of a campaign ("2024-06-02T00:30", or a date "2024-06-02" meaning its
 * midnight) stands for in an IANA zone, as epoch ms: what the checker reads with dayjs.tz, without
 * shipping a date library to the browser (tests/unit/formatDateInZone.test.ts holds them equal).
 */
import { dateTimeFormat } from './formatDateInZone.ts';

/** How far the zone's wall clock is ahead of UTC at a moment, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of dateTimeFormat('en-US', timeZone, 'parts').formatToParts(ms)) p[part.type] = Number(part.value);
  return Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0) - ms;
}

export function zonedEpoch(local: string, timeZone: string): number {
  const wall = Date.parse(`${local.length === 10 ? `${local}T00:00` : local}${local.length === 19 ? '' : ':00'}Z`);
  // The offset at the wall time read as UTC is right unless a change of offset lies between the two; one more step settles it.
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return offsetAt(first, timeZone) === offsetAt(second, timeZone) ? first : second;
}
