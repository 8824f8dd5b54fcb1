/**
 * The visitor's language in the first HTML (issue 23; docs/languages.md): through `promo serve` and the
 * generated nginx.conf in a real nginx, one page per template is opened in one browser context with
 * `i18n_lang` set to Hindi, Bengali or Portuguese, and the text at DOMContentLoaded (before any of the
 * runtime's script has run) is already in that language. `?lang=pt` shows Portuguese and sets the
 * cookie; a search engine (no cookie) gets the page. The routing rule itself: tests/unit/languageRouting.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { startNginx, type RunningNginx } from '../support/startNginx.ts';
import { CACHES } from '../../cli/cacheRegistry.mjs';

/** One campaign per template, and the language its visitor chose (each with text in it, but baccarat: its `languages:`). */
const VISITS = [
  ['app-install', 'win-with-us', 'hi'],
  ['blogger', 'aviator-blogger-inr', 'hi'],
  ['crash', 'crash-welcome', 'bn'],
  ['info', 'how-to-use-bonuses', 'pt'],
  ['sports-event', 'land-iplwinner', 'hi'],
  ['table-game', 'baccarat', 'bn'],
  ['tournament', '4ra-calendar', 'pt'],
  ['vip', 'land-loyalty-vip', 'bn'],
  ['welcome-bonus', 'cash-back', 'hi'],
  ['wheel', 'wheel-of-fortune', 'hi'],
] as const;

interface Campaign {
  route?: { path?: string };
  text: Record<string, { title?: string }>;
}
const campaign = (slug: string) => parse(readFileSync(join('campaigns', `${slug}.yaml`), 'utf8')) as Campaign;
/** A title's text as the page shows it (a `{{slot|Default}}` shows its default). */
const shown = (title: string) => title.replace(/\{\{[^|}]*\|([^}]*)\}\}/g, '$1');

/** What the page held at DOMContentLoaded: the HTML as sent, before the runtime could render anything. */
async function recordFirstPaint(context: BrowserContext) {
  await context.addInitScript(() => {
    addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstPaint: unknown }).firstPaint = {
        lang: document.documentElement.lang,
        // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees (the schedule states not shown are left out)
        text: document.body.innerText,
      };
    });
  });
}

async function walkTemplates(context: BrowserContext, origin: string) {
  await recordFirstPaint(context);
  const page = await context.newPage();
  // The walk needs the HTML as sent only: no script, style or image is fetched (DOMContentLoaded then
  // comes without waiting for the boot script, which could not have changed the text anyway).
  const htmlOnly = (route: Route) => (route.request().resourceType() === 'document' ? route.continue() : route.abort());
  await context.route('**/*', htmlOnly);
  for (const [template, slug, lang] of VISITS) {
    const c = campaign(slug);
    await context.addCookies([{ name: 'i18n_lang', value: lang, url: origin }]);
    await page.goto(`${origin}/new-promo/${c.route?.path ?? slug}/`, { waitUntil: 'domcontentloaded' });
    const first = await page.evaluate(
      () => (window as unknown as { firstPaint: { lang: string; text: string } }).firstPaint,
    );
    expect(first.lang, template).toBe(lang);
    const title = c.text[lang]?.title;
    // In the visitor's language: its title; a campaign without text in it shows the English text in translated chrome.
    if (title) {
      expect(first.text, `${template}: ${slug} in ${lang}`).toContain(shown(title));
      expect(first.text, `${template}: ${slug} in ${lang}, no English title`).not.toContain(shown(c.text.en!.title!));
    } else expect(first.text, template).toContain(shown(c.text.en!.title!));
  }
  await context.unroute('**/*', htmlOnly);
  // A shared link: ?lang=pt shows Portuguese and keeps it.
  await context.clearCookies();
  await page.goto(`${origin}/new-promo/cash-back/?lang=pt`, { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => (window as unknown as { firstPaint: { lang: string } }).firstPaint.lang)).toBe('pt');
  const cookie = (await context.cookies()).find((x) => x.name === 'i18n_lang');
  expect([cookie?.value, cookie?.path, cookie?.sameSite]).toEqual(['pt', '/', 'Lax']);
  expect(((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(364);
  // A search engine (no cookie) gets the page in its own language.
  const bot = await fetch(`${origin}/new-promo/cash-back/`, { headers: { 'user-agent': 'Googlebot/2.1' } });
  expect([bot.status, /<html lang="(\w+)"/.exec(await bot.text())?.[1]]).toEqual([200, 'en']);
  return page;
}

/** The runtime leaves a page already in the visitor's language as it is, and its switcher still works. */
async function runtimeKeepsThePage(page: Page) {
  // The runtime leaves a page already in the visitor's language as it is: no second render.
  await page.evaluate(() => {
    (window as unknown as { heading: Element | null }).heading = document.querySelector('h1');
  });
  await expect(page.locator('html')).toHaveAttribute('data-promo-runtime', /ready|signed-in/, { timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { heading: Element }).heading.isConnected)).toBe(true);
  // The switcher still works without a reload, and drops the link's ?lang= so that a reload keeps the choice.
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown(campaign('cash-back').text.en!.title!));
  expect(new URL(page.url()).search).toBe('');
}

// The pages' clock stays at BUILT_AT (the fixture moves only the pages' Date), so the campaigns' states are those
// of the build whatever the day; the server's cookie (Max-Age) is kept by the browser's own clock, which the
// expiry check reads.
test.use({ serviceWorkers: 'block' });

test('promo serve: a Hindi, Bengali or Portuguese visitor gets every template in their language in the first HTML', async ({
  context,
  baseURL,
}) => {
  const page = await walkTemplates(context, baseURL!);
  await runtimeKeepsThePage(page);
});

test.describe(() => {
  let nginx: RunningNginx;
  test.beforeAll(async () => {
    nginx = await startNginx(join(process.cwd(), CACHES.e2eDist.path));
  });
  test.afterAll(() => nginx?.stop());
  test('nginx: a Hindi, Bengali or Portuguese visitor gets every template in their language in the first HTML', async ({
    context,
  }) => {
    await walkTemplates(context, nginx.origin);
  });
});
