/**
 * The visitor's language in the first HTML (issue 23; docs/languages.md): through `promo serve` and the
 * generated nginx.conf in a real nginx, each template is opened in one browser context with `i18n_lang`
 * set to Hindi, to Bengali and to Portuguese (a campaign of that market each), and the text at
 * DOMContentLoaded (before any of the runtime's script has run) is already in that language. `?lang=pt` shows Portuguese and sets the
 * cookie; a search engine (no cookie) gets the page. The routing rule itself: tests/unit/languageRouting.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { runtimeStarted } from './runtimeStarted.ts';
import { startNginx, type RunningNginx } from '../support/startNginx.ts';
import { CACHES } from '../../cli/cacheRegistry.mjs';

/**
 * For each template, a campaign a Hindi, a Bengali and a Portuguese visitor would be sent to (each with
 * text in that language, but baccarat: English text declared in `languages:`, shown in translated chrome).
 */
const LANGUAGES = ['hi', 'bn', 'pt'] as const;
const VISITS: Record<string, string | Record<(typeof LANGUAGES)[number], string>> = {
  'app-install': 'win-with-us',
  blogger: { hi: 'aviator-blogger-inr', bn: 'blogger-dhakagamer', pt: 'aviator-blogger-brl' },
  crash: 'crash-welcome',
  info: 'how-to-use-bonuses',
  'sports-event': 'land-iplwinner',
  'table-game': 'baccarat',
  tournament: '4ra-calendar',
  vip: 'land-loyalty-vip',
  'welcome-bonus': 'cash-back',
  wheel: { hi: 'wheel-of-fortune', bn: 'wheel-bangladesh-reg', pt: 'wheel-brazil-reg' },
};

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

/** Every template, as a visitor whose cookie says `lang` first gets it: its language in the HTML as sent. */
async function walkTemplates(browser: Browser, origin: string, lang: (typeof LANGUAGES)[number]) {
  // The walk reads the HTML as sent: in a context that runs no script at all, so nothing the runtime
  // does could have changed the text, and no navigation waits for a script.
  const htmlOnly = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
  await htmlOnly.addCookies([{ name: 'i18n_lang', value: lang, url: origin }]);
  const sent = await htmlOnly.newPage();
  for (const [template, slugs] of Object.entries(VISITS)) {
    const slug = typeof slugs === 'string' ? slugs : slugs[lang];
    const c = campaign(slug);
    await sent.goto(`${origin}/new-promo/${c.route?.path ?? slug}/`, { waitUntil: 'domcontentloaded' });
    const first = await sent.evaluate(() => ({
      lang: document.documentElement.lang,
      // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees (the schedule states not shown are left out)
      text: document.body.innerText,
    }));
    const visit = `${template}: ${slug} in ${lang}`;
    expect(first.lang, visit).toBe(lang);
    const title = c.text[lang]?.title;
    // In the visitor's language: its title; a campaign without text in it shows the English text in translated chrome.
    if (title) {
      expect(first.text, visit).toContain(shown(title));
      expect(first.text, `${visit}, no English title`).not.toContain(shown(c.text.en!.title!));
    } else expect(first.text, visit).toContain(shown(c.text.en!.title!));
  }
  await htmlOnly.close();
}

/** A shared link: ?lang=pt shows Portuguese and keeps it; a search engine (no cookie) gets the page. */
async function sharedLink(context: BrowserContext, origin: string) {
  await recordFirstPaint(context);
  const page = await context.newPage();
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
  await runtimeStarted(page);
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

const NAMES = { hi: 'Hindi', bn: 'Bengali', pt: 'Portuguese' } as const;

for (const lang of LANGUAGES)
  test(`promo serve: a ${NAMES[lang]} visitor gets every template in ${NAMES[lang]} in the first HTML`, async ({
    browser,
    baseURL,
  }) => {
    await walkTemplates(browser, baseURL!, lang);
  });

test('promo serve: ?lang=pt shows Portuguese and keeps it; the runtime leaves the page as sent', async ({
  context,
  baseURL,
}) => {
  await runtimeKeepsThePage(await sharedLink(context, baseURL!));
});

test.describe(() => {
  let nginx: RunningNginx;
  test.beforeAll(async () => {
    nginx = await startNginx(join(process.cwd(), CACHES.e2eDist.path));
  });
  test.afterAll(() => nginx?.stop());
  for (const lang of LANGUAGES)
    test(`nginx: a ${NAMES[lang]} visitor gets every template in ${NAMES[lang]} in the first HTML`, async ({
      browser,
    }) => {
      await walkTemplates(browser, nginx.origin, lang);
    });
  test('nginx: ?lang=pt shows Portuguese and keeps it', async ({ context }) => {
    await sharedLink(context, nginx.origin);
  });
});
