/** A synchronous i18next instance with every locale bundled, for rendering pages at build time. */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { langOf, templateOf } from './localePath.ts';

type Tree = Record<string, unknown>;
const site = import.meta.glob<{ default: Tree }>('../../locales/*.json', { eager: true });
const templates = import.meta.glob<{ default: Tree }>('../../templates/*/locales/*.json', { eager: true });

function resources() {
  const out: Record<string, { translation: Tree }> = {};
  for (const [path, m] of Object.entries(site)) out[langOf(path)] = { translation: { ...m.default, tpl: {} } };
  for (const [path, m] of Object.entries(templates)) {
    const lang = out[langOf(path)];
    if (lang) (lang.translation.tpl as Tree)[templateOf(path)] = m.default;
  }
  return out;
}

let instance: i18n | null = null;
/** One instance per language, reused by every page in it (pages never change their language). */
const perLanguage = new Map<string, i18n>();

export function serverI18n(lang: string): i18n {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      resources: resources(),
      initAsync: false,
      interpolation: { escapeValue: false },
    });
  }
  let forLang = perLanguage.get(lang);
  if (!forLang) {
    forLang = instance.cloneInstance({ lng: lang, initAsync: false });
    perLanguage.set(lang, forLang);
  }
  return forLang;
}
