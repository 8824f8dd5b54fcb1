/** The two agreement boxes (preset as accepted) and the optional newsletter box. */
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useRuntime } from '../../context/RuntimeContext.tsx';
import { FieldError } from './Field.tsx';

function Check({ name, label }: { name: 'checkbox1' | 'checkbox2' | 'newsletter'; label: ReactNode }) {
  const id = useId();
  const { register, formState } = useFormContext<Record<typeof name, boolean>>();
  const error = formState.errors[name]?.message as string | undefined;
  // An unticked required box is marked (aria-invalid, .check-invalid) even though its message is empty.
  return (
    <div className={`check${error !== undefined ? ' check-invalid' : ''}`}>
      <input id={id} type="checkbox" aria-invalid={error !== undefined} aria-describedby={error?.trim() ? `${id}-error` : undefined} {...register(name)} />
      <label htmlFor={id}>{label}</label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function Agreements({ second, newsletter }: { second: boolean; newsletter: boolean }) {
  const { t } = useTranslation();
  const { boot } = useRuntime();
  return (
    <div className="checks">
      {/* Rich text from the locale file with a fixed element set: <rules> is the only tag, a link to the rules (Trans fills its text). */}
      {/* biome-ignore lint/a11y/useAnchorContent: Trans puts the translated link text inside. */}
      <Check name="checkbox1" label={<Trans i18nKey="auth.checkbox1" components={{ rules: <a href={`${boot.site.hosts.mainApp}/rules`} target="_blank" rel="noopener noreferrer" /> }} />} />
      {second && <Check name="checkbox2" label={t('auth.checkbox2')} />}
      {newsletter && <Check name="newsletter" label={t('auth.newsletter')} />}
    </div>
  );
}
