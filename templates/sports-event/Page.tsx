import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '../../runtime/template/TemplateModule.ts';
import type { SportsEventParamsData } from './params.ts';
import { TemplateFrame } from '../../runtime/template/TemplateFrame.tsx';
import { Countdown } from '../../runtime/components/Countdown.tsx';
import { PrizeTable } from '../../runtime/components/PrizeTable.tsx';
import { OfferValue } from '../../runtime/components/OfferValue.tsx';
import { Paragraphs } from '../../runtime/components/Paragraphs.tsx';
import { OfferCard } from '../../runtime/components/OfferCard.tsx';
import { ScheduleRange } from '../../runtime/components/ScheduleRange.tsx';
import { useCampaignDates } from '../../runtime/components/useCampaignDates.ts';
import { formatAmount, formatMoney } from '../../runtime/content/formatMoney.ts';
import { tournamentFacts } from '../../runtime/content/tournamentFacts.ts';

/** Label keys of this template: t('tpl.sports-event.<key>'). */
const K = 'tpl.sports-event.';
/** Facts this template words its own way. */
const LABELS = { points: `${K}points`, pointsPer: `${K}pointsPer`, wager: `${K}wager` };
type Sport = SportsEventParamsData['sport'];
type Team = NonNullable<SportsEventParamsData['teams']>[number];

/* ---- Drawn art: the ball of the sport, and team badges ---- */

/** A regular pentagon's path around (x, y), radius r, first corner at angle a (degrees). */
const pentagon = (x: number, y: number, r: number, a: number) =>
  `M${[0, 1, 2, 3, 4].map((i) => { const t = ((a + i * 72) * Math.PI) / 180; return `${(x + r * Math.cos(t)).toFixed(1)} ${(y + r * Math.sin(t)).toFixed(1)}`; }).join('L')}Z`;

const BALL: Record<Sport, () => ReactNode> = {
  cricket: () => <>
    <circle cx="32" cy="32" r="26" fill="url(#se-red)" />
    <path d="M14 14c9 9 9 27 0 36M50 14c-9 9-9 27 0 36" fill="none" stroke="#fff3e0" strokeWidth="2" strokeDasharray="3 3" />
    <path d="M17 12c8 10 8 30 0 40M47 12c-8 10-8 30 0 40" fill="none" stroke="#fff3e0" strokeWidth="1.4" opacity=".7" />
    <ellipse cx="24" cy="22" rx="8" ry="5" fill="#fff" opacity=".25" />
  </>,
  football: () => <>
    <circle cx="32" cy="32" r="26" fill="#f7f8fc" />
    <g clipPath="url(#se-clip)" fill="#17192b" stroke="#17192b" strokeWidth="2" strokeLinejoin="round">
      <path d={pentagon(32, 32, 9, -90)} />
      {[-90, -18, 54, 126, 198].map((a) => {
        const r = (a * Math.PI) / 180;
        return <g key={a}><path d={pentagon(32 + 26 * Math.cos(r), 32 + 26 * Math.sin(r), 9, a + 180)} /><path d={`M${(32 + 9 * Math.cos(r)).toFixed(1)} ${(32 + 9 * Math.sin(r)).toFixed(1)}L${(32 + 17 * Math.cos(r)).toFixed(1)} ${(32 + 17 * Math.sin(r)).toFixed(1)}`} /></g>;
      })}
    </g>
    <circle cx="32" cy="32" r="26" fill="none" stroke="#c9cde0" strokeWidth="1.5" />
  </>,
  tennis: () => <>
    <circle cx="32" cy="32" r="26" fill="#d8f03c" />
    <path d="M10 20c12 4 12 20 0 24M54 20c-12 4-12 20 0 24" fill="none" stroke="#fff" strokeWidth="3" />
  </>,
  basketball: () => <>
    <circle cx="32" cy="32" r="26" fill="#f07a22" />
    <path d="M6 32h52M32 6v52M13 14c10 10 10 26 0 36M51 14c-10 10-10 26 0 36" fill="none" stroke="#2a1204" strokeWidth="2" />
  </>,
  kabaddi: () => <>
    <circle cx="32" cy="32" r="26" fill="#ff8a1f" />
    <circle cx="32" cy="18" r="5" fill="#fff" />
    <path d="M32 24l-2 14-8 10M30 38l9 10M24 29l8-2 9 5" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
  </>,
  multi: () => <>
    <rect x="12" y="6" width="40" height="52" rx="6" fill="#f7f8fc" />
    <path d="M20 18h24M20 27h24M20 36h14" stroke="#aab0cc" strokeWidth="3" strokeLinecap="round" />
    <circle cx="44" cy="46" r="11" fill="#35e39b" />
    <path d="M39 46l4 4 7-8" fill="none" stroke="#06301d" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
  </>,
};

function Ball({ sport }: { sport: Sport }) {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <defs><radialGradient id="se-red" cx=".35" cy=".3"><stop offset="0" stopColor="#ff6b5e" /><stop offset=".6" stopColor="#c4141f" /><stop offset="1" stopColor="#6e0710" /></radialGradient><clipPath id="se-clip"><circle cx="32" cy="32" r="26" /></clipPath></defs>
      {BALL[sport]()}
    </svg>
  );
}

function Badge({ team }: { team: Team }) {
  const [fill = '#26305f', ink = '#ffffff'] = team.colors ?? [];
  return (
    <span className="se-badge" style={{ '--fill': fill, '--ink': ink } as CSSProperties} aria-hidden="true">{team.code}</span>
  );
}

/** A match or a competition: teams, kick-off, fixtures, a boost ladder, prizes and the offer. */
export default function SportsEventPage({ page, params, text, infoText, asset }: TemplateProps<SportsEventParamsData>) {
  const { t } = useTranslation();
  const { status, builtAt } = page;
  const ended = status === 'ended';
  const w = page.window;
  const tour = page.campaign.tournament ?? {};
  const offer = params.offer;
  const dates = useCampaignDates(page);
  const cta = page.campaign.cta?.kind === 'info' ? undefined : page.campaign.cta;
  const amount = params.offer.amounts?.find((m) => m.currency === page.variant.currency) ?? params.offer.amounts?.[0];
  const pool = offer.kind === 'pool' ? (tour.pool ?? amount) : undefined;
  const kickoff = params.kickoff ? dates.epoch(params.kickoff) : undefined;
  const [home, away] = params.teams ?? [];
  const boost = offer.kind === 'odds-boost' || offer.kind === 'combo-boost';

  // The headline figure and its one-line summary for the closing band.
  let value: ReactNode = null;
  let summary = '';
  const upTo = amount && formatMoney(amount.amount, amount.currency);
  if (pool) {
    value = <OfferValue value={formatAmount(pool.amount, pool.currency)} unit={pool.currency} />;
    summary = t('page.upForGrabs', { pool: formatMoney(pool.amount, pool.currency) });
  } else if (offer.percent) {
    const figure = `${boost ? '+' : ''}${offer.percent}%`;
    value = <OfferValue value={figure} />;
    summary = `${t(`${K}offer.${offer.kind}`)}: ${figure}${upTo ? ` · ${t(`${K}upTo`)} ${upTo}` : ''}`;
  } else if (amount) {
    value = <OfferValue value={formatAmount(amount.amount, amount.currency)} unit={amount.currency} />;
    summary = `${t(`${K}offer.${offer.kind}`)}: ${upTo}`;
  }

  const countdown = !ended && kickoff && kickoff > builtAt
    ? <Countdown to={kickoff} from={builtAt} label={t(params.fixtures ? `${K}firstMatchIn` : `${K}matchIn`)} />
    : w && status === 'scheduled' ? <Countdown to={w.starts} from={builtAt} label={t('page.startsIn')} />
      : w && status === 'live' ? <Countdown to={w.ends} from={builtAt} label={t('page.endsIn')} /> : null;
  const maxBoost = Math.max(...(params.boostLadder ?? []).map((r) => r.percent), 1);
  const iso = (ms: number) => new Date(ms).toISOString();

  const match = (home || kickoff || params.venue) ? (
    <div className="se-match">
      {home && away && (
        <p className="se-teams">
          <span className="se-team"><Badge team={home} /><span>{home.name}</span></span>
          <span className="se-vs">{t(`${K}vs`)}</span>
          <span className="se-team"><Badge team={away} /><span>{away.name}</span></span>
        </p>
      )}
      {(kickoff || params.venue) && (
        <p className="se-when">
          {kickoff && <time dateTime={iso(kickoff)}>{dates.format(kickoff, 'weekdayTime')} {dates.zone(kickoff)}</time>}
          {params.venue && <span>{params.venue}</span>}
        </p>
      )}
    </div>
  ) : null;
  const card = (
    <OfferCard className="se-offer" image={params.heroImage && asset(params.heroImage)} top={match} art={!match && <Ball sport={params.sport} />}
      label={ended && pool ? t('page.prizePoolPaid') : t(`${K}offer.${offer.kind}`)}>
      {value}
      {offer.percent && upTo && !pool && <p className="se-upto">{t(`${K}upTo`)} <strong>{upTo}</strong></p>}
      {countdown}
    </OfferCard>
  );

  return (
    <TemplateFrame page={page} text={text} infoText={infoText} className={`se se-${params.sport}`} accent={params.accent} cta={cta}
      ctaLabel={text.cta ?? t(`${K}betNow`)} liveBadge kicker={params.competition ?? t(`${K}sport.${params.sport}`)} longTitleAt={44}
      offer={card} fine={w ? <ScheduleRange page={page} style="day" mark="parens" /> : t(`${K}fine`)}
      facts={{ className: 'se-facts', items: tournamentFacts(tour, t, ['minOdds', 'minBet', 'winners', 'points', 'wager', 'payout'], LABELS) }}
      steps={{ id: 'se-steps', title: t(`${K}howToGet`) }}
      band={{ title: summary || text.title, text: dates.note('day', 'parens') ?? t(`${K}fine`) }}
      after={(tour.prizes || !!text.body?.length) && (
        <section className="wrap section" aria-labelledby="se-about">
          <h2 className="sec-title" id="se-about">{tour.prizes ? (ended ? t('page.results') : t('page.prizes')) : t(`${K}about`)}</h2>
          <div className={tour.prizes && text.body?.length ? 'se-about' : 'se-about solo'}>
            {tour.prizes && <PrizeTable tournament={tour} caption={ended ? t('page.finalPrizes') : t('page.prizeTable')} />}
            {!!text.body?.length && <div><Paragraphs items={text.body} /></div>}
          </div>
        </section>
      )}>
      {params.fixtures && (
        <section className="wrap section" aria-labelledby="se-fixtures">
          <h2 className="sec-title" id="se-fixtures">{t(`${K}schedule`)}</h2>
          <ol className="se-fixtures">
            {params.fixtures.map((f, i) => {
              const at = dates.epoch(f.date);
              const a = f.home ?? home?.name;
              const b = f.away ?? away?.name;
              const n = t(`${K}matchN`, { n: i + 1 });
              return (
                <li key={i} className={at < builtAt ? 'done' : undefined}>
                  <time dateTime={iso(at)}>{dates.format(at, f.date.length > 10 ? 'weekdayTime' : 'day')}</time>
                  <strong>{a && b ? `${a} ${t(`${K}vs`)} ${b}` : (a ?? b ?? n)}</strong>
                  <span className="muted">{[f.stage ? t(`${K}stage.${f.stage}`) : a || b ? n : '', f.venue].filter(Boolean).join(' · ')}</span>
                </li>
              );
            })}
          </ol>
        </section>
      )}

      {params.boostLadder && (
        <section className="wrap section" aria-labelledby="se-ladder">
          <h2 className="sec-title" id="se-ladder">{t(`${K}ladder`)}</h2>
          <table className="prize-table se-ladder">
            <thead><tr><th scope="col">{t(`${K}selections`)}</th><th scope="col">{t(`${K}boost`)}</th></tr></thead>
            <tbody>
              {params.boostLadder.map((r) => (
                <tr key={r.selections}>
                  <th scope="row"><span className="place">{r.selections}+</span></th>
                  <td><span className="se-boost"><span className="se-bar" style={{ '--p': `${Math.round((r.percent / maxBoost) * 100)}%` } as CSSProperties} /><b>+{r.percent}%</b></span></td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </TemplateFrame>
  );
}
