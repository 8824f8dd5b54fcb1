/** A labelled input row with its error, wired for screen readers (aria-invalid, aria-describedby). */
import { useId, type ReactNode } from 'react';
import { useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';

import { useTranslation } from 'react-i18next';
import { heldBlur } from './heldBlur.ts';

/** A field's error; messages are locale keys (or server texts, shown as they are). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const { t } = useTranslation();
  const text = message?.trim();
  return text ? (
    <p id={id} className="field-error" role="alert">
      {t(text, { defaultValue: text })}
    </p>
  ) : null;
}

interface FieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'email' | 'tel' | 'numeric' | 'text';
  placeholder?: string;
  children?: ReactNode;
  deps?: FieldPath<T>[];
}

export function Field<T extends FieldValues>({
  name,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  children,
  deps,
}: FieldProps<T>) {
  const id = useId();
  const { register, formState, getFieldState } = useFormContext<T>();
  const error = formState.errors[name]?.message as string | undefined;
  return (
    <div className={`field${error !== undefined ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field-control">
        {children}
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          aria-invalid={error !== undefined}
          aria-describedby={error?.trim() ? `${id}-error` : undefined}
          {...heldBlur(register(name, { deps }), !getFieldState(name, formState).isTouched)}
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
