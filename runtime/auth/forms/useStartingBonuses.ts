/**
 * The welcome-bonus list a registration form starts with (issue 27), chosen once, at its first render:
 * - its currency's list, if one is kept and has settled (keptBonusLists.ts);
 * - rendered ahead, hidden (`ahead`), the list it waits for: the render suspends (React's `use`) until the
 *   list is in, so the form is committed holding its list and preselected bonus, and a tap only shows it;
 * - otherwise none: the form is shown at once and loads the list then, with the loader
 *   (useRegistrationBonuses.ts). So does a form rendered where nothing may be asked (a server render).
 * A list that failed starts the form without bonuses; useRegistrationBonuses says so when it is shown.
 */
import { use, useState } from 'react';
import { useRuntime } from '../../context/RuntimeContext.tsx';
import { preselectBonus } from '../bonusChoice.ts';
import { type BonusList, keptBonusList, settledBonusList } from '../keptBonusLists.ts';

export function useStartingBonuses(currency: string, crash: boolean, enabled: boolean, ahead: boolean) {
  const { api } = useRuntime();
  const [load] = useState(() =>
    enabled ? (settledBonusList(api, currency, crash) ?? (ahead ? keptBonusList(api, currency, crash) : null)) : null,
  );
  return load ? use(load as Promise<BonusList>) : null;
}

/** The bonus the form starts with: by the query's bonus, the dialog's hint or first (spec 4); '' while no list is in. */
export function startingBonusId(start: BonusList | null, hint: 'casino' | 'sport' | undefined): string {
  return start && !start.failed
    ? preselectBonus(start.list, new URL(location.href).searchParams.get('bonus'), hint)
    : '';
}
