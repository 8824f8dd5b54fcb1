/** Thank-you after a tournament registration, with a link to the main application. */
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../context/RuntimeContext.tsx';
import { MessageDialog } from './MessageDialog.tsx';
import { DIALOG_WIDTH } from './variants.ts';

export default function ThanksDialog() {
  const { t } = useTranslation();
  const { boot } = useRuntime();
  return (
    <MessageDialog
      title={t('thanks.title')}
      text={t('thanks.text')}
      cta={t('thanks.cta')}
      href={`${boot.site.hosts.mainApp}/sports/cricket`}
      width={DIALOG_WIDTH.thanks}
    />
  );
}
