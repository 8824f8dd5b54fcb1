/**
 * The prize table against the pool: sum(amount × places) more than the pool is an error (the page
 * would promise more than is paid), less is a warning saying by how much. Rows in a currency of
 * altPools are converted at the pool's own rate (as {currency} routes show them); a row in a
 * currency with no pool cannot be compared, and then the check is skipped.
 */
import type { MoneyData, TournamentData } from '../../model/campaignSchema.ts';
import type { RuleFinding } from './RuleFinding.ts';

const money = (n: number, currency: string) => `${n.toLocaleString('en', { maximumFractionDigits: 2 })} ${currency}`;

/** `what` names the rows compared and where the finding points (default: the prize table). */
export function prizePoolFindings(
  t: TournamentData | undefined,
  what: { at: RuleFinding['at']; noun: string } = { at: ['tournament', 'prizes'], noun: 'prizes' },
): RuleFinding[] {
  const pool = t?.pool;
  const rows = t?.prizes;
  if (!pool || !rows?.length || !(pool.amount > 0)) return [];
  let sum = 0;
  let converted = false;
  for (const row of rows) {
    const places = (row.to ?? row.from) - row.from + 1;
    if (!Number.isInteger(places) || places < 1 || !(typeof row.amount === 'number' && row.amount > 0)) return [];
    const currency: string = row.currency ?? pool.currency;
    const alt: MoneyData | undefined =
      currency === pool.currency ? pool : t.altPools?.find((p) => p.currency === currency);
    if (!alt || !(alt.amount > 0)) return [];
    converted ||= alt !== pool;
    sum += (row.amount * places * pool.amount) / alt.amount;
  }
  // Amounts converted from another currency are rounded there: allow half a percent.
  const tolerance = converted ? pool.amount * 0.005 : 0.005;
  const diff = sum - pool.amount;
  if (Math.abs(diff) <= tolerance) return [];
  const total = `The ${what.noun} add up to ${money(sum, pool.currency)}${converted ? ' (converted at the altPools rate)' : ''}`;
  if (diff > 0) {
    return [
      {
        code: 'rule/prize-pool',
        at: what.at,
        aim: 'key',
        message: `${total}: ${money(diff, pool.currency)} more than the ${money(pool.amount, pool.currency)} pool. Lower the ${what.noun} or raise the pool so they agree.`,
      },
    ];
  }
  return [
    {
      code: 'rule/prize-pool',
      at: what.at,
      aim: 'key',
      severity: 'warning',
      message: `${total}: ${money(-diff, pool.currency)} less than the ${money(pool.amount, pool.currency)} pool. Raise the ${what.noun} or lower the pool so they agree.`,
    },
  ];
}
