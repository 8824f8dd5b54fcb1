/** Where a campaign's schedule stands at a moment; dates read in the schedule's time zone. */
import type { CampaignData } from '../../model/campaignSchema.ts';
import { parseLocal } from '../campaign/localTime.ts';
import { zonedEndOfDay } from '../../model/zonedTime.ts';
import { statusAt } from '../../model/scheduleStates.ts';
import type { ScheduleStatus } from '../../model/Site.ts';

export function scheduleWindow(c: CampaignData): { starts: number; ends: number } | null {
  const s = c.schedule;
  if (!s) return null;
  const tz = s.timeZone ?? 'UTC';
  const starts = parseLocal(s.starts, tz);
  // A date-only end means the whole of that day.
  const ends = parseLocal(s.ends, tz);
  if (starts === null || ends === null) return null;
  return { starts, ends: s.ends.length === 10 ? zonedEndOfDay(s.ends, tz) : ends };
}

export function scheduleStatus(c: CampaignData, at: number): ScheduleStatus {
  return statusAt(scheduleWindow(c), at);
}
