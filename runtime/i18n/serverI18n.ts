/** A synchronous i18next instance with every locale bundled, for rendering pages at build time. */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*.json', { eager: true });
const resources = Object.fromEntries(Object.entries(files).map(([path, m]) => [path.split('/').at(-1)!.replace('.json', ''), { translation: m.default }]));

let instance: i18n | null = null;

export function serverI18n(lang: string): i18n {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({ lng: 'en', fallbackLng: 'en', resources, initAsync: false, interpolation: { escapeValue: false } });
  }
  return instance.cloneInstance({ lng: lang, initAsync: false });
}
