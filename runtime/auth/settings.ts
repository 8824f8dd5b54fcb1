/** Site settings from the operator API: currencies, languages, countries, banners, captcha key. */
import { proxy } from 'valtio';
import type { ApiClient } from '../core/apiClient.ts';
// The answers' checks (zod) load with the answer, not with the runtime: the runtime's code is on the
// way to the first dialog a visitor taps, and zod there would be bytes and evaluation it does not need yet.
const answers = () => import('./api/answers.ts');

export interface CurrencyEntry { iso_code: string; symbol?: string; flag?: string }
export interface SettingsResponse {
  default_currency?: string;
  currencies?: CurrencyEntry[];
  languages?: unknown[];
  countries?: { iso_code: string }[];
  banners?: { enabled: boolean; language: string; type: string }[];
}

export interface SettingsState {
  loaded: boolean;
  defaultCurrency: string;
  currencies: CurrencyEntry[];
  countries: string[];
  captchaSiteKey: string | null;
  /** Raised when the API offers no currency: the visitor's country is not served. */
  countryUnavailable: boolean;
}

export const initialSettingsState = (): SettingsState => ({ loaded: false, defaultCurrency: 'INR', currencies: [], countries: [], captchaSiteKey: null, countryUnavailable: false });

export const settings = proxy<SettingsState>(initialSettingsState());

export const resetSettings = () => { Object.assign(settings, initialSettingsState()); };

export async function loadSettings(api: ApiClient) {
  const [{ parseAnswer, SettingsAnswer }, answer] = await Promise.all([answers(), api.get<unknown>('/settings', { params: { with: 'currencies,languages' }, auth: false })]);
  const s = parseAnswer(SettingsAnswer, answer);
  settings.currencies = s.currencies ?? [];
  settings.countryUnavailable = settings.currencies.length === 0;
  if (s.default_currency) settings.defaultCurrency = s.default_currency;
  settings.loaded = true;
}

/** Settings could not be loaded (or made no sense): the site's own defaults stand in; dialogs keep working. */
export function fallBackToSiteDefaults(defaultCurrency: string) {
  if (!settings.loaded) settings.defaultCurrency = defaultCurrency;
}

export async function loadAdditionalSettings(api: ApiClient) {
  const [{ parseAnswer, AdditionalSettingsAnswer }, answer] = await Promise.all([answers(), api.get<unknown>('/settings/additional-settings', { auth: false })]);
  const s = parseAnswer(AdditionalSettingsAnswer, answer);
  settings.captchaSiteKey = s.captcha_site_key ?? null;
}
