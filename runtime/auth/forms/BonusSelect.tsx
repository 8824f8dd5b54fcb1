/** The welcome-bonus choice, with the maximum amount of the selected bonus. Hidden when none apply. */
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../content/formatMoney.ts';
import type { BonusOption } from '../bonusChoice.ts';

export function BonusSelect({ options, currency }: { options: BonusOption[]; currency: string }) {
  const id = useId();
  const { t, i18n } = useTranslation();
  const { register, watch } = useFormContext<{ bonusId: string }>();
  const selected = options.find((o) => o.id === watch('bonusId'));
  if (!options.length) return null;
  return (
    <div className="field">
      <label htmlFor={id}>{t('bonus.label')}</label>
      {/* The face shows the whole name, wrapped (a <select> cuts it off on a phone); the select over it stays the control. */}
      <div className="field-control select-face-wrap">
        <span className="select-face" aria-hidden="true">
          {(selected ?? options[0])?.label}
        </span>
        {/* Controlled: a new list for a new currency renders its options first, then the value is applied to them. */}
        <select id={id} {...register('bonusId')} value={selected?.id ?? options[0]?.id}>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {selected?.maxAmount != null && (
        <p className="field-note">
          {t('bonus.maxBonus', { amount: formatAmount(selected.maxAmount, i18n.language), currency })}
        </p>
      )}
    </div>
  );
}
