/**
 * The registration form every sign-up variant shares; the variant decides which parts show.
 * On failure it keeps what was typed and shows the server's message where the spec puts it (registrationErrorPlace.ts).
 */
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { registrationSchema, type RegistrationValues } from './validation.ts';
import { countryForCurrency } from '../phoneCountries.ts';
import type { RegistrationOptions, RegistrationPreset, ContactTab } from './registrationOptions.ts';
import { settings } from '../settings.ts';
import { captcha, captchaAfterError, captchaBlocksSubmit } from '../captcha.ts';
import { hideSpinner, showSpinner } from '../../ui/loader.ts';
import { notify } from '../../ui/notifications.ts';
import { useRuntime } from '../../context/RuntimeContext.tsx';
import { completeAuth } from '../afterAuth.ts';
import { setRedirectUrl } from '../profile.ts';
import { recordPlayerActivity } from '../playerActivity.ts';
import { reportRegistrationOpening } from '../reportRegistrationOpening.ts';
import { generatePassword, submitRegistration } from '../submitRegistration.ts';
import { newFormId } from '../../core/experimentArm.ts';
import { useRegistrationBonuses } from './useRegistrationBonuses.ts';
import { initialCurrency } from './initialCurrency.ts';
import { CURRENCIES } from '../../../model/codes.ts';
import { asApiError } from '../api/ApiError.ts';
import { registrationErrorPlace } from './registrationErrorPlace.ts';
import { ContactField, ContactTabs } from './ContactFields.tsx';
import { PasswordField } from './PasswordField.tsx';
import { CurrencySelect } from './CurrencySelect.tsx';
import { PromoField } from './PromoField.tsx';
import { BonusSelect } from './BonusSelect.tsx';
import { Agreements } from './Agreements.tsx';
import { CaptchaArea } from './CaptchaArea.tsx';

type UiTab = ContactTab;

/** The registration form; `onDone` closes what holds it once the visitor is registered. */
export function RegistrationForm({
  options: variant,
  data,
  onSignIn,
  onDone,
}: {
  options: RegistrationOptions;
  data: RegistrationPreset;
  onSignIn: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { api, boot } = useRuntime();
  const s = useSnapshot(settings);
  const cap = useSnapshot(captcha);
  const [uiTab, setUiTab] = useState<UiTab>(variant.tabs[0]!);
  const [formError, setFormError] = useState<{ message: string; tone: 'warning' | 'error' } | null>(null);
  const formId = useMemo(() => newFormId(boot), [boot]);
  const known = s.currencies.length ? s.currencies.map((c) => c.iso_code.toUpperCase()) : CURRENCIES;
  const currency = initialCurrency({
    dialog: data.currency,
    // No address in the build's pre-render (pages/renderStaticDialog.tsx): the campaign's own currency.
    query: new URLSearchParams(typeof location === 'undefined' ? '' : location.search),
    queryKey: boot.features.currencyQuery,
    wins: boot.features.currencyWins,
    known,
    fallback: s.defaultCurrency,
  });
  const form = useForm<RegistrationValues>({
    resolver: zodResolver(
      registrationSchema({
        requireSecondCheckbox: variant.checkboxes === 'both',
        repeatPassword: variant.repeatPassword || uiTab === 'one-click',
      }),
    ),
    mode: 'onTouched',
    defaultValues: {
      tab: uiTab === 'email' ? 'email' : 'phone',
      email: '',
      phone: '',
      phoneCountry: countryForCurrency(currency).iso,
      password: '',
      repeatPassword: '',
      currency,
      promo: '',
      isPromo: false,
      bonusId: '',
      checkbox1: true,
      checkbox2: true,
      newsletter: true,
    },
  });
  const isPromo = form.watch('isPromo');
  const bonusOptions = useRegistrationBonuses(form, variant.bonus, data.bonus, variant.crashBonuses);
  const currencies = s.currencies.length ? s.currencies : [{ iso_code: currency }];

  useEffect(() => reportRegistrationOpening(api, boot, formId, variant.statisticsType), [formId]);

  const switchTab = (tab: UiTab) => {
    setUiTab(tab);
    form.setValue('tab', tab === 'email' ? 'email' : 'phone');
    // The unused contact is cleared by the tab.
    if (tab === 'email') form.setValue('phone', '');
    else form.setValue('email', '');
    const pw = tab === 'one-click' ? generatePassword() : '';
    form.setValue('password', pw);
    form.setValue('repeatPassword', pw);
    form.clearErrors();
  };

  const onSubmit = form.handleSubmit(async (raw) => {
    const values = {
      ...raw,
      repeatPassword: variant.repeatPassword || uiTab === 'one-click' ? raw.repeatPassword : raw.password,
      checkbox2: variant.checkboxes === 'first' ? true : raw.checkbox2,
    };
    setFormError(null);
    showSpinner();
    const token = captcha.token;
    try {
      const res = await submitRegistration(api, boot, values, formId, token);
      // Session first (before anything says "registered"), then the player activity, then (if the
      // campaign says so) on to the main application.
      const target = completeAuth(res, 'register', boot, () => undefined);
      if (uiTab === 'one-click') notify(t('auth.generatedPassword', { password: values.password }), { timeout: -1 });
      notify(t('notify.registered'));
      onDone();
      await recordPlayerActivity(api, {
        playerUuid: res.uuid,
        action: 'register',
        landingName: boot.slug,
        partnerUrl: location.href,
      });
      if (target) setRedirectUrl(target.href);
    } catch (e) {
      const err = asApiError(e);
      captchaAfterError(err, !!token);
      const place = registrationErrorPlace(err, uiTab, variant);
      if (place.notification)
        notify(place.notification.message, { code: place.notification.code, tone: place.notification.tone });
      if (place.field) form.setError(place.field.name, { message: place.field.message }, { shouldFocus: true });
      if (place.form) {
        const { message, tone } = place.form;
        setFormError({
          message: message === 'oops' ? t('notify.oops') : message === 'captcha' ? t('captcha.hint') : message,
          tone,
        });
      }
    } finally {
      hideSpinner();
    }
  });

  const showPassword = uiTab !== 'one-click';
  return (
    <FormProvider {...form}>
      <form className="reg-form" noValidate onSubmit={onSubmit} aria-label={t('auth.signUpTitle')}>
        {variant.tabs.length > 1 && (
          <ContactTabs tabs={variant.tabs} value={uiTab} onChange={switchTab} label={t('auth.signUpTitle')} />
        )}
        {uiTab === 'one-click' && <p className="field-note">{t('auth.oneClickText')}</p>}
        <ContactField tab={uiTab} />
        {showPassword && (
          <PasswordField
            name="password"
            label={t('auth.password')}
            autoComplete="new-password"
            deps={variant.repeatPassword ? ['repeatPassword'] : undefined}
          />
        )}
        {showPassword && variant.repeatPassword && (
          <PasswordField
            name="repeatPassword"
            label={t('auth.repeatPassword')}
            autoComplete="new-password"
            deps={['password']}
          />
        )}
        <CurrencySelect currencies={currencies} />
        {variant.promo && <PromoField />}
        {variant.bonus && !isPromo && <BonusSelect options={bonusOptions} currency={form.watch('currency')} />}
        <Agreements second={variant.checkboxes !== 'first'} newsletter={variant.newsletter} />
        <CaptchaArea />
        {/* The main action stays in view (sticky at the dialog's foot) however long the form is. */}
        <div className="form-actions">
          {formError && (
            <p className={`form-error form-error-${formError.tone}`} role="alert">
              {formError.message}
            </p>
          )}
          <button
            type="submit"
            className="btn btn-primary btn-block"
            disabled={
              form.formState.isSubmitting || (cap.displayCaptcha && cap.required && !cap.token) || captchaBlocksSubmit()
            }
          >
            {t('auth.signUp')}
          </button>
          <p className="switch-link">
            {t('auth.haveAccount')}{' '}
            <button type="button" className="link-button" onClick={onSignIn}>
              {t('auth.signIn')}
            </button>
          </p>
        </div>
      </form>
    </FormProvider>
  );
}
