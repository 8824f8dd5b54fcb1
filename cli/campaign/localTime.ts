/** Campaign dates as the checker reads them: a time zone Intl knows, and a local date-time in its zone as epoch ms. */
import { isLocalDateTime, zonedEpoch } from '../../model/zonedTime.ts';

const zoneValidity = new Map<string, boolean>();
/** Whether Intl knows the zone; remembered per name (building a formatter is slow, and every campaign names one). */
export function isValidTimeZone(tz: string): boolean {
  let valid = zoneValidity.get(tz);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      valid = true;
    } catch {
      valid = false;
    }
    if (zoneValidity.size < 1000) zoneValidity.set(tz, valid);
  }
  return valid;
}

/** A schedule date read in its zone, as epoch ms (2026-12-01 18:00 reads like 2026-12-01T18:00); null if it is not a real calendar date. */
export function parseLocal(value: string, tz: string): number | null {
  return isLocalDateTime(value) ? zonedEpoch(value, tz) : null;
}
