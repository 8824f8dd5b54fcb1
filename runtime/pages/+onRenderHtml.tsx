import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContext } from 'vike/types';
import type { ComponentType } from 'react';
import { languageOfPage, type PageData } from '../../model/Site.ts';
import { loadTemplate } from '../template/loadTemplate.ts';
import type { TemplateModule } from '../template/TemplateModule.ts';
import { resolveText } from '../content/resolveText.ts';
import baseCss from '../components/base.css?inline';
import { bootDataOf } from '../core/BootData.ts';
import { pageI18n } from '../i18n/pageI18n.ts';
import { dialogCache, siteManifest } from './siteManifest.ts';
import type { i18n } from 'i18next';
import { htmlLang } from '../i18n/languages.ts';
import { fillSlots, marksToHtml } from '../../model/adTextSlots.ts';
import { scheduleHead } from '../boot/scheduleHead.ts';
import { adTextHead } from '../../model/adTextHead.ts';
import { heroPreload } from './heroPreload.ts';
import { preconnectLinks } from './preconnect.ts';
import { staticDialogHtml } from './staticDialog.ts';

/**
 * The first paint waits until <main> is parsed (https://html.spec.whatwg.org/#expect-link-type): a busy
 * phone's parser may yield mid-page, and a paint of half a header or half a hero grid then shifts as
 * the rest arrives. The page is ~30 KB of inline HTML and CSS, so the wait is the parse of that.
 */
const EXPECT_MAIN = '<link rel="expect" href="#main" blocking="render">';
import { noScriptControl } from './noScriptControl.ts';
import { ERROR_PAGE_FAILURE_TITLE, errorPageFailure } from './errorPageFailure.ts';

/** JSON inside <script type="application/json">: '<' escaped so text can never close the tag. */
const jsonForScript = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, ' ');

/**
 * Only the page's template and the strings it can read are loaded (loadTemplate.ts, pageI18n.ts), not every
 * template's: `promo dev`'s first page transforms those modules on request, and a build loads each once.
 */
export default async function onRenderHtml(pageContext: PageContext) {
  const Page = pageContext.Page as ComponentType<{
    data?: PageData;
    is404?: boolean;
    i18n: i18n;
    template?: TemplateModule;
  }>;
  const data = pageContext.data as PageData | undefined;
  const lang = data ? languageOfPage(data) : siteManifest().site.defaultLocale;
  const is404 = pageContext.is404 ?? (pageContext.abortStatusCode === undefined || pageContext.abortStatusCode === 404);
  let html: string;
  let failed = false;
  let template: TemplateModule | undefined;
  let dialog = '';
  try {
    template = data ? await loadTemplate(data.campaign.template) : undefined;
    const i18n = await pageI18n(lang, data?.campaign.template);
    html = marksToHtml(renderToString(<Page data={data} is404={is404} i18n={i18n} template={template} />));
    if (data) dialog = await staticDialogHtml(bootDataOf(data), i18n, data.campaign.template, dialogCache());
  } catch (e) {
    // A campaign page that cannot render fails the build, which names it; the error page that
    // cannot render still answers, with the spec's words, the details and a link home.
    if (data)
      throw new Error(
        `rendering ${data.variant.url} (campaign ${data.campaign.slug}, template ${data.campaign.template}) failed: ${e instanceof Error ? e.message : String(e)}`,
        { cause: e },
      );
    console.error(`promo: rendering the error page failed: ${e instanceof Error ? e.message : String(e)}`);
    html = errorPageFailure(e, siteManifest().site.basePath);
    failed = true;
  }
  const css = baseCss + (template?.css ?? '');
  const title = data
    ? fillSlots(resolveText(data.campaign, lang).title)
    : failed
      ? ERROR_PAGE_FAILURE_TITLE
      : is404
        ? '404 Not Found'
        : 'An error occurred';
  const description = data ? fillSlots(resolveText(data.campaign, lang).subtitle ?? '') : '';
  const boot = data ? jsonForScript(bootDataOf(data)) : 'null';
  const schedule = scheduleHead(data);
  const ad = adTextHead(data?.campaign.adText?.params);
  const hero = heroPreload(data);
  const preload = hero
    ? escapeInject`<link rel="preload" as="image" type="${hero.type}" imagesrcset="${hero.srcset}" imagesizes="${hero.sizes}" fetchpriority="high">`
    : '';
  return escapeInject`<!DOCTYPE html>
<html lang="${htmlLang(lang)}" dir="ltr"${dangerouslySkipEscape(schedule.attributes + ad.attributes)}>
<head>
<meta charset="utf-8">
${dangerouslySkipEscape(schedule.script + ad.script)}<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, follow">
<meta name="theme-color" content="#0b1020">
${dangerouslySkipEscape(noScriptControl(data))}${dangerouslySkipEscape(data ? preconnectLinks(data.site.hosts) : '')}
<link rel="icon" href="data:,">
<title>${title}</title>
${dangerouslySkipEscape(EXPECT_MAIN)}
<meta name="description" content="${description}">
${preload}
<style>${dangerouslySkipEscape(css)}</style>
</head>
<body>
<div id="promo-root">${dangerouslySkipEscape(html)}</div>
${dangerouslySkipEscape(dialog)}<script type="application/json" id="promo-boot">${dangerouslySkipEscape(boot)}</script>
</body>
</html>`;
}
