import { useTranslation } from 'react-i18next';

/** "More info": opens the campaign's info dialog (a plain anchor to it without JavaScript). */
export function MoreInfoLink() {
  const { t } = useTranslation();
  return (
    <a className="btn btn-ghost btn-large" href="#promo-info" data-dialog="info">
      {t('page.moreInfo')}
    </a>
  );
}
