/**
 * The campaign format's promotions: random cash drops, several races, points per stake, win or spin,
 * ticket prices; welcome offers as deposit match, cashback or free spins. `promo check` rules on real
 * catalogue files (edited in memory), and the pages the templates render from them.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { nodeFs, type ProjectFs } from '../../cli/campaign/ProjectFs.ts';
import type { Problem } from '../../cli/campaign/Problem.ts';
import { planSite } from '../../cli/site/planSite.ts';
import { CampaignPage } from '../../runtime/template/CampaignPage.tsx';
import { templates } from '../../runtime/template/templates.ts';
import { serverI18n } from '../../runtime/i18n/serverI18n.ts';
import { tournamentInCurrency } from '../../runtime/content/tournamentInCurrency.ts';
import { formatMoney } from '../../runtime/content/formatMoney.ts';
import { REPO } from '../support/tempProject.ts';

const file = (slug: string) => join(REPO, 'campaigns', `${slug}.yaml`);
/** Checks campaigns/<slug>.yaml as edited by `edit`, inside the real project. */
async function check(slug: string, edit: (text: string) => string): Promise<Problem[]> {
  const path = file(slug);
  const original = readFileSync(path, 'utf8');
  const text = edit(original);
  expect(text).not.toBe(original);
  const fs: ProjectFs = {
    ...nodeFs,
    readFile: async (p) => (p === path ? text : nodeFs.readFile(p)),
    size: async (p) => (p === path ? Buffer.byteLength(text) : nodeFs.size(p)),
  };
  return (await checkProject({ root: REPO, fs, alone: true, files: [path] })).problems;
}
const replace = (from: string, to: string) => (t: string) => {
  expect(t).toContain(from);
  return t.replace(from, to);
};
const lineIn = (slug: string, needle: string) =>
  readFileSync(file(slug), 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(needle)) + 1;
const brief = (p: Problem) => ({ code: p.code, line: p.line, severity: p.severity });

describe('promo check: drops, races, points, tickets', () => {
  it('the migrated campaigns have no problems', async () => {
    const files = [
      'cash-drop-inr',
      'holiday-races',
      'daily-tournament',
      'winter-giveaway',
      'cash-back',
      'land-activate-freespins',
    ].map(file);
    expect((await checkProject({ root: REPO, fs: nodeFs, alone: true, files })).problems).toEqual([]);
  });

  it('drops that add up to more than the pool: one error at drops, saying by how much', async () => {
    const problems = await check(
      'cash-drop-inr',
      replace('{ count: 2, amount: 50000 }', '{ count: 3, amount: 50000 }'),
    );
    expect(problems.map(brief)).toEqual([
      { code: 'rule/prize-pool', line: lineIn('cash-drop-inr', '  drops:'), severity: 'error' },
    ]);
    expect(problems[0]!.message).toBe(
      'The drops add up to 1,550,000 INR: 50,000 INR more than the 1,500,000 INR pool. Lower the drops or raise the pool so they agree.',
    );
  });

  it('drops that add up to less: a warning; a drop count of zero: the schema says so', async () => {
    const less = await check('cash-drop-inr', replace('{ count: 2, amount: 50000 }', '{ count: 1, amount: 50000 }'));
    expect(less.map((p) => [p.code, p.severity])).toEqual([['rule/prize-pool', 'warning']]);
    expect(less[0]!.message).toContain('50,000 INR less than the 1,500,000 INR pool');
    const zero = await check('cash-drop-inr', replace('{ count: 2, amount: 50000 }', '{ count: 0, amount: 50000 }'));
    expect(zero).toHaveLength(1);
    expect(zero[0]!.severity).toBe('error');
    expect(zero[0]!.line).toBe(lineIn('cash-drop-inr', '{ count: 2, amount: 50000 }'));
  });

  it('race pools count against the pool, and each race must lie inside the schedule', async () => {
    const over = await check(
      'holiday-races',
      replace('pool: { amount: 7618000, currency: INR }', 'pool: { amount: 8618000, currency: INR }'),
    );
    expect(over.map((p) => p.code)).toEqual(['rule/prize-pool']);
    expect(over[0]!.message).toContain('The race pools add up to 13,697,000 INR: 1,000,000 INR more');
    const outside = await check('holiday-races', replace('      ends: "2023-01-22"', '      ends: "2023-01-25"'));
    expect(outside.map(brief)).toEqual([
      { code: 'rule/race-outside', line: lineIn('holiday-races', '      ends: "2023-01-22"'), severity: 'error' },
    ]);
  });

  it('two races of one name at the same time are an error; at different times they are fine', async () => {
    const twin = (dates: string) =>
      replace(
        '    - name: Playson Afterparty\n      starts: "2023-01-05"\n      ends: "2023-01-22"\n      pool: { amount: 7618000, currency: INR }',
        `    - name: Playson Afterparty\n      starts: "2023-01-05"\n      ends: "2023-01-12"\n      pool: { amount: 3809000, currency: INR }\n    - name: playson afterparty\n      ${dates}\n      pool: { amount: 3809000, currency: INR }`,
      );
    const clash = await check('holiday-races', twin('starts: "2023-01-10"\n      ends: "2023-01-22"'));
    expect(clash.map((p) => p.code)).toEqual(['rule/race-overlap']);
    expect(clash[0]!.message).toContain('same name as race 2');
    expect(await check('holiday-races', twin('starts: "2023-01-13"\n      ends: "2023-01-22"'))).toEqual([]);
  });

  it('points on a spin take no amount; points on a win need one', async () => {
    const spin = await check(
      'holiday-races',
      replace(
        '        - { points: 1, on: spin }',
        '        - { points: 1, per: { amount: 17, currency: INR }, on: spin }',
      ),
    );
    expect(spin.map((p) => p.code)).toEqual(['rule/points']);
    const win = await check(
      'daily-tournament',
      replace('{ points: 1, per: { amount: 1, currency: INR }, on: win }', '{ points: 1, on: win }'),
    );
    expect(win.map((p) => p.code)).toEqual(['rule/points']);
    expect(win[0]!.message).toContain('need "per"');
  });
});

describe('promo check: welcome offers', () => {
  it('cashback over 100% and a match without a cap are errors; free spins may stand alone', async () => {
    const much = await check('cash-back', replace('  percent: 10  #', '  percent: 110  #'));
    expect(much.map((p) => p.code)).toEqual(['rule/welcome-offer']);
    expect(much[0]!.message).toContain('more than was lost');
    const cap = await check('land-activate-freespins', (t) => t.replace(/  maxBonus:[^\n]*\n(    - [^\n]*\n)+/, ''));
    expect(cap.map((p) => p.message)).toEqual([
      'A deposit match of 100% needs "maxBonus": the largest bonus per currency.',
    ]);
    const spinsOnly = await check('land-activate-freespins', (t) =>
      t.replace(/  percent: 100\n/, '').replace(/  maxBonus:[^\n]*\n(    - [^\n]*\n)+/, ''),
    );
    expect(spinsOnly).toEqual([]);
    const nothing = await check('land-activate-freespins', (t) =>
      t
        .replace(/  percent: 100\n/, '')
        .replace(/  maxBonus:[^\n]*\n(    - [^\n]*\n)+/, '')
        .replace(/  freeSpins:[^\n]*\n/, ''),
    );
    expect(nothing.map((p) => p.code)).toEqual(['rule/welcome-offer']);
  });
});

describe('the pages', async () => {
  const { config, campaigns } = await checkProject({ root: REPO, fs: nodeFs });
  const manifest = planSite(
    config!,
    campaigns.map((c) => c.data),
    { env: 'development', at: Date.parse('2026-11-21T12:00:00Z') },
  );
  const render = (url: string) => {
    const data = manifest.pages[url]!;
    return renderToStaticMarkup(
      createElement(CampaignPage, {
        data,
        lang: 'en',
        i18n: serverI18n('en'),
        template: templates[data.campaign.template]!,
      }),
    )
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
  };

  it('a drops campaign lists its drops, biggest first', () => {
    const inr = (n: number) => formatMoney(n, 'INR', 'en');
    expect(render('/cash-drop/inr/')).toContain(
      `Random cash drops, 3532 in total Drop Number of drops ${inr(50000)} × 2 ${inr(10000)} × 30 ${inr(1000)} × 500 ${inr(200)} × 3000`,
    );
  });
  it('a campaign of several races shows each with its pool and points, per stake, per win and per spin', () => {
    const text = render('/holiday-races/');
    expect(text).toContain(`Races Santa Spins Prize pool: ${formatMoney(5079000, 'INR', 'en')}`);
    expect(text).toContain('Every 85 INR bet 100 points Every 85 INR won 10 points');
    expect(text).toContain(
      `Playson Afterparty 5 Jan 2023 – 22 Jan 2023 Prize pool: ${formatMoney(7618000, 'INR', 'en')}`,
    );
    expect(text).toContain('Every spin 1 point');
  });
  it('points per win and ticket prices show as such', () => {
    expect(render('/daily-tournament/')).toContain('Every 1 INR won 1 point');
    expect(render('/winter-giveaway/')).toContain(`Tickets 1 ticket per ${formatMoney(2110, 'INR', 'en')} bet`);
  });
  it('a cashback offer and free spins on top of a match', () => {
    const cashback = render('/cash-back/');
    expect(cashback).toContain('Cashback Back on net losses, every week 10%');
    expect(cashback).toContain(
      `10% cashback up to ${formatMoney(50000, 'INR', 'en')} Sign up and play: cashback is credited automatically`,
    );
    expect(render('/land-activate-freespins/')).toContain('+ 100 free spins');
  });
  it('drops and races follow a {currency} route at the pool rate', () => {
    const t = tournamentInCurrency(
      {
        pool: { amount: 1000, currency: 'INR' },
        altPools: [{ amount: 100, currency: 'BRL' }],
        drops: [{ count: 2, amount: 500 }],
        races: [{ name: 'A', pool: { amount: 1000, currency: 'INR' } }],
        ticketPrice: { amount: 50, currency: 'INR' },
      },
      'BRL',
    );
    expect(t.drops).toEqual([{ count: 2, amount: 50, currency: 'BRL' }]);
    expect(t.races?.[0]?.pool).toEqual({ amount: 100, currency: 'BRL' });
    expect(t.ticketPrice).toEqual({ amount: 5, currency: 'BRL' });
  });
});
