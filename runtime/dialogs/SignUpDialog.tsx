/** The registration dialog: one component, its variant (from the campaign) decides what shows. */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../context/RuntimeContext.tsx';
import { RegistrationForm } from '../auth/forms/RegistrationForm.tsx';
import { SignInForm } from '../auth/forms/SignInForm.tsx';
import { bonuses } from '../auth/bonuses.ts';
import { formatAmount } from '../content/formatMoney.ts';
import { DialogShell } from './DialogShell.tsx';
import { DialogArt } from './DialogArt.tsx';
import { FORTUNE_PRIZE, SIGN_UP } from './variants.ts';
import { closeDialog, openDialog } from './dialog.ts';
import { goToSignIn } from './goToSignIn.ts';
import type { SignUpData } from './dialogData.ts';

function Banner({ kind }: { kind: 'gift' | 'fortune' }) {
  const { t, i18n } = useTranslation();
  const b = useSnapshot(bonuses);
  if (kind === 'fortune')
    return (
      <div className="dlg-banner dlg-banner-fortune">
        <strong>
          {t('auth.fortuneBanner', {
            amount: formatAmount(FORTUNE_PRIZE.amount, i18n.language),
            currency: FORTUNE_PRIZE.currency,
          })}
        </strong>
        <span>{t('auth.fortuneBannerText')}</span>
      </div>
    );
  const max = Math.max(0, ...b.list.map((x) => x.max_bonus?.amount ?? 0)) / 100;
  if (!max) return null;
  return (
    <div className="dlg-banner dlg-banner-gift">
      <strong>{t('auth.giftBanner', { amount: formatAmount(max, i18n.language), currency: b.currency })}</strong>
    </div>
  );
}

export default function SignUpDialog({ data }: { data: SignUpData }) {
  const { t } = useTranslation();
  const { boot } = useRuntime();
  const name = data.variant ?? 'aviator';
  const variant = SIGN_UP[name];
  const [tab, setTab] = useState<'register' | 'login'>(data.tab === 'login' ? 'login' : 'register');
  const live = name === 'live-casino';
  const title = live ? t('auth.liveCasinoTitle') : t('auth.signUpTitle');
  return (
    <DialogShell title={title} width={variant.width} className={`dlg-signup dlg-${name}`}>
      <div className="dlg-split">
        {variant.width >= 900 && <DialogArt kind={variant.image} />}
        <div className="dlg-main">
          {variant.banner && <Banner kind={variant.banner} />}
          {live && (
            <div className="tabs" role="tablist" aria-label={title}>
              <button
                type="button"
                role="tab"
                aria-selected={tab === 'register'}
                className={tab === 'register' ? 'tab tab-active' : 'tab'}
                onClick={() => setTab('register')}
              >
                {t('auth.register')}
              </button>
              <button
                type="button"
                role="tab"
                aria-selected={tab === 'login'}
                className={tab === 'login' ? 'tab tab-active' : 'tab'}
                onClick={() => setTab('login')}
              >
                {t('auth.login')}
              </button>
            </div>
          )}
          {live && tab === 'login' ? (
            <SignInForm
              currency={data.currency}
              onReset={() => openDialog('reset-password', {})}
              onSignUp={() => setTab('register')}
              onDone={closeDialog}
            />
          ) : (
            <RegistrationForm
              options={variant}
              data={data}
              onSignIn={() => (live ? setTab('login') : goToSignIn(data, boot))}
              onDone={closeDialog}
            />
          )}
        </div>
      </div>
    </DialogShell>
  );
}
