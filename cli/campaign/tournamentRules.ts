/**
 * Rules for the tournament fields beyond a prize table: random cash drops, several races, points per
 * stake, win or spin, and the pool they share. The pool comparison is prizePoolRule's (one rule,
 * reused): the prize table, the drops and the races' pools together against the campaign's pool; each
 * race's prize table against its own pool.
 */
import type { CampaignData, PointsRowData, PrizeRowData, TournamentData } from '../../model/campaignSchema.ts';
import type { Segment } from './locate.ts';
import { prizePoolFindings } from './prizePoolRule.ts';
import { parseLocal } from './localTime.ts';
import type { RuleFinding } from './RuleFinding.ts';
import { zonedEndOfDay } from '../../model/zonedTime.ts';

/** The pool against everything paid from it. Replaces the prize table's own comparison when there are drops or race pools. */
export function poolFindings(t: TournamentData | undefined): RuleFinding[] {
  const drops = t?.drops ?? [];
  const racePools = (t?.races ?? []).flatMap((r) => (r.pool ? [r.pool] : []));
  if (!t || (!drops.length && !racePools.length)) return prizePoolFindings(t);
  const rows: PrizeRowData[] = [
    ...(t.prizes ?? []),
    ...drops.map((d) => ({ from: 1, to: d.count, amount: d.amount, currency: d.currency })),
    ...racePools.map((p) => ({ from: 1, amount: p.amount, currency: p.currency })),
  ];
  const parts = [t.prizes?.length && 'prizes', drops.length && 'drops', racePools.length && 'race pools']
    .filter(Boolean)
    .join(' and ');
  const at: Segment[] = ['tournament', drops.length ? 'drops' : 'races'];
  return prizePoolFindings({ ...t, prizes: rows }, { at, noun: parts });
}

function pointsFindings(rows: readonly PointsRowData[] | undefined, at: Segment[]): RuleFinding[] {
  const out: RuleFinding[] = [];
  (rows ?? []).forEach((p, i) => {
    if (p.on === 'spin' && p.per)
      out.push({
        code: 'rule/points',
        at: [...at, i, 'per'],
        message:
          'Points "on: spin" come with every spin, whatever its amount: remove "per", or set on: stake or on: win.',
      });
    if (p.on === 'win' && !p.per && !p.multiplier)
      out.push({
        code: 'rule/points',
        at: [...at, i, 'on'],
        message:
          'Points "on: win" need "per" (points per amount won) or "multiplier" (points for a win of that multiplier).',
      });
    if (p.on === 'stake' && !p.per)
      out.push({
        code: 'rule/points',
        at: [...at, i, 'on'],
        message: 'Points "on: stake" need "per": the amount staked that earns them.',
      });
  });
  return out;
}

export function tournamentRules(c: CampaignData): RuleFinding[] {
  const t = c.tournament;
  if (!t) return [];
  const out: RuleFinding[] = [...pointsFindings(t.points, ['tournament', 'points'])];
  const seen = new Set<string>();
  t.drops?.forEach((d, i) => {
    const key = `${d.amount} ${d.currency ?? ''}`;
    if (seen.has(key))
      out.push({
        code: 'rule/drops',
        severity: 'warning',
        at: ['tournament', 'drops', i, 'amount'],
        message: `Another row already has drops of ${d.amount}${d.currency ? ` ${d.currency}` : ''}. Add the counts together in one row.`,
      });
    seen.add(key);
    if (t.pool && d.amount > t.pool.amount && (d.currency ?? t.pool.currency) === t.pool.currency) {
      out.push({
        code: 'rule/drops',
        at: ['tournament', 'drops', i, 'amount'],
        message: `One drop of ${d.amount} ${t.pool.currency} is more than the whole ${t.pool.amount} ${t.pool.currency} pool. Check the amount.`,
      });
    }
  });
  out.push(...raceFindings(c));
  return out;
}

/** Races: real dates in order, inside the campaign's schedule; two races of one name must not overlap; points and prize tables as above. */
function raceFindings(c: CampaignData): RuleFinding[] {
  const races = c.tournament?.races ?? [];
  const out: RuleFinding[] = [];
  const zone = c.schedule?.timeZone ?? 'UTC';
  /** A local end read as the last moment it names: a date means the whole of that day. */
  const endOf = (raw: string, at: number | null) => (at !== null && raw.length === 10 ? zonedEndOfDay(raw, zone) : at);
  const campaignStart = c.schedule ? parseLocal(c.schedule.starts, zone) : null;
  const campaignEnd = c.schedule ? endOf(c.schedule.ends, parseLocal(c.schedule.ends, zone)) : null;
  const spans: { name: string; from: number; to: number; i: number }[] = [];
  for (const [i, r] of races.entries()) {
    const at: Segment[] = ['tournament', 'races', i];
    out.push(...pointsFindings(r.points, [...at, 'points']));
    out.push(
      ...prizePoolFindings(
        { pool: r.pool, prizes: r.prizes },
        { at: [...at, 'prizes'], noun: `prizes of "${r.name}"` },
      ),
    );
    const a = r.starts ? parseLocal(r.starts, zone) : campaignStart;
    const bRaw = r.ends ? parseLocal(r.ends, zone) : campaignEnd;
    const b = r.ends ? endOf(r.ends, bRaw) : bRaw;
    if (r.starts && a === null) {
      out.push({
        code: 'rule/bad-date',
        at: [...at, 'starts'],
        message: `"${r.starts}" (race "${r.name}") is not a real calendar date. Check day and month.`,
      });
      continue;
    }
    if (r.ends && bRaw === null) {
      out.push({
        code: 'rule/bad-date',
        at: [...at, 'ends'],
        message: `"${r.ends}" (race "${r.name}") is not a real calendar date. Check day and month.`,
      });
      continue;
    }
    if (a !== null && b !== null && b <= a) {
      out.push({
        code: 'rule/schedule-order',
        at: [...at, 'ends'],
        message: `Race "${r.name}" ends before it starts. Set ends after starts.`,
      });
      continue;
    }
    if (campaignStart !== null && a !== null && a < campaignStart)
      out.push({
        code: 'rule/race-outside',
        at: [...at, 'starts'],
        message: `Race "${r.name}" starts (${r.starts}) before the campaign (schedule.starts ${c.schedule!.starts}). Move the race or the schedule.`,
      });
    if (campaignEnd !== null && b !== null && b > campaignEnd)
      out.push({
        code: 'rule/race-outside',
        at: [...at, 'ends'],
        message: `Race "${r.name}" ends (${r.ends}) after the campaign (schedule.ends ${c.schedule!.ends}). Move the race or the schedule.`,
      });
    if (a !== null && b !== null) spans.push({ name: r.name.trim().toLowerCase(), from: a, to: b, i });
  }
  for (const s of spans) {
    const clash = spans.find((o) => o.i < s.i && o.name === s.name && o.from <= s.to && s.from <= o.to);
    if (clash)
      out.push({
        code: 'rule/race-overlap',
        at: ['tournament', 'races', s.i, 'name'],
        message: `Race ${s.i + 1} has the same name as race ${clash.i + 1} and runs at the same time: players could not tell their leaderboards apart. Rename one or move its dates.`,
      });
  }
  return out;
}
