/**
 * The key facts of a tournament (winners, minimum bet, odds, wagering, payout…) as label/value pairs
 * in the order a template lists them. Templates that word a fact their own way pass their own label keys.
 */
import type { TFunction } from 'i18next';
import type { TournamentData } from '../../model/campaignSchema.ts';
import type { Fact } from './Fact.ts';
import { isDraw } from './isDraw.ts';
import type { MoneyFormat } from './formatMoney.ts';

export type TournamentFact =
  | 'winners'
  | 'minBet'
  | 'minOdds'
  | 'ticketPrice'
  | 'ticketsPerDay'
  | 'points'
  | 'wager'
  | 'payout';

/** Label keys a template words its own way: the points fact needs both of its keys; wager defaults to page.prizeWager. */
export interface FactLabels {
  points?: string;
  pointsPer?: string;
  wager?: string;
}

/** `money` formats amounts in the page language (useMoney()). */
export function tournamentFacts(
  tour: TournamentData,
  t: TFunction,
  money: MoneyFormat['money'],
  order: readonly TournamentFact[],
  labels: FactLabels = {},
): Fact[] {
  const perBet = tour.points?.find((p) => p.per);
  const { points = '', pointsPer = '', wager = 'page.prizeWager' } = labels;
  const fact: Record<TournamentFact, () => Fact | null> = {
    winners: () =>
      tour.winners
        ? [
            t('page.winners'),
            isDraw(tour) ? t('page.drawnN', { count: tour.winners }) : t('page.topN', { count: tour.winners }),
          ]
        : null,
    minBet: () => (tour.minBet ? [t('page.minBet'), money(tour.minBet.amount, tour.minBet.currency)] : null),
    minOdds: () => (tour.minOdds ? [t('page.minOdds'), String(tour.minOdds)] : null),
    ticketPrice: () =>
      tour.ticketPrice
        ? [
            t('page.ticketPrice'),
            t('page.ticketPer', { amount: money(tour.ticketPrice.amount, tour.ticketPrice.currency) }),
          ]
        : null,
    ticketsPerDay: () =>
      tour.maxTicketsPerDay ? [t('page.ticketsPerDay'), t('page.upToN', { count: tour.maxTicketsPerDay })] : null,
    points: () =>
      perBet?.per && points && pointsPer
        ? [t(points), t(pointsPer, { points: perBet.points, amount: money(perBet.per.amount, perBet.per.currency) })]
        : null,
    wager: () =>
      tour.wager
        ? [
            t(wager),
            tour.wager.multiplier
              ? t('page.wagerIn', { multiplier: tour.wager.multiplier, hours: tour.wager.hours })
              : t('page.noWagering'),
          ]
        : null,
    payout: () => (tour.payoutHours ? [t('page.payout'), t('page.withinHours', { hours: tour.payoutHours })] : null),
  };
  return order.map((key) => fact[key]()).filter((f): f is Fact => f !== null);
}
