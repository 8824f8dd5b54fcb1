/**
 * Keeps the bonus list in step with the chosen currency: reloads it on a change (the loader shows
 * for a moment), preselects by query, dialog hint or first, and moves the phone country along.
 */
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useRuntime } from '../../context/RuntimeContext.tsx';
import { bonusOptions, preselectBonus, type BonusOption } from '../bonusChoice.ts';
import { loadBonuses } from '../bonuses.ts';
import { holdBonusLoader } from './bonusLoaderHold.ts';
import { hideSpinner, showSpinner } from '../../ui/loader.ts';
import { notify } from '../../ui/notifications.ts';
import { countryForCurrency } from '../phoneCountries.ts';
import { t } from '../../i18n/i18n.ts';
import type { RegistrationValues } from './validation.ts';

export function useRegistrationBonuses(
  form: UseFormReturn<RegistrationValues>,
  enabled: boolean,
  hint: 'casino' | 'sport' | undefined,
  crash = false,
): BonusOption[] {
  const [options, setOptions] = useState<BonusOption[]>([]);
  const currency = form.watch('currency');
  const first = useRef(true);
  const { api, language } = useRuntime();
  useEffect(() => {
    // Moved along unless the visitor picked a country (touched): a country this hook set is not the visitor's choice.
    if (!first.current && !form.getFieldState('phoneCountry').isTouched)
      form.setValue('phoneCountry', countryForCurrency(currency).iso);
    const changed = !first.current;
    first.current = false;
    if (!enabled) return;
    let live = true;
    showSpinner();
    loadBonuses(api, currency, crash)
      .then((list) => {
        if (!live) return;
        setOptions(bonusOptions(list, currency, language()));
        form.setValue('bonusId', preselectBonus(list, new URL(location.href).searchParams.get('bonus'), hint));
      })
      .catch(() => {
        if (live) {
          setOptions([]);
          notify(t('notify.oops'), { code: 500 });
        }
      })
      .finally(() => holdBonusLoader(changed, hideSpinner));
    return () => {
      live = false;
    };
  }, [currency, enabled]);
  return options;
}
