/**
 * Keeps the bonus list in step with the chosen currency. A form that starts with its list (useStartingBonuses.ts:
 * loaded while it was rendered ahead) asks nothing when shown; one that starts without loads it then, with the
 * loader (held 800 ms after, spec 9). A currency change reloads it (the loader held 1000 ms), preselects by
 * query, dialog hint or first, and moves the phone country along. A failed load says so ('Oops', spec 8) and
 * leaves the form usable without bonuses; the failed list is forgotten, so the next opening asks again.
 */
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useRuntime } from '../../context/RuntimeContext.tsx';
import { bonusOptions, preselectBonus, type BonusOption } from '../bonusChoice.ts';
import { type BonusList, forgetBonusList, keptBonusList, reloadBonusList } from '../keptBonusLists.ts';
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
  crash: boolean,
  start: BonusList | null,
): BonusOption[] {
  const { api, language } = useRuntime();
  const [options, setOptions] = useState<BonusOption[]>(() =>
    start && !start.failed ? bonusOptions(start.list, start.currency, language()) : [],
  );
  const currency = form.watch('currency');
  const first = useRef(true);
  useEffect(() => {
    // Moved along unless the visitor picked a country (touched): a country this hook set is not the visitor's choice.
    if (!first.current && !form.getFieldState('phoneCountry').isTouched)
      form.setValue('phoneCountry', countryForCurrency(currency).iso);
    const changed = !first.current;
    first.current = false;
    if (!enabled) return;
    const failed = (list: BonusList) => {
      forgetBonusList(api, list);
      notify(t('notify.oops'), { code: 500 });
    };
    if (!changed && start) {
      // The list came with the form: nothing to wait for.
      if (start.failed) failed(start);
      return;
    }
    let live = true;
    showSpinner();
    // The first load may be the one the form's render ahead started, still on its way.
    (changed ? reloadBonusList(api, currency, crash) : keptBonusList(api, currency, crash))
      .then((list) => {
        if (!live) return;
        if (list.failed) {
          setOptions([]);
          failed(list);
          return;
        }
        setOptions(bonusOptions(list.list, currency, language()));
        form.setValue('bonusId', preselectBonus(list.list, new URL(location.href).searchParams.get('bonus'), hint));
      })
      .finally(() => holdBonusLoader(changed, hideSpinner));
    return () => {
      live = false;
    };
  }, [currency, enabled]);
  return options;
}
