import type { ScheduleStatus, PublicSite } from '../../cli/site/Site.ts';

/** Says when a promotion has ended (with a way on) or has not started yet. */
export function StatusBanner({ status, site }: { status: ScheduleStatus; site: Pick<PublicSite, 'basePath'> }) {
  if (status === 'ended') {
    return (
      <div className="status-banner ended" role="status">
        <strong>This promotion has ended.</strong> Thank you for taking part. <a href={site.basePath}>See current promotions</a>.
      </div>
    );
  }
  if (status === 'scheduled') return <div className="status-banner" role="status"><strong>Coming soon.</strong> This promotion has not started yet.</div>;
  return null;
}
