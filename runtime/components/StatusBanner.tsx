import { useTranslation } from 'react-i18next';
import type { ScheduleStatus, PublicSite } from '../../model/Site.ts';

/** Says when a promotion has ended (with a way on) or has not started yet. */
export function StatusBanner({ status, site }: { status: ScheduleStatus; site: Pick<PublicSite, 'basePath'> }) {
  const { t } = useTranslation();
  if (status === 'ended') {
    return (
      <div className="status-banner ended" role="status">
        <strong>{t('page.ended')}</strong> {t('page.endedThanks')} <a href={site.basePath}>{t('page.seeCurrent')}</a>
      </div>
    );
  }
  if (status === 'scheduled')
    return (
      <div className="status-banner" role="status">
        <strong>{t('page.comingSoon')}</strong> {t('page.notStarted')}
      </div>
    );
  return null;
}
