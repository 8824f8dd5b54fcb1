/** E-mail / phone tabs and their field; the phone has a country select whose default follows the currency. */
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PHONE_COUNTRIES } from '../phoneCountries.ts';
import { Field, FieldError } from './Field.tsx';
import { heldBlur } from './heldBlur.ts';

type Tab = 'email' | 'phone' | 'one-click';

export function ContactTabs({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: readonly Tab[];
  value: Tab;
  onChange: (t: Tab) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const names: Record<Tab, string> = {
    email: t('auth.byEmail'),
    phone: t('auth.byPhone'),
    'one-click': t('auth.oneClick'),
  };
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={value === tab}
          className={value === tab ? 'tab tab-active' : 'tab'}
          onClick={() => onChange(tab)}
        >
          {names[tab]}
        </button>
      ))}
    </div>
  );
}

export function PhoneField({ label }: { label: string }) {
  const id = useId();
  const { t } = useTranslation();
  const { register, formState } = useFormContext<{ phone: string; phoneCountry: string }>();
  const error = formState.errors.phone?.message;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={`${id}-phone`}>{label}</label>
      <div className="field-control field-phone">
        <select aria-label={t('auth.country')} {...register('phoneCountry')}>
          {PHONE_COUNTRIES.map((c) => (
            <option key={c.iso} value={c.iso}>{`${c.iso} +${c.dial}`}</option>
          ))}
        </select>
        <input
          id={`${id}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          {...heldBlur(register('phone'), !formState.touchedFields.phone)}
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function ContactField({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  if (tab === 'email')
    return <Field name="email" label={t('auth.email')} type="email" inputMode="email" autoComplete="email" />;
  return <PhoneField label={tab === 'one-click' ? t('auth.oneClickPhone') : t('auth.phone')} />;
}
