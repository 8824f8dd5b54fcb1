/** The secret action's terms, as a numbered list from the locale file. */
import { useTranslation } from 'react-i18next';
import { closeDialog } from './dialog.ts';
import { DialogShell } from './DialogShell.tsx';
import { DIALOG_WIDTH } from './variants.ts';

export default function SecretTermsDialog() {
  const { t } = useTranslation();
  const terms: unknown = t('secret.terms', { returnObjects: true });
  return (
    <DialogShell title={t('secret.title')} width={DIALOG_WIDTH.secretTerms} className="dlg-message">
      <ol className="dlg-terms">
        {(Array.isArray(terms) ? terms : []).map((line, i) => (
          <li key={i}>{String(line)}</li>
        ))}
      </ol>
      <button type="button" className="btn btn-primary btn-block" onClick={closeDialog}>
        {t('secret.cta')}
      </button>
    </DialogShell>
  );
}
