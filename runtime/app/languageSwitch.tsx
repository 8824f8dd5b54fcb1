/**
 * Shows the page in another language without a reload: the runtime's i18n switches (open dialogs
 * re-render with their typed values kept) and the page content is rendered again from its data
 * (page-data.json beside the page's HTML), with the title and <html lang> to match.
 */
import { createRoot, type Root } from 'react-dom/client';
import type { BootData } from '../core/BootData.ts';
import { PAGE_DATA_FILE, type PageData } from '../../model/Site.ts';
import type { Locale } from '../../model/codes.ts';
import { changeLanguage, setupI18n } from '../i18n/i18n.ts';
import { setCookie } from '../core/cookies.ts';
import { LIFETIME, STORAGE } from '../core/storageNames.ts';
import { resolveText } from '../content/resolveText.ts';
import { loadTemplate } from '../template/loadTemplate.ts';
import { htmlLang } from '../i18n/languages.ts';
import { fillSlots } from '../../model/adTextSlots.ts';
import { LANG_QUERY } from '../../model/pageLanguage.ts';

let pageRoot: Root | null = null;
let pageData: Promise<PageData> | null = null;
/** How many in-place updates were asked for: only the newest is shown. */
let updates = 0;

/** The page's data from its page-data.json (in `promo dev` with the page's own query: its ?at= and ?lang= previews). */
const fetchPageData = (boot: BootData) =>
  fetch(`${boot.site.basePath}${boot.url.slice(1)}${PAGE_DATA_FILE}${import.meta.env.DEV ? location.search : ''}`).then(
    (r) => {
      if (!r.ok) throw new Error(`page data: ${r.status}`);
      return r.json() as Promise<PageData>;
    },
  );

/**
 * `promo dev`: the page's data changed (a saved campaign, runtime/boot/devPageUpdates.ts): fetched again
 * and the page rendered from it in the language it shows.
 */
export async function showNewPageData(boot: BootData) {
  const mine = ++updates;
  const data = fetchPageData(boot);
  await data;
  // Two updates in quick succession (the studio's keystrokes): an older answer arriving last is dropped.
  if (mine !== updates) return;
  pageData = data;
  // The runtime (which sets up its strings) starts on a visitor's intent: a save may come first.
  await setupI18n(shownLanguage(boot));
  await switchLanguage(boot, shownLanguage(boot), { remember: false });
}

/**
 * `promo dev`: loads what showNewPageData renders with (the template's code, the page component, React DOM, the
 * shown language's strings) once the page is idle, so the first save does not wait for them.
 */
export async function prepareNewPageData(boot: BootData) {
  const data = await fetchPageData(boot);
  await Promise.all([
    loadTemplate(data.campaign.template),
    import('../template/CampaignPage.tsx'),
    import('react-dom'),
    setupI18n(shownLanguage(boot)),
  ]);
}

const shownLanguage = (boot: BootData) =>
  boot.site.locales.find((l) => htmlLang(l) === document.documentElement.lang) ?? boot.language;

export async function switchLanguage(boot: BootData, lang: string, opts: { remember: boolean } = { remember: true }) {
  if (!boot.site.locales.includes(lang as Locale)) return;
  if (opts.remember) {
    setCookie(STORAGE.language, lang, { days: LIFETIME.languageDays });
    // A shared link's ?lang= named the language the visitor has now changed: a reload keeps their choice.
    const url = new URL(location.href);
    if (url.searchParams.has(LANG_QUERY)) {
      url.searchParams.delete(LANG_QUERY);
      history.replaceState(history.state, '', url);
    }
  }
  const i18n = await changeLanguage(lang);
  const host = document.getElementById('promo-root');
  if (!host) return;
  pageData ??= fetchPageData(boot);
  const data = await pageData;
  // react-dom/client is in the runtime chunk already (startRuntime mounts with it), so it is imported statically.
  const [template, { CampaignPage }, { flushSync }] = await Promise.all([
    loadTemplate(data.campaign.template),
    import('../template/CampaignPage.tsx'),
    import('react-dom'),
  ]);
  // A newer page data arrived while this rendering loaded its parts: that one renders.
  if (data !== (await pageData)) return;
  const scrollY = window.scrollY;
  pageRoot ??= createRoot(host);
  flushSync(() => pageRoot!.render(<CampaignPage data={data} lang={lang as Locale} i18n={i18n} template={template} />));
  window.scrollTo(0, scrollY);
  document.documentElement.lang = htmlLang(lang);
  document.title = fillSlots(resolveText(data.campaign, lang as Locale).title);
}
