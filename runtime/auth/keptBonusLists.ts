/**
 * The welcome-bonus lists kept per currency for the page's life (issue 27). The registration form rendered
 * ahead, hidden, reads its currency's list while it renders (React's `use`) and waits there until it is in,
 * so that a tap only shows a form that already holds its list and its preselected bonus.
 * One load per currency (and crash flag): the first read starts it (`loadBonuses`, which also fills the
 * `bonuses` store), every later read gets the same promise, in flight or settled. A load never rejects: a
 * failure settles as `failed` with an empty list, and stays kept until the form has said so
 * (`forgetBonusList`), so the next reader asks again. A currency change reloads (spec 4, "Bonus and promo")
 * and keeps the new load.
 */
import type { ApiClient } from '../core/apiClient.ts';
import type { WelcomeBonus } from './bonusChoice.ts';
import { loadBonuses } from './bonuses.ts';

export interface BonusList {
  currency: string;
  crash: boolean;
  list: readonly WelcomeBonus[];
  failed: boolean;
}

/** A load as React's `use` reads it: once settled, `status` and `value` say so and `use` returns at once. */
export type KeptBonusList = Promise<BonusList> & { status?: 'fulfilled'; value?: BonusList };

let kept = new WeakMap<ApiClient, Map<string, KeptBonusList>>();

const keyOf = (currency: string, crash: boolean) => (crash ? `${currency} crash` : currency);

function keptOf(api: ApiClient) {
  const lists = kept.get(api) ?? new Map<string, KeptBonusList>();
  kept.set(api, lists);
  return lists;
}

function start(api: ApiClient, currency: string, crash: boolean): KeptBonusList {
  const load: KeptBonusList = loadBonuses(api, currency, crash).then(
    (list) => ({ currency, crash, list, failed: false }),
    () => ({ currency, crash, list: [], failed: true }),
  );
  // Set before React's own listener runs (this one is first), so a render after it reads the list at once.
  void load.then((value) => {
    load.status = 'fulfilled';
    load.value = value;
  });
  keptOf(api).set(keyOf(currency, crash), load);
  return load;
}

/** The kept load of this currency, else a new one, kept. */
export function keptBonusList(api: ApiClient, currency: string, crash = false): KeptBonusList {
  return keptOf(api).get(keyOf(currency, crash)) ?? start(api, currency, crash);
}

/** The kept load of this currency if it has settled (starts none). */
export function settledBonusList(api: ApiClient, currency: string, crash = false): KeptBonusList | undefined {
  const load = kept.get(api)?.get(keyOf(currency, crash));
  return load?.status === 'fulfilled' ? load : undefined;
}

/** A new load of this currency, kept in place of the one before (a currency change reloads the list). */
export function reloadBonusList(api: ApiClient, currency: string, crash = false): KeptBonusList {
  return start(api, currency, crash);
}

/** Forgets a settled list (a failed one, once the visitor was told), unless a newer load took its place. */
export function forgetBonusList(api: ApiClient, list: BonusList) {
  const lists = kept.get(api);
  const key = keyOf(list.currency, list.crash);
  if (lists?.get(key)?.value === list) lists.delete(key);
}

/** Nothing kept (a fresh page; Ladle between stories; tests). */
export function resetKeptBonusLists() {
  kept = new WeakMap();
}
