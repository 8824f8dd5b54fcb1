/** A password input with a show/hide toggle. */
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from './Field.tsx';

export function PasswordField({ name, label, autoComplete, deps }: { name: 'password' | 'repeatPassword'; label: string; autoComplete: string; deps?: ('password' | 'repeatPassword')[] }) {
  const id = useId();
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const { register, formState } = useFormContext<{ password: string; repeatPassword: string }>();
  const error = formState.errors[name]?.message;
  return (
    <div className={`field${error !== undefined ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field-control">
        <input id={id} type={shown ? 'text' : 'password'} autoComplete={autoComplete} aria-invalid={error !== undefined} aria-describedby={error?.trim() ? `${id}-error` : undefined} {...register(name, { deps })} />
        <button type="button" className="field-toggle" aria-pressed={shown} aria-label={t('auth.showPassword')} onClick={() => setShown((s) => !s)}>
          {shown ? t('auth.hide') : t('auth.show')}
        </button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
