import type { PageData } from '../../model/Site.ts';
import type { DateStyle } from '../content/formatDateInZone.ts';
import { useCampaignDates, type ZoneMark } from './useCampaignDates.ts';

/** The schedule's window as two machine-readable <time> elements, "from – to", and the zone's name. */
export function ScheduleRange({
  page,
  style,
  mark,
}: {
  page: Pick<PageData, 'campaign' | 'status' | 'window'>;
  style: DateStyle;
  mark: Exclude<ZoneMark, 'none'>;
}) {
  const dates = useCampaignDates(page);
  const w = page.window;
  if (!w) return null;
  const iso = (ms: number) => new Date(ms).toISOString();
  const zone = dates.zone(w.ends);
  return (
    <>
      <time dateTime={iso(w.starts)}>{dates.format(w.starts, style)}</time> –{' '}
      <time dateTime={iso(w.ends)}>{dates.format(w.ends, style)}</time>
      {mark === 'parens' ? <> ({zone})</> : <> {zone}</>}
    </>
  );
}
