/** Site settings from the operator API: currencies, languages, countries, banners, captcha key. */
import { proxy } from 'valtio';
import type { ApiClient } from '../core/apiClient.ts';
import { AdditionalSettingsAnswer, parseAnswer, SettingsAnswer } from './api/answers.ts';

export interface CurrencyEntry {
  iso_code: string;
  symbol?: string;
  flag?: string;
}
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

export const initialSettingsState = (): SettingsState => ({
  loaded: false,
  defaultCurrency: 'INR',
  currencies: [],
  countries: [],
  captchaSiteKey: null,
  countryUnavailable: false,
});

export const settings = proxy<SettingsState>(initialSettingsState());

export const resetSettings = () => {
  Object.assign(settings, initialSettingsState());
};

export async function loadSettings(api: ApiClient) {
  const s = parseAnswer(
    SettingsAnswer,
    await api.get<unknown>('/settings', { params: { with: 'currencies,languages' }, auth: false }),
  );
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
  const s = parseAnswer(
    AdditionalSettingsAnswer,
    await api.get<unknown>('/settings/additional-settings', { auth: false }),
  );
  settings.captchaSiteKey = s.captcha_site_key ?? null;
}
