/**
 * Promotion information dialogs and blogger data as the spec gives them (landing-site.md 2, 3): the
 * language each {id} picks, the English-only lottery dialog that closes on a click outside, the
 * golden-era and blogger titles, and the blogger promotions' data. Catalogue pages rendered in-process.
 */
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import { planSite } from '../../cli/site/planSite.ts';
import { CampaignPage } from '../../runtime/template/CampaignPage.tsx';
import { templates } from '../../runtime/template/templates.ts';
import { serverI18n } from '../../runtime/i18n/serverI18n.ts';
import { resolveText } from '../../runtime/content/resolveText.ts';
import { wireInfoDialog } from '../../runtime/boot/infoDialog.ts';
import type { BloggerParamsData } from '../../templates/blogger/params.ts';
import type { Locale } from '../../model/codes.ts';
import { REPO } from '../support/tempProject.ts';

const { config, campaigns } = await checkProject({ root: REPO, fs: nodeFs });
const manifest = planSite(
  config!,
  campaigns.map((c) => c.data),
  { env: 'development', at: Date.parse('2026-11-21T12:00:00Z') },
);
const decode = (s: string) =>
  s
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
/** The info dialog of a page as rendered in English: its language, title and paragraphs. */
function dialogOf(url: string) {
  const data = manifest.pages[url]!;
  const html = renderToStaticMarkup(
    createElement(CampaignPage, {
      data,
      lang: 'en',
      i18n: serverI18n('en'),
      template: templates[data.campaign.template]!,
    }),
  );
  const dialog = /<dialog[^>]*\blang="([^"]*)"[^>]*>([\s\S]*?)<\/dialog>/.exec(html);
  if (!dialog) return null;
  return {
    lang: dialog[1]!,
    title: decode(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(dialog[2]!)![1]!),
    body: [...dialog[2]!.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => decode(m[1]!)),
    pageTitle: decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? ''),
  };
}
const idPages = Object.values(manifest.pages).filter((p) => p.variant.param?.kind === 'id');

describe('promotion information dialogs', () => {
  it('pick their text by id: en by default and as fallback; hi, pt, bn for most; Princess Gift Rush inr, brl, bdt; holiday en and hi; non-stop drops en, pt, bn, mmk', () => {
    const MOST = { hi: 'hi', pt: 'pt', bn: 'bn' };
    const SPEC: Record<string, Record<string, string>> = {
      'princess-gift-rush': { inr: 'hi', brl: 'pt', bdt: 'bn' },
      'holi-day': { hi: 'hi' },
      'non-stop-drops': { pt: 'pt', bn: 'bn', mmk: 'my' },
      'grand-ipl-tournament-lottery': { hi: 'en', pt: 'en', bn: 'en' },
    };
    const bySlug = new Map<string, Record<string, string>>();
    for (const p of idPages)
      bySlug.set(p.campaign.slug, { ...bySlug.get(p.campaign.slug), [p.variant.param!.value]: p.variant.infoLocale });
    expect(bySlug.size).toBe(39);
    for (const [slug, ids] of bySlug) expect(ids, slug).toEqual(SPEC[slug] ?? MOST);
    // Each variant's dialog is in its language: that language's text where the campaign has it, else English.
    for (const p of idPages) {
      const d = dialogOf(p.variant.url);
      expect(d, p.variant.url).not.toBeNull();
      expect(d!.lang, p.variant.url).toBe(p.variant.infoLocale);
      expect(d!.body, p.variant.url).toEqual(resolveText(p.campaign, p.variant.infoLocale).info!.body);
    }
    // The plain route: English.
    for (const slug of bySlug.keys()) expect(dialogOf(`/${slug}/`)?.lang, slug).toBe('en');
  });

  it('the grand IPL lottery dialog is English only and closes on a click outside', () => {
    const english = dialogOf('/grand-ipl-tournament-lottery/')!;
    for (const id of ['hi', 'pt', 'bn']) expect(dialogOf(`/grand-ipl-tournament-lottery/${id}/`)).toEqual(english);
    // The boot script, with a document and dialog of its own: a click on the backdrop (the <dialog> itself) closes it.
    class FakeDialog {
      id = 'promo-info';
      open = false;
      closest() {
        return null;
      }
      showModal() {
        this.open = true;
      }
      close() {
        this.open = false;
      }
      addEventListener() {}
    }
    (globalThis as { HTMLDialogElement?: unknown }).HTMLDialogElement = FakeDialog;
    const dialog = new FakeDialog();
    const clicks: ((e: { target: unknown; preventDefault: () => void }) => void)[] = [];
    const trigger = { focus() {} };
    const doc = {
      addEventListener: (_: string, f: (typeof clicks)[number]) => clicks.push(f),
      getElementById: () => dialog,
    } as unknown as Document;
    (globalThis as { location?: unknown }).location = { hash: '' };
    wireInfoDialog(doc);
    delete (globalThis as { location?: unknown }).location;
    const click = (target: unknown) => {
      for (const f of clicks) f({ target, preventDefault() {} });
    };
    click({ closest: () => trigger });
    expect(dialog.open).toBe(true);
    click({ closest: () => null }); // inside the dialog's content
    expect(dialog.open).toBe(true);
    click(dialog); // outside: the backdrop
    expect(dialog.open).toBe(false);
    delete (globalThis as { HTMLDialogElement?: unknown }).HTMLDialogElement;
  });

  it('the golden-era dialog titles itself "More info" in English, or the Hindi equivalent', () => {
    expect(
      ['/the-golden-era/', '/the-golden-era/hi/', '/the-golden-era/pt/', '/the-golden-era/bn/'].map(
        (u) => dialogOf(u)!.title,
      ),
    ).toEqual(['More info', 'अधिक जानकारी', 'More info', 'More info']);
  });

  it('routes named blogger or aviator-blogger give the dialog a title of their own', () => {
    // Each page in its own language (not its copies in other languages, which share its variant).
    const blogger = Object.entries(manifest.pages)
      .filter(([url, p]) => url === p.variant.url)
      .map(([, p]) => p)
      .filter((p) => /(^|\/)(aviator-)?blogger\//.test(p.variant.url.slice(1)) && !p.variant.param);
    expect(blogger.length).toBeGreaterThanOrEqual(12);
    const titles = blogger.map((p) => dialogOf(p.variant.url)!);
    for (const [i, d] of titles.entries()) expect(d.title, blogger[i]!.variant.url).not.toBe(d.pageTitle);
    expect(new Set(titles.map((d) => d.title)).size).toBe(titles.length);
  });
});

describe('blogger promotion data', () => {
  const bloggers = campaigns.map((c) => c.data).filter((c) => c.template === 'blogger');
  it('name, percent 200–300, sum (25,000 to 55,000 INR) and currency; a promo code the form accepts; the Telugu set', () => {
    expect(bloggers.length).toBeGreaterThanOrEqual(12);
    for (const c of bloggers) {
      const p = c.params as BloggerParamsData;
      expect(p.percent, c.slug).toBeGreaterThanOrEqual(200);
      expect(p.percent, c.slug).toBeLessThanOrEqual(300);
      expect(p.maxBonus.length, c.slug).toBeGreaterThan(0);
      for (const m of p.maxBonus.filter((x) => x.currency === 'INR'))
        expect(m.amount >= 25_000 && m.amount <= 55_000, `${c.slug} ${m.amount}`).toBe(true);
      if (p.promoCode) expect(p.promoCode, c.slug).toMatch(/^[0-9]{1,12}$/);
      const shown = dialogOf(`/${c.route?.path ?? c.slug}/`)!.pageTitle;
      if (p.blogger)
        expect(
          renderToStaticMarkup(
            createElement(CampaignPage, {
              data: manifest.pages[`/${c.route!.path}/`]!,
              lang: 'en' as Locale,
              i18n: serverI18n('en'),
              template: templates.blogger!,
            }),
          ),
        ).toContain(p.blogger.name);
      expect(shown, c.slug).not.toBe('');
    }
    // The Telugu set: both Telugu routes, each taking a {name}.
    const telugu = bloggers.filter((c) => c.route?.path?.endsWith('/telugu'));
    expect(telugu.map((c) => [c.route!.path, c.route!.param?.kind])).toEqual(
      expect.arrayContaining([
        ['aviator-blogger/telugu', 'name'],
        ['blogger/telugu', 'name'],
      ]),
    );
  });
  it("the blogger's image: a photo from params.blogger.avatarImage, else the blogger's initials", () => {
    const c = bloggers.find((b) => (b.params as BloggerParamsData).blogger)!;
    const page = manifest.pages[`/${c.route!.path}/`]!;
    const render = (params: BloggerParamsData) =>
      renderToStaticMarkup(
        createElement(CampaignPage, {
          data: { ...page, campaign: { ...page.campaign, params } },
          lang: 'en' as Locale,
          i18n: serverI18n('en'),
          template: templates.blogger!,
        }),
      );
    const p = c.params as BloggerParamsData;
    const withPhoto = render({ ...p, blogger: { ...p.blogger!, avatarImage: 'img/blogger/photo.webp' } });
    expect(withPhoto).toMatch(
      /<span class="bl-avatar"><img src="[^"]*img\/blogger\/photo\.webp" alt="" width="64" height="64"\/?>/,
    );
    const initials = p
      .blogger!.name.split(/\s+/)
      .map((w) => w[0])
      .join('')
      .slice(0, 2)
      .toUpperCase();
    expect(render(p)).toContain(`<span class="bl-avatar"><span aria-hidden="true">${initials}</span>`);
  });
});

describe('tournament terms in dialogs (spec 9)', () => {
  const SPEC = {
    'money-heist': ['2022-09-22', '2022-09-29', 'From 22 September 2022 to 29 September 2022'],
    'smartsoft-series': ['2022-10-03', '2022-12-27', 'From 3 October 2022 to 27 December 2022'],
    'wazdan-cash-drop': ['2022-10-20', '2022-11-06', 'From 20 October 2022 to 6 November 2022'],
    'october-cash-days': ['2022-10-01', '2022-10-08', 'From 1 October 2022 to 8 October 2022'],
  } as const;
  it('Money Heist, Smartsoft series, Wazdan drop and October Cash Days: dates, 1x wager in 72 hours, payout in 72 hours, top 100, wheel points, EUR rates fixed 72 hours before', () => {
    for (const [slug, [starts, ends, from]] of Object.entries(SPEC)) {
      const c = campaigns.find((x) => x.data.slug === slug)!.data;
      expect([c.schedule?.starts, c.schedule?.ends], slug).toEqual([starts, ends]);
      const d = dialogOf(`/${slug}/`)!;
      const text = d.body.join(' ');
      expect(text, slug).toContain(from);
      expect(text, slug).toContain(
        'Prizes are credited within 72 hours and carry a 1x wager to complete within 72 hours.',
      );
    }
    const tour = (slug: string) => campaigns.find((x) => x.data.slug === slug)!.data.tournament!;
    expect([tour('money-heist').winners, tour('smartsoft-series').winners]).toEqual([100, 100]);
    expect(tour('smartsoft-series').points!.map((p) => ['multiplier' in p ? p.multiplier : null, p.points])).toEqual([
      [1, 1],
      [2, 2],
      [10, 10],
      [25, 25],
      [50, 50],
      [100, 100],
    ]);
    expect(tour('october-cash-days').pool!.currency).toBe('EUR');
    expect(
      resolveText(campaigns.find((x) => x.data.slug === 'october-cash-days')!.data, 'en').terms!.join(' '),
    ).toContain('exchange rates fixed 72 hours before the start');
  });
});
