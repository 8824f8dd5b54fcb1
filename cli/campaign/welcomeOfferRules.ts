/**
 * Rules for a welcome offer (templates/welcome-bonus params): a deposit match or cashback needs its
 * percent and its cap; free spins may come alone or on top; cashback is paid per period.
 */
import type { CampaignData } from '../../model/campaignSchema.ts';
import type { WelcomeBonusParamsData } from '../../templates/welcome-bonus/params.ts';
import type { RuleFinding } from './RuleFinding.ts';

export function welcomeOfferRules(c: CampaignData): RuleFinding[] {
  if (c.template !== 'welcome-bonus' || !c.params) return [];
  const p = c.params as Partial<WelcomeBonusParamsData>;
  const out: RuleFinding[] = [];
  const cashback = p.offer === 'cashback';
  const what = cashback ? 'A cashback offer' : 'A deposit match';
  if (!p.percent && !p.freeSpins) {
    out.push({
      code: 'rule/welcome-offer',
      at: ['params'],
      aim: 'key',
      message: `${what} needs "percent" (and "maxBonus"), or give "freeSpins" for a free-spins offer.`,
    });
  } else if (p.percent && !p.maxBonus) {
    out.push({
      code: 'rule/welcome-offer',
      at: ['params', 'percent'],
      message: `${what} of ${p.percent}% needs "maxBonus": the largest ${cashback ? 'cashback per period' : 'bonus'} per currency.`,
    });
  } else if (!p.percent && p.maxBonus) {
    out.push({
      code: 'rule/welcome-offer',
      at: ['params', 'maxBonus'],
      aim: 'key',
      message: `"maxBonus" caps a percentage, but there is no "percent". Add the percent or remove maxBonus.`,
    });
  }
  if (cashback && p.percent && p.percent > 100)
    out.push({
      code: 'rule/welcome-offer',
      at: ['params', 'percent'],
      message: `Cashback of ${p.percent}% would pay back more than was lost. Use at most 100.`,
    });
  if (cashback && !p.percent)
    out.push({
      code: 'rule/welcome-offer',
      at: ['params', 'offer'],
      message: 'A cashback offer needs "percent": the share of net losses paid back.',
    });
  if (!cashback && p.cashbackPeriod)
    out.push({
      code: 'rule/welcome-offer',
      at: ['params', 'cashbackPeriod'],
      aim: 'key',
      message: 'cashbackPeriod applies to offer: cashback only. Set offer: cashback or remove it.',
    });
  return out;
}
