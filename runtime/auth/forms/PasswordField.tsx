/**
 * A password input with a show/hide toggle. The two password fields validate each other (`deps`), so
 * one can show an error ("doesn't match") before the visitor has touched it; such an error is checked
 * again on every keystroke, so it goes as soon as the value is right — not on blur, where the form
 * getting shorter under the pointer would swallow the click on "Sign up".
 */
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from './Field.tsx';
import { heldBlur } from './heldBlur.ts';

export function PasswordField({
  name,
  label,
  autoComplete,
  deps,
}: {
  name: 'password' | 'repeatPassword';
  label: string;
  autoComplete: string;
  deps?: ('password' | 'repeatPassword')[];
}) {
  const id = useId();
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const { register, formState, trigger } = useFormContext<{ password: string; repeatPassword: string }>();
  const error = formState.errors[name]?.message;
  // The other field is checked against this one only once the visitor has been there: an untouched,
  // empty "Repeat password" is not "doesn't match" while the first password is still being typed.
  const depsNow = deps?.filter((d) => formState.touchedFields[d]);
  return (
    <div className={`field${error !== undefined ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field-control">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          aria-invalid={error !== undefined}
          aria-describedby={error?.trim() ? `${id}-error` : undefined}
          {...heldBlur(
            register(name, {
              deps: depsNow,
              onChange: () => {
                if (formState.errors[name]) void trigger(name);
              },
            }),
            !formState.touchedFields[name],
          )}
        />
        <button
          type="button"
          className="field-toggle"
          aria-pressed={shown}
          aria-label={t('auth.showPassword')}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? t('auth.hide') : t('auth.show')}
        </button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
