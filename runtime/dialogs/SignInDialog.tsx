/** The sign-in dialog and its variants (default with the welcome-back image, 518-wide login, casino, fortune). */
import { useTranslation } from 'react-i18next';
import { DialogShell } from './DialogShell.tsx';
import { SignInForm } from '../auth/forms/SignInForm.tsx';
import { SIGN_IN, signUpFromSignIn } from './variants.ts';
import { closeDialog, openDialog, type DialogData } from './dialog.ts';
import { DialogArt } from './DialogArt.tsx';

export default function SignInDialog({ data }: { data: DialogData }) {
  const { t } = useTranslation();
  const variant = SIGN_IN[data.variant ?? 'default'] ?? SIGN_IN.default!;
  const toReset = () => {
    if (variant.closeOnReset) closeDialog();
    openDialog('reset-password', { variant: data.variant });
  };
  const toSignUp = () => {
    const next = signUpFromSignIn(data.variant ?? 'default', data.name);
    openDialog('sign-up', { ...data, ...next.data, variant: next.variant });
  };
  return (
    <DialogShell title={t('auth.signInTitle')} width={variant.width} className={`dlg-signin dlg-signin-${data.variant ?? 'default'}`}>
      <div className="dlg-split">
        {variant.image && <DialogArt kind="welcome-back" caption={t('auth.welcomeBack')} text={t('auth.welcomeBackText')} />}
        <div className="dlg-main">
          <SignInForm currency={data.currency} onReset={toReset} onSignUp={toSignUp} />
        </div>
      </div>
    </DialogShell>
  );
}
