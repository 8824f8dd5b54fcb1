/**
 * A tournament seen in another currency (a {currency} route): the pool becomes the alternative pool
 * in that currency, and prizes, drops, races, ticket price, minimum bet and points thresholds are converted at the same rate
 * (pools are fixed per currency in advance, as the terms say). Unchanged when the currency is unknown.
 */
import type { MoneyData, TournamentData } from '../../model/campaignSchema.ts';

const round = (n: number) => (n >= 100 ? Math.round(n) : Math.round(n * 100) / 100);

export function tournamentInCurrency(t: TournamentData, currency: string | undefined): TournamentData {
  const base = t.pool;
  const target =
    currency && base && base.currency !== currency ? t.altPools?.find((p) => p.currency === currency) : undefined;
  if (!base || !target) return t;
  const rate = target.amount / base.amount;
  const convert = (m: MoneyData | undefined): MoneyData | undefined =>
    m && m.currency === base.currency ? { amount: round(m.amount * rate), currency: target.currency } : m;
  return {
    ...t,
    pool: target,
    altPools: [base, ...(t.altPools ?? []).filter((p) => p.currency !== target.currency)],
    prizes: t.prizes?.map((p) =>
      p.currency && p.currency !== base.currency
        ? p
        : { ...p, amount: round(p.amount * rate), currency: target.currency },
    ),
    minBet: convert(t.minBet),
    points: t.points?.map((p) => ({ ...p, per: convert(p.per) })),
    phases: t.phases?.map((p) => ({ ...p, pool: convert(p.pool) })),
    drops: t.drops?.map((d) =>
      d.currency && d.currency !== base.currency
        ? d
        : { ...d, amount: round(d.amount * rate), currency: target.currency },
    ),
    races: t.races?.map((r) => ({
      ...r,
      pool: convert(r.pool),
      points: r.points?.map((p) => ({ ...p, per: convert(p.per) })),
      prizes: r.prizes?.map((p) =>
        p.currency && p.currency !== base.currency
          ? p
          : { ...p, amount: round(p.amount * rate), currency: target.currency },
      ),
    })),
    ticketPrice: convert(t.ticketPrice),
  };
}
