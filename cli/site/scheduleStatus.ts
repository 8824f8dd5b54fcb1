/** Where a campaign's schedule stands at a moment; dates read in the schedule's time zone. */
import type { CampaignData } from '../../model/campaignSchema.ts';
import { parseLocal } from '../campaign/rules.ts';
import type { ScheduleStatus } from '../../model/Site.ts';

export function scheduleWindow(c: CampaignData): { starts: number; ends: number } | null {
  const s = c.schedule;
  if (!s) return null;
  const tz = s.timeZone ?? 'UTC';
  const starts = parseLocal(s.starts, tz);
  // A date-only end means the whole of that day.
  const ends = parseLocal(s.ends, tz);
  if (!starts || !ends) return null;
  return { starts: starts.valueOf(), ends: (s.ends.length === 10 ? ends.endOf('day') : ends).valueOf() };
}

export function scheduleStatus(c: CampaignData, at: number): ScheduleStatus {
  const w = scheduleWindow(c);
  if (!w) return 'always';
  return at < w.starts ? 'scheduled' : at > w.ends ? 'ended' : 'live';
}
