/**
 * i18next for the runtime: English is bundled; other languages load on demand from locales/.
 * Interpolated values are escaped by i18next; React renders text, never HTML.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';

const others = import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/*.json', '!../../locales/en.json']);

let instance: i18n | null = null;

export async function setupI18n(language: string): Promise<i18n> {
  if (!instance) {
    instance = i18next.createInstance();
    await instance.use(initReactI18next).init({ lng: 'en', fallbackLng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false }, returnNull: false });
  }
  await changeLanguage(language);
  return instance;
}

export async function changeLanguage(language: string): Promise<i18n> {
  if (!instance) throw new Error('i18n is not set up');
  const loader = others[`../../locales/${language}.json`];
  if (loader && !instance.hasResourceBundle(language, 'translation')) instance.addResourceBundle(language, 'translation', (await loader()).default);
  await instance.changeLanguage(loader || language === 'en' ? language : 'en');
  return instance;
}

/** For code outside React (notifications from flows). */
export const t = (key: string, opts?: Record<string, unknown>): string => (instance ? instance.t(key, opts) : key);
