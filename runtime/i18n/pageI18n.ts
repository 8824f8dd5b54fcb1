/**
 * The i18next instance a page is rendered with on the server (onRenderHtml): the same strings as serverI18n.ts
 * gives (the site's under their keys, each template's under tpl.<name>), but loaded as pages need them: the
 * site's files of the page's language and its fallbacks, and its template's files in those. `promo dev`'s first
 * page then transforms four locale files instead of all of them (144), and a build loads each file once.
 * Loaded files stay in the one store every language's instance shares. serverI18n.ts (every locale bundled,
 * synchronous) stays for the stories and tests.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Tree = Record<string, unknown>;
const site = import.meta.glob<{ default: Tree }>('../../locales/*.json');
const templates = import.meta.glob<{ default: Tree }>('../../templates/*/locales/*.json');

let instance: i18n | null = null;
/** One instance per language, reused by every page in it (pages never change their language). */
const perLanguage = new Map<string, i18n>();
/** Each file's load, by language and template (`''`: the site's own). */
const loads = new Map<string, Promise<void>>();

function base(): i18n {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      resources: {},
      initAsync: false,
      interpolation: { escapeValue: false },
    });
  }
  return instance;
}

/** The site's strings in `lang` (none when locales/ has no such file: serverI18n.ts drops its templates' too). */
function loadSite(lang: string): Promise<void> {
  let load = loads.get(`${lang}/`);
  if (!load) {
    const file = site[`../../locales/${lang}.json`];
    load = file
      ? file().then((m) => void base().addResourceBundle(lang, 'translation', { ...m.default, tpl: {} }, true, true))
      : Promise.resolve();
    loads.set(`${lang}/`, load);
  }
  return load;
}

function loadTemplate(lang: string, template: string): Promise<void> {
  const key = `${lang}/${template}`;
  let load = loads.get(key);
  if (!load) {
    const file = templates[`../../templates/${template}/locales/${lang}.json`];
    load = loadSite(lang).then(async () => {
      if (!file || !base().hasResourceBundle(lang, 'translation')) return;
      const tree = (await file()).default;
      base().addResourceBundle(lang, 'translation', { tpl: { [template]: tree } }, true, true);
    });
    loads.set(key, load);
  }
  return load;
}

/** The instance for a page in `lang` of `template` (none: the error page), with every string it can read loaded. */
export async function pageI18n(lang: string, template?: string): Promise<i18n> {
  // Where i18next looks for a key (fallbackLng 'en'): the language, its base ('pt' for 'pt-BR'), then English.
  const languages = [...new Set([lang, lang.split('-')[0]!, 'en'])];
  await Promise.all(languages.map((l) => (template ? loadTemplate(l, template) : loadSite(l))));
  let forLang = perLanguage.get(lang);
  if (!forLang) {
    forLang = base().cloneInstance({ lng: lang, initAsync: false });
    perLanguage.set(lang, forLang);
  }
  return forLang;
}
