/**
 * A tournament's format: a leaderboard ranks players (the top N win), a draw picks winners among ticket
 * holders (prizes are drawn, nobody is "top"). `format` says so; without it a ticket price means a draw.
 */
import type { TournamentData } from '../../model/campaignSchema.ts';

export const isDraw = (t: Pick<TournamentData, 'format' | 'ticketPrice'>): boolean =>
  (t.format ?? (t.ticketPrice ? 'draw' : 'leaderboard')) === 'draw';
