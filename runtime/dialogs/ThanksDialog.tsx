/** Thank-you after a tournament registration, with a link to the main application. */
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../context/RuntimeContext.tsx';
import { DialogShell } from './DialogShell.tsx';
import { DIALOG_WIDTH } from './variants.ts';

export default function ThanksDialog() {
  const { t } = useTranslation();
  const { boot } = useRuntime();
  return (
    <DialogShell title={t('thanks.title')} width={DIALOG_WIDTH.thanks} className="dlg-message">
      <p>{t('thanks.text')}</p>
      <a className="btn btn-primary btn-block" href={`${boot.site.hosts.mainApp}/sports/cricket`}>{t('thanks.cta')}</a>
    </DialogShell>
  );
}
