/**
 * i18next for the runtime: the site's English strings are bundled (dialogs need them at once);
 * everything else — other languages, templates' own labels — loads when a language is shown.
 * React renders text, never HTML, so interpolated values cannot become markup.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import { loadLanguage } from './resources.ts';

let instance: i18n | null = null;
const complete = new Set<string>();
let initialised: Promise<unknown> | null = null;

/** The one instance, set up once (the runtime's start and `promo dev`'s in-place update may both ask first). */
export async function setupI18n(language: string): Promise<i18n> {
  if (!instance) {
    instance = i18next.createInstance();
    initialised = instance.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { translation: en } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await initialised;
  if (language !== 'en') await changeLanguage(language);
  return instance;
}

/** Switches language, loading its strings (and the templates' labels) the first time. */
export async function changeLanguage(language: string): Promise<i18n> {
  if (!instance) throw new Error('i18n is not set up');
  if (!complete.has(language)) {
    const tree = await loadLanguage(language);
    if (tree) {
      instance.addResourceBundle(language, 'translation', tree, true, true);
      complete.add(language);
    }
  }
  await instance.changeLanguage(complete.has(language) ? language : 'en');
  return instance;
}

/** For code outside React (notifications from flows). */
export const t = (key: string, opts?: Record<string, unknown>): string => (instance ? instance.t(key, opts) : key);
