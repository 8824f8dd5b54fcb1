/** The welcome-bonus list of the registration form, for one currency at a time. */
import { proxy } from 'valtio';
import type { ApiClient } from '../core/apiClient.ts';
import { parseAnswer, WelcomeBonusesAnswer } from './api/answers.ts';
import type { WelcomeBonus } from './bonusChoice.ts';

export interface BonusesState {
  currency: string;
  list: WelcomeBonus[];
  loading: boolean;
  failed: boolean;
}

export const initialBonusesState = (): BonusesState => ({ currency: '', list: [], loading: false, failed: false });

export const bonuses = proxy<BonusesState>(initialBonusesState());

export const resetBonuses = () => {
  Object.assign(bonuses, initialBonusesState());
};

/** Loader time after a bonus load and after a currency change (spec 9). */
export const BONUS_LOADER_MS = { afterLoad: 800, afterCurrencyChange: 1000 } as const;

let latest = 0;
/** `crash`: the crash registration asks for crash bonuses only (spec 7, "crash params"). */
export async function loadBonuses(api: ApiClient, currency: string, crash = false): Promise<WelcomeBonus[]> {
  const ticket = ++latest;
  bonuses.loading = true;
  bonuses.failed = false;
  try {
    const list = parseAnswer(
      WelcomeBonusesAnswer,
      await api.get<unknown>('/bonuses/welcome-for-land', {
        host: 'bonus',
        params: crash ? { currency, crash: 1 } : { currency },
        auth: false,
      }),
    );
    if (ticket === latest) {
      bonuses.list = list;
      bonuses.currency = currency;
    }
    return bonuses.list;
  } catch (e) {
    if (ticket === latest) {
      bonuses.list = [];
      bonuses.failed = true;
    }
    throw e;
  } finally {
    if (ticket === latest) bonuses.loading = false;
  }
}
