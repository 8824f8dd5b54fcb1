/**
 * Rules for ad-matched text: every `{{param|Default}}` slot names an allow-listed query parameter
 * (adText.params) and has a default that passes the character policy and the length cap.
 */
import type { CampaignData } from '../../model/campaignSchema.ts';
import { AD_TEXT_DEFAULT_MAX, adValueProblem } from '../../model/adText.ts';
import { slotsIn } from '../../model/adTextSlots.ts';
import { ARM_QUERY } from '../../model/experiment.ts';
import type { RuleFinding } from './RuleFinding.ts';
import type { Segment } from './locate.ts';

/** Query parameters that mean something else to the site and may never be inserted. */
const RESERVED = new Set([ARM_QUERY, 'click_id', 'value_1', 'value_2', 'value_3', 'val_cur', 'currency', 'welcomeme']);

function* strings(v: unknown, at: Segment[]): Generator<{ text: string; at: Segment[] }> {
  if (typeof v === 'string') yield { text: v, at };
  else if (Array.isArray(v)) for (let i = 0; i < v.length; i++) yield* strings(v[i], [...at, i]);
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) yield* strings(x, [...at, k]);
}

export function adTextRules(c: CampaignData): RuleFinding[] {
  const out: RuleFinding[] = [];
  const allowed = c.adText?.params ?? [];
  const max = c.adText?.maxLength ?? AD_TEXT_DEFAULT_MAX;
  (c.adText?.params ?? []).forEach((p, i) => {
    if (RESERVED.has(p))
      out.push({
        code: 'rule/ad-param',
        at: ['adText', 'params', i],
        message: `"${p}" is a query parameter the site itself reads; it cannot be inserted into text. Use another, e.g. utm_term.`,
      });
  });
  for (const [p, rule] of Object.entries(c.adText?.only ?? {})) {
    if (!allowed.includes(p))
      out.push({
        code: 'rule/ad-param',
        at: ['adText', 'only', p],
        aim: 'key',
        message: `adText.only names "${p}", which is not in adText.params (${allowed.join(', ')}). Add it there, or remove it here.`,
      });
    if (!Array.isArray(rule)) continue;
    rule.forEach((v, i) => {
      const why = adValueProblem(v, max);
      if (why)
        out.push({
          code: 'rule/ad-default',
          at: ['adText', 'only', p, i],
          message: `The listed value "${v}" breaks the text rules: ${why}. Shorten or simplify it${why.includes('limit') ? ', or raise adText.maxLength' : ''}.`,
        });
    });
  }
  for (const { text, at } of strings(c.text, ['text'])) {
    for (const slot of slotsIn(text)) {
      if (!allowed.includes(slot.param)) {
        const list = allowed.length
          ? `Add it to adText.params (now: ${allowed.join(', ')}) or use one of those.`
          : `Allow it first: adText: { params: [${slot.param || 'utm_term'}] }.`;
        out.push({
          code: 'rule/ad-param',
          at,
          message: `The slot ${slot.raw} inserts "${slot.param}", which is not an allowed query parameter. ${list}`,
        });
        continue;
      }
      if (slot.fallback === undefined) {
        out.push({
          code: 'rule/ad-default',
          at,
          message: `The slot ${slot.raw} has no default, shown when the URL has no usable ${slot.param}. Write it as {{${slot.param}|Default}}.`,
        });
        continue;
      }
      const why = adValueProblem(slot.fallback, max);
      if (why)
        out.push({
          code: 'rule/ad-default',
          at,
          message: `The default "${slot.fallback}" of ${slot.raw} breaks the text rules: ${why}. Shorten or simplify it${why.includes('limit') ? ', or raise adText.maxLength' : ''}.`,
        });
    }
  }
  return out;
}
