/** Reset password: asks for the e-mail and sends the recovery e-mail. */
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../context/RuntimeContext.tsx';
import { Field } from '../auth/forms/Field.tsx';
import { resetSchema } from '../auth/forms/validation.ts';
import { asApiError, isServerSide } from '../auth/api/ApiError.ts';
import { notify } from '../ui/notifications.ts';
import { hideSpinner, showSpinner } from '../ui/loader.ts';
import { DialogShell } from './DialogShell.tsx';
import { closeDialog, openDialog } from './dialog.ts';
import type { ResetPasswordData } from './dialogData.ts';
import { DIALOG_WIDTH } from './variants.ts';

export default function ResetPasswordDialog({ data }: { data: ResetPasswordData }) {
  const { t } = useTranslation();
  const { api } = useRuntime();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(resetSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    showSpinner();
    try {
      await api.post('/players/passwords', { email: email.trim() }, { auth: false });
      notify(t('notify.recoverySent'));
      closeDialog();
    } catch (e) {
      const err = asApiError(e);
      setError(isServerSide(err) ? t('notify.oops') : err.message);
    } finally {
      hideSpinner();
    }
  });
  return (
    <DialogShell title={t('auth.resetTitle')} width={DIALOG_WIDTH.reset} className="dlg-reset">
      <FormProvider {...form}>
        <form className="reg-form" noValidate onSubmit={onSubmit} aria-label={t('auth.resetTitle')}>
          <p className="field-note">{t('auth.resetText')}</p>
          <Field name="email" label={t('auth.email')} type="email" inputMode="email" autoComplete="email" />
          <div className="form-actions">
            {error && (
              <p className="form-error form-error-error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="btn btn-primary btn-block" disabled={form.formState.isSubmitting}>
              {t('auth.resetSubmit')}
            </button>
            <p className="switch-link">
              <button
                type="button"
                className="link-button"
                onClick={() => openDialog('sign-in', { variant: data.variant ?? 'default' })}
              >
                {t('auth.backToSignIn')}
              </button>
            </p>
          </div>
        </form>
      </FormProvider>
    </DialogShell>
  );
}
