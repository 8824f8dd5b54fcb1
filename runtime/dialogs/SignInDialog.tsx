/** The sign-in dialog and its variants (default with the welcome-back image, 518-wide login, casino, fortune). */
import { useTranslation } from 'react-i18next';
import { SignInForm } from '../auth/forms/SignInForm.tsx';
import { DialogShell } from './DialogShell.tsx';
import { DialogArt } from './DialogArt.tsx';
import { SIGN_IN, signUpFromSignIn } from './variants.ts';
import { closeDialog, openDialog } from './dialog.ts';
import { isSignUpVariant, type SignInData } from './dialogData.ts';
import { useRuntime } from '../context/RuntimeContext.tsx';

export default function SignInDialog({ data }: { data: SignInData }) {
  const { t } = useTranslation();
  const { boot } = useRuntime();
  const name = data.variant ?? 'default';
  const variant = SIGN_IN[name];
  const toReset = () => {
    if (variant.closeOnReset) closeDialog();
    openDialog('reset-password', { variant: data.variant });
  };
  const toSignUp = () => {
    const pageSignUp = boot.cta?.kind === 'sign-up' && isSignUpVariant(boot.cta.variant) ? boot.cta.variant : undefined;
    const next = signUpFromSignIn(name, data.name, pageSignUp);
    openDialog('sign-up', { ...data, ...next.data, variant: next.variant });
  };
  return (
    <DialogShell title={t('auth.signInTitle')} width={variant.width} className={`dlg-signin dlg-signin-${name}`}>
      <div className="dlg-split">
        {variant.image && (
          <DialogArt kind="welcome-back" caption={t('auth.welcomeBack')} text={t('auth.welcomeBackText')} />
        )}
        <div className="dlg-main">
          <SignInForm currency={data.currency} onReset={toReset} onSignUp={toSignUp} onDone={closeDialog} />
        </div>
      </div>
    </DialogShell>
  );
}
