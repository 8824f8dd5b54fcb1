/** Sign-in by phone (default) or e-mail: validates, signs in, fetches the profile, then follows the campaign's rule. */
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { signInSchema, type SignInValues } from './validation.ts';
import { countryForCurrency, findCountry, phoneUsername } from '../phoneCountries.ts';
import { useRuntime } from '../../context/RuntimeContext.tsx';
import { completeAuth } from '../afterAuth.ts';
import { signIn } from '../signIn.ts';
import { captcha, captchaAfterError } from '../captcha.ts';
import { settings } from '../settings.ts';
import { fetchProfile, profile, setRedirectUrl } from '../profile.ts';
import { recordPlayerActivity } from '../playerActivity.ts';
import { hideSpinner, showSpinner } from '../../ui/loader.ts';
import { notify } from '../../ui/notifications.ts';
import { asApiError, isServerSide } from '../api/ApiError.ts';
import { ContactField, ContactTabs } from './ContactFields.tsx';
import { PasswordField } from './PasswordField.tsx';
import { CaptchaArea } from './CaptchaArea.tsx';

/** The sign-in form; `onDone` closes what holds it once the visitor is signed in. */
export function SignInForm({
  onReset,
  onSignUp,
  onDone,
  currency,
}: {
  onReset: () => void;
  onSignUp: () => void;
  onDone: () => void;
  currency?: string;
}) {
  const { t } = useTranslation();
  const { api, boot } = useRuntime();
  const s = useSnapshot(settings);
  const cap = useSnapshot(captcha);
  const [tab, setTab] = useState<'phone' | 'email'>('phone');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    mode: 'onTouched',
    defaultValues: {
      tab: 'phone',
      email: '',
      phone: '',
      phoneCountry: countryForCurrency(currency ?? s.defaultCurrency).iso,
      password: '',
    },
  });

  const onSubmit = form.handleSubmit(async (v) => {
    setFormError(null);
    showSpinner();
    const token = captcha.token;
    try {
      const country = findCountry(v.phoneCountry)!;
      const res = await signIn(
        api,
        boot,
        v.tab === 'email' ? v.email.trim() : phoneUsername(v.phone, country),
        v.password,
        token,
      );
      // Session first, then the profile, then (if the campaign says so) on to the main application.
      const target = completeAuth(res, 'login', boot, () => undefined);
      await fetchProfile(api).catch(() => undefined);
      notify(t('notify.signedIn'));
      onDone();
      await recordPlayerActivity(api, {
        playerUuid: profile.player?.info?.uuid ?? res.uuid,
        action: 'login',
        landingName: boot.slug,
        partnerUrl: location.href,
      });
      if (target) setRedirectUrl(target.href);
    } catch (e) {
      const err = asApiError(e);
      captchaAfterError(err, !!token);
      setFormError(
        err.kind === 'too-many-requests'
          ? t('captcha.hint')
          : err.kind === 'network' || isServerSide(err)
            ? t('notify.oops')
            : err.message,
      );
    } finally {
      hideSpinner();
    }
  });

  return (
    <FormProvider {...form}>
      <form className="reg-form" noValidate onSubmit={onSubmit} aria-label={t('auth.signInTitle')}>
        <ContactTabs
          tabs={['phone', 'email']}
          value={tab}
          label={t('auth.signInTitle')}
          onChange={(next) => {
            setTab(next as 'phone' | 'email');
            form.setValue('tab', next as 'phone' | 'email');
            form.clearErrors();
          }}
        />
        <ContactField tab={tab} />
        <PasswordField name="password" label={t('auth.password')} autoComplete="current-password" />
        <p className="forgot">
          <button type="button" className="link-button" onClick={onReset}>
            {t('auth.forgotPassword')}
          </button>
        </p>
        <CaptchaArea />
        <div className="form-actions">
          {formError && (
            <p className="form-error form-error-error" role="alert">
              {formError}
            </p>
          )}
          <button
            type="submit"
            className="btn btn-primary btn-block"
            disabled={form.formState.isSubmitting || (cap.displayCaptcha && cap.required && !cap.token)}
          >
            {t('auth.signIn')}
          </button>
          <p className="switch-link">
            {t('auth.noAccount')}{' '}
            <button type="button" className="link-button" onClick={onSignUp}>
              {t('auth.createAccount')}
            </button>
          </p>
        </div>
      </form>
    </FormProvider>
  );
}
