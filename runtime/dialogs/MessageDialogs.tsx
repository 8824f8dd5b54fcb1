/** Small message dialogs: thank-you after tournament registration, mystery-promotion done, secret-action terms. */
import { useTranslation } from 'react-i18next';
import { DialogShell } from './DialogShell.tsx';
import { closeDialog } from './dialog.ts';
import { getRuntime } from '../context/RuntimeContext.tsx';
import { getCookie } from '../core/cookies.ts';
import { STORAGE } from '../core/storageNames.ts';
import { safeRedirect } from '../auth/redirect/allowList.ts';
import { DIALOG_WIDTH } from './variants.ts';

export function ThanksDialog() {
  const { t } = useTranslation();
  const { boot } = getRuntime();
  return (
    <DialogShell title={t('thanks.title')} width={DIALOG_WIDTH.thanks} className="dlg-message">
      <p>{t('thanks.text')}</p>
      <a className="btn btn-primary btn-block" href={`${boot.site.hosts.mainApp}/sports/cricket`}>{t('thanks.cta')}</a>
    </DialogShell>
  );
}

/** 'LEARN MORE' → /bonuses on the current or remembered redirect address, query kept, id=642 added. */
export function mysteryLearnMore(promotionId = 642): string {
  const { boot } = getRuntime();
  const remembered = safeRedirect(getCookie(STORAGE.redirectUrl), boot.site.redirectHosts, location.href);
  const base = remembered ? `${remembered.origin}${remembered.pathname}` : boot.site.hosts.mainApp;
  const url = new URL(base.replace(/\/?$/, '/') + 'bonuses');
  for (const [k, v] of new URL(location.href).searchParams) url.searchParams.append(k, v);
  url.searchParams.set('id', String(promotionId));
  return url.href;
}

export function MysteryDoneDialog() {
  const { t } = useTranslation();
  return (
    <DialogShell title={t('mystery.title')} width={DIALOG_WIDTH.mysteryDone} className="dlg-message">
      <p>{t('mystery.text')}</p>
      <a className="btn btn-primary btn-block" href={mysteryLearnMore()}>{t('mystery.cta')}</a>
    </DialogShell>
  );
}

export function SecretTermsDialog() {
  const { t } = useTranslation();
  const terms = t('secret.terms', { returnObjects: true }) as unknown;
  return (
    <DialogShell title={t('secret.title')} width={DIALOG_WIDTH.secretTerms} className="dlg-message">
      <ol className="dlg-terms">{(Array.isArray(terms) ? terms : []).map((line, i) => <li key={i}>{String(line)}</li>)}</ol>
      <button type="button" className="btn btn-primary btn-block" onClick={closeDialog}>{t('secret.cta')}</button>
    </DialogShell>
  );
}
