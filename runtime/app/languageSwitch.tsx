/**
 * Shows the page in another language without a reload: the runtime's i18n switches (open dialogs
 * re-render with their typed values kept) and the page content is rendered again from its data
 * (page-data.json beside the page's HTML), with the title and <html lang> to match.
 */
import { createRoot, type Root } from 'react-dom/client';
import type { BootData } from '../core/BootData.ts';
import { PAGE_DATA_FILE, type PageData } from '../../model/Site.ts';
import type { Locale } from '../../model/codes.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { setCookie } from '../core/cookies.ts';
import { LIFETIME, STORAGE } from '../core/storageNames.ts';
import { resolveText } from '../content/resolveText.ts';
import { loadTemplate } from '../template/loadTemplate.ts';
import { htmlLang } from '../i18n/languages.ts';
import { fillSlots } from '../../model/adTextSlots.ts';

let pageRoot: Root | null = null;
let pageData: Promise<PageData> | null = null;

export async function switchLanguage(boot: BootData, lang: string, opts: { remember: boolean } = { remember: true }) {
  if (!boot.site.locales.includes(lang as Locale)) return;
  if (opts.remember) setCookie(STORAGE.language, lang, { days: LIFETIME.languageDays });
  const i18n = await changeLanguage(lang);
  const host = document.getElementById('promo-root');
  if (!host) return;
  pageData ??= fetch(`${boot.site.basePath}${boot.url.slice(1)}${PAGE_DATA_FILE}`).then((r) => {
    if (!r.ok) throw new Error(`page data: ${r.status}`);
    return r.json() as Promise<PageData>;
  });
  const data = await pageData;
  // react-dom/client is in the runtime chunk already (startRuntime mounts with it), so it is imported statically.
  const [template, { CampaignPage }, { flushSync }] = await Promise.all([
    loadTemplate(data.campaign.template),
    import('../template/CampaignPage.tsx'),
    import('react-dom'),
  ]);
  const scrollY = window.scrollY;
  pageRoot ??= createRoot(host);
  flushSync(() => pageRoot!.render(<CampaignPage data={data} lang={lang as Locale} i18n={i18n} template={template} />));
  window.scrollTo(0, scrollY);
  document.documentElement.lang = htmlLang(lang);
  document.title = fillSlots(resolveText(data.campaign, lang as Locale).title);
}
