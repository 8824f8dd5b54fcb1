import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currencyLabel } from '../../content/currencyLabel.ts';

export function CurrencySelect({ currencies }: { currencies: readonly { iso_code: string; symbol?: string }[] }) {
  const id = useId();
  const { t } = useTranslation();
  const { register } = useFormContext<{ currency: string }>();
  return (
    <div className="field">
      <label htmlFor={id}>{t('auth.currency')}</label>
      <div className="field-control">
        <select id={id} autoComplete="off" {...register('currency')}>
          {currencies.map((c) => (
            <option key={c.iso_code} value={c.iso_code}>
              {currencyLabel(c.iso_code, c.symbol)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
