/**
 * How long the loader stays after a welcome-bonus load (spec 9): 800 ms after a load, 1000 ms after
 * a currency change. The clock is an argument so that tests run it in-process.
 */
import { BONUS_LOADER_MS } from '../bonuses.ts';

export const bonusLoaderHoldMs = (currencyChanged: boolean) =>
  currencyChanged ? BONUS_LOADER_MS.afterCurrencyChange : BONUS_LOADER_MS.afterLoad;

export function holdBonusLoader(
  currencyChanged: boolean,
  hide: () => void,
  wait: (fn: () => void, ms: number) => unknown = setTimeout,
) {
  wait(hide, bonusLoaderHoldMs(currencyChanged));
}
