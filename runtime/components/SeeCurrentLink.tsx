import { useTranslation } from 'react-i18next';
import type { PublicSite } from '../../model/Site.ts';

/** Once a promotion has ended, its main action leads on to the current promotions. */
export function SeeCurrentLink({ site }: { site: Pick<PublicSite, 'basePath'> }) {
  const { t } = useTranslation();
  return (
    <a className="btn btn-primary btn-large" href={site.basePath}>
      {t('page.seeCurrent')}
    </a>
  );
}
