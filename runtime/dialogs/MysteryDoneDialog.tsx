/** The mystery promotion is done: a 'LEARN MORE' link to the bonuses page of the main application. */
import { useTranslation } from 'react-i18next';
import type { BootData } from '../core/BootData.ts';
import { getCookie } from '../core/cookies.ts';
import { STORAGE } from '../core/storageNames.ts';
import { safeRedirect } from '../auth/redirect/allowList.ts';
import { useRuntime } from '../context/RuntimeContext.tsx';
import { MessageDialog } from './MessageDialog.tsx';
import { DIALOG_WIDTH } from './variants.ts';

/** 'LEARN MORE' → /bonuses on the current or remembered redirect address, query kept, id=642 added. */
export function mysteryLearnMore(boot: BootData, promotionId = 642): string {
  const remembered = safeRedirect(getCookie(STORAGE.redirectUrl), boot.site.redirectHosts, location.href);
  const base = remembered ? `${remembered.origin}${remembered.pathname}` : boot.site.hosts.mainApp;
  const url = new URL(base.replace(/\/?$/, '/') + 'bonuses');
  for (const [k, v] of new URL(location.href).searchParams) url.searchParams.append(k, v);
  url.searchParams.set('id', String(promotionId));
  return url.href;
}

export default function MysteryDoneDialog() {
  const { t } = useTranslation();
  const { boot } = useRuntime();
  return (
    <MessageDialog
      title={t('mystery.title')}
      text={t('mystery.text')}
      cta={t('mystery.cta')}
      href={mysteryLearnMore(boot)}
      width={DIALOG_WIDTH.mysteryDone}
    />
  );
}
