/**
 * Money on one page follows the page language's conventions (spec PC; issue 12): every catalogue page,
 * rendered in-process in languages of each convention, shows its amounts — the templates' figures and
 * the campaigns' own text alike — in one grouping (lakh or Western) with one set of separators.
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
import { formatMoney } from '../../runtime/content/formatMoney.ts';
import { textLanguage } from '../../runtime/content/textLanguage.ts';
import { CURRENCIES, type Locale } from '../../model/codes.ts';
import { REPO } from '../support/tempProject.ts';

/** Native digits (Devanagari, Bengali, Myanmar) read as ASCII. */
const ZEROS = [0x0966, 0x09e6, 0x1040];
const ascii = (s: string) =>
  s.replace(/[\u0966-\u096F\u09E6-\u09EF\u1040-\u1049]/g, (d) => {
    const c = d.codePointAt(0)!;
    return String(c - ZEROS.find((z) => c >= z && c <= z + 9)!);
  });
const DIGIT = '0-9\\u0966-\\u096F\\u09E6-\\u09EF\\u1040-\\u1049';
/** A figure written before a currency code ("3,81,000 INR", "204.000 BRL", "1 000 000 UZS"). */
const AMOUNT = new RegExp(
  `(?<![${DIGIT},.])([${DIGIT}](?:[${DIGIT}]|[,.\\u00a0\\u202f](?=[${DIGIT}]))*)\\s(?:${CURRENCIES.join('|')})\\b`,
  'gu',
);

export interface Convention {
  grouping: 'lakh' | 'western';
  separator: string;
  decimal?: string;
}

/** How a figure is grouped, or null when it cannot tell (under 100,000 both groupings agree). */
export function conventionOf(figure: string): Convention | null {
  const parts = ascii(figure).split(/([,.\u00a0\u202f])/);
  const groups = parts.filter((_, i) => i % 2 === 0);
  const seps = parts.filter((_, i) => i % 2 === 1);
  let decimal: string | undefined;
  if (groups.length > 1 && groups.at(-1)!.length < 3) {
    decimal = seps.pop();
    groups.pop();
  }
  if (groups.length < 2) return null;
  const separator = seps[0]!;
  const inner = groups.slice(1, -1);
  return {
    grouping: inner.some((g) => g.length === 2) ? 'lakh' : 'western',
    separator,
    ...(decimal ? { decimal } : {}),
  };
}

/** The conventions a page's amounts use, by kind, as sets. */
function conventionsOn(text: string) {
  const found = {
    grouping: new Set<string>(),
    separator: new Set<string>(),
    decimal: new Set<string>(),
    figures: [] as string[],
  };
  for (const m of text.matchAll(AMOUNT)) {
    const figure = m[1]!;
    found.figures.push(figure);
    const c = conventionOf(figure);
    if (!c) continue;
    // "20,000" is both: only a figure of six digits or more shows its grouping.
    if (ascii(figure).replace(/\D/g, '').length - (c.decimal ? 2 : 0) >= 6 || c.grouping === 'lakh')
      found.grouping.add(c.grouping);
    found.separator.add(c.separator);
    if (c.decimal) found.decimal.add(c.decimal);
  }
  return found;
}

describe('formatMoney', () => {
  it('follows the page language, whatever the currency', () => {
    expect(formatMoney(1000000, 'INR', 'en')).toBe('1,000,000 INR');
    expect(formatMoney(1000000, 'BRL', 'en')).toBe('1,000,000 BRL');
    expect(formatMoney(1000000, 'INR', 'hi')).toBe('10,00,000 INR');
    expect(formatMoney(1000000, 'USD', 'hi')).toBe('10,00,000 USD');
    expect(formatMoney(1000000, 'INR', 'pt')).toBe('1.000.000 INR');
    expect(formatMoney(1000000, 'INR', 'bn')).toBe('১০,০০,০০০ INR');
    expect(formatMoney(0.2, 'EUR', 'pt')).toBe('0,2 EUR');
  });
  it('reads groupings', () => {
    expect(conventionOf('1,00,000')).toEqual({ grouping: 'lakh', separator: ',' });
    expect(conventionOf('১,২৬,৯৭,০০০.৫')).toEqual({ grouping: 'lakh', separator: ',', decimal: '.' });
    expect(conventionOf('100,000')).toEqual({ grouping: 'western', separator: ',' });
    expect(conventionOf('12.697.000,5')).toEqual({ grouping: 'western', separator: '.', decimal: ',' });
    expect(conventionOf('500')).toBeNull();
  });
});

describe('money on one page', async () => {
  const { config, campaigns } = await checkProject({ root: REPO, fs: nodeFs });
  const manifest = planSite(
    config!,
    campaigns.map((c) => c.data),
    { env: 'development', at: Date.parse('2026-11-21T12:00:00Z') },
  );
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;/g, '\u00a0')
      .replace(/[ \t\n]+/g, ' ');
  /** The page's text, and the info dialog's apart: it is written in the language the route's {id} picks (spec 2). */
  const render = (url: string, lang: Locale) => {
    const data = manifest.pages[url]!;
    const html = renderToStaticMarkup(
      createElement(CampaignPage, { data, lang, i18n: serverI18n(lang), template: templates[data.campaign.template]! }),
    );
    const dialog = /<dialog[^>]*\blang="[^"]*"[^>]*>[\s\S]*?<\/dialog>/.exec(html)?.[0] ?? '';
    return { page: text(html.replace(dialog, '')), dialog: text(dialog), written: textLanguage(data.campaign, lang) };
  };
  const CONVENTION: Partial<Record<Locale, Pick<Convention, 'grouping' | 'separator'>>> = {
    en: { grouping: 'western', separator: ',' },
    hi: { grouping: 'lakh', separator: ',' },
    bn: { grouping: 'lakh', separator: ',' },
    pt: { grouping: 'western', separator: '.' },
    ru: { grouping: 'western', separator: '\u00a0' },
  };
  /** What is wrong with the amounts of one text: two groupings or separators, or not the convention expected. */
  const problem = (t: string, expected?: Pick<Convention, 'grouping' | 'separator'>) => {
    const found = conventionsOn(t);
    const groupings = [...found.grouping];
    const separators = [...found.separator];
    const bad =
      groupings.length > 1 ||
      separators.length > 1 ||
      found.decimal.size > 1 ||
      separators.some((x) => found.decimal.has(x)) ||
      (!!expected &&
        (groupings.some((g) => g !== expected.grouping) || separators.some((x) => x !== expected.separator)));
    return {
      count: found.figures.length,
      bad: bad
        ? `${groupings.join('+')} ${separators.map((x) => JSON.stringify(x)).join('+')} in ${found.figures.join(' | ')}`
        : null,
    };
  };

  // Languages of each convention: Western with commas, Indian (lakh), lakh in Bengali digits, Western with dots, with spaces.
  it.each(Object.keys(CONVENTION) as Locale[])('no two groupings on one page: every catalogue page in %s', (lang) => {
    const mixed: string[] = [];
    let seen = 0;
    let own = 0;
    for (const url of Object.keys(manifest.pages)) {
      // (A page's copies in other languages, `__lang/<code>/`, are its data in a language this loop renders it in.)
      if (url !== manifest.pages[url]!.variant.url) continue;
      if (lang !== 'en' && manifest.pages[url]!.variant.param) continue;
      const { page, dialog, written } = render(url, lang);
      if (written === lang) own++;
      const onPage = problem(page, CONVENTION[written as Locale]);
      const inDialog = problem(dialog);
      seen += onPage.count + inDialog.count;
      if (onPage.bad) mixed.push(`${url} (${written}): ${onPage.bad}`);
      if (inDialog.bad) mixed.push(`${url} info dialog: ${inDialog.bad}`);
    }
    expect(seen).toBeGreaterThan(500);
    expect(own).toBeGreaterThan(lang === 'ru' ? 0 : 20);
    expect(mixed).toEqual([]);
  });
});
