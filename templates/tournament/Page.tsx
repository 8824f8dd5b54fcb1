import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../runtime/i18n/languages.ts';
import { tournamentInCurrency } from '../../runtime/content/tournamentInCurrency.ts';
import type { TemplateProps } from '../../runtime/template/TemplateModule.ts';
import type { TournamentParamsData } from './params.ts';
import { CtaButton } from '../../runtime/components/CtaButton.tsx';
import { PrizeTable } from '../../runtime/components/PrizeTable.tsx';
import { Terms } from '../../runtime/components/Terms.tsx';
import { StatusBanner } from '../../runtime/components/StatusBanner.tsx';
import { InfoDialog } from '../../runtime/components/InfoDialog.tsx';
import { OfferValue } from '../../runtime/components/OfferValue.tsx';
import { formatAmount, formatMoney } from '../../runtime/content/formatMoney.ts';
import { HeroActions } from '../../runtime/components/HeroActions.tsx';
import { StepsSection } from '../../runtime/components/StepsSection.tsx';
import { ScheduleCountdown } from '../../runtime/components/ScheduleCountdown.tsx';

/** "15 Nov 2026, 00:00" in the schedule's time zone, and that zone's short name ("IST"). */
interface DateIn { date: (ms: number) => string; zone: (ms: number) => string }
function dateIn(timeZone: string, locale: string): DateIn {
  try {
    const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
    const zone = new Intl.DateTimeFormat('en-IN', { timeZone, timeZoneName: 'short' });
    return { date: (ms: number) => date.format(ms), zone: (ms: number) => zone.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? timeZone };
  } catch {
    return timeZone === 'UTC' ? { date: String, zone: () => 'UTC' } : dateIn('UTC', locale);
  }
}
/** A phase's local date ("2022-12-01") as written: "1 Dec 2022" (in the page language). */
const localDay = (s: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${s.slice(0, 10)}T00:00:00Z`));

function Trophy() {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="tn-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stopColor="#fff3b0" /><stop offset=".45" stopColor="#ffc130" /><stop offset="1" stopColor="#e2700c" /></linearGradient>
      </defs>
      <path d="M18 12h-7v4c0 6 4 10 9 11M46 12h7v4c0 6-4 10-9 11" fill="none" stroke="url(#tn-gold)" strokeWidth="4" strokeLinecap="round" />
      <path d="M17 6h30v14c0 9-6.5 15-15 15S17 29 17 20z" fill="url(#tn-gold)" />
      <path d="M29 34h6v9h-6z" fill="#d98512" />
      <rect x="21" y="42" width="22" height="6" rx="2" fill="url(#tn-gold)" />
      <rect x="16" y="48" width="32" height="10" rx="3" fill="#3d2c86" />
      <rect x="22" y="51" width="20" height="3" rx="1.5" fill="#ffc130" />
      <path d="M32 11.5l2.3 4.7 5.2.7-3.8 3.6.9 5.1-4.6-2.4-4.6 2.4.9-5.1-3.8-3.6 5.2-.7z" fill="#fff8dc" />
      <path d="M21 9h3v11c0 4 1.4 7 3.6 9C23.5 28 21 24.5 21 20z" fill="#fff" opacity=".4" />
    </svg>
  );
}

export default function TournamentPage({ page, params, text, infoText, asset }: TemplateProps<TournamentParamsData>) {
  const { t: tr, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  // On a {currency} route the pool, prizes and bets show in that currency.
  const t = tournamentInCurrency(page.campaign.tournament ?? {}, page.variant.currency);
  const w = page.window;
  const { status, site } = page;
  const ended = status === 'ended';
  const tz = page.campaign.schedule?.timeZone ?? 'UTC';
  const when = dateIn(tz, locale);
  const style = params.accent ? ({ '--accent': params.accent } as CSSProperties) : undefined;
  const cta = page.campaign.cta?.kind === 'info' ? undefined : page.campaign.cta;
  const ctaLabel = text.cta ?? tr('page.joinTournament');
  const pool = t.pool && formatMoney(t.pool.amount, t.pool.currency);
  const showPoints = params.showPoints !== false && !!t.points?.length;
  const hasSide = showPoints || !!text.body?.length;
  const facts: [string, string][] = [];
  if (t.winners) facts.push([tr('page.winners'), tr('page.topN', { count: t.winners })]);
  if (t.minBet) facts.push([tr('page.minBet'), formatMoney(t.minBet.amount, t.minBet.currency)]);
  if (t.minOdds) facts.push([tr('page.minOdds'), String(t.minOdds)]);
  if (t.maxTicketsPerDay) facts.push([tr('page.ticketsPerDay'), tr('page.upToN', { count: t.maxTicketsPerDay })]);
  if (t.wager) facts.push([tr('page.prizeWager'), t.wager.multiplier ? tr('page.wagerIn', { multiplier: t.wager.multiplier, hours: t.wager.hours }) : tr('page.noWagering')]);
  if (t.payoutHours) facts.push([tr('page.payout'), tr('page.withinHours', { hours: t.payoutHours })]);

  return (
    <div className="tn" style={style}>
      <section className="hero">
        <div className="wrap hero-grid">
          <div className="hero-copy">
            <StatusBanner status={status} site={site} />
            <div className="tags">
              {status === 'live' && <span className="live">{tr('page.liveNow')}</span>}
              {params.game && <p className="kicker">{params.game}</p>}
            </div>
            <h1 className={text.title.length > 60 ? 'long' : undefined}>{text.title}</h1>
            {text.subtitle && <p className="lead">{text.subtitle}</p>}
          </div>

          <div className="offer">
            {params.heroImage && <img className="offer-img" src={asset(params.heroImage)} alt="" width="480" height="270" />}
            <div className="offer-head">
              {!params.heroImage && <span className="offer-art"><Trophy /></span>}
              <div>
                <p className="offer-label">{ended ? tr('page.prizePoolPaid') : tr('page.prizePool')}</p>
                {t.winners && <p className="offer-meta">{tr('page.topWin', { count: t.winners })}</p>}
              </div>
            </div>
            {t.pool && <OfferValue value={formatAmount(t.pool.amount, t.pool.currency)} unit={t.pool.currency} />}
            {!!t.altPools?.length && <p className="offer-sub">{tr('page.orAmounts', { amounts: t.altPools.map((p) => formatMoney(p.amount, p.currency)).join(' · ') })}</p>}
            <ScheduleCountdown page={page} />
          </div>

          <div className="hero-act">
            <div className="actions">
              <HeroActions ended={ended} cta={cta} label={ctaLabel} site={site} hasInfo={!!infoText.info} />
            </div>
            {w && (
              <p className="fine">
                <time dateTime={new Date(w.starts).toISOString()}>{when.date(w.starts)}</time> – <time dateTime={new Date(w.ends).toISOString()}>{when.date(w.ends)}</time> {when.zone(w.ends)}
              </p>
            )}
          </div>
        </div>
      </section>

      {facts.length > 0 && (
        <div className="wrap tn-facts">
          <dl className="facts">{facts.map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}</dl>
        </div>
      )}

      {(t.prizes || showPoints || !!text.body?.length) && (
        <section className="wrap section" aria-labelledby="tn-prizes">
          <h2 className="sec-title" id="tn-prizes">{ended ? tr('page.results') : showPoints ? tr('page.prizesAndPoints') : tr('page.prizes')}</h2>
          {pool && t.winners && <p className="prose">{tr(ended ? 'page.sharedPast' : 'page.sharePresent', { count: t.winners, pool })}</p>}
          <div className={hasSide && t.prizes ? 'tn-board' : 'tn-board solo'}>
            {t.prizes && <PrizeTable tournament={t} caption={ended ? tr('page.finalPrizes') : tr('page.prizeTable')} />}
            {hasSide && <div className="tn-side">
              {showPoints && (
                <table className="prize-table tn-points">
                  <caption>{tr('page.points')}</caption>
                  <thead><tr><th scope="col">{tr('page.youPlay')}</th><th scope="col">{tr('page.youGet')}</th></tr></thead>
                  <tbody>
                    {t.points!.map((p, i) => (
                      <tr key={i}>
                        <th scope="row">{p.per ? tr('page.everyBet', { amount: formatMoney(p.per.amount, p.per.currency) }) : p.multiplier ? tr('page.winX', { multiplier: p.multiplier }) : tr('page.everySpin')}</th>
                        <td>{tr('page.pointsCount', { count: p.points })}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {text.body?.map((p, i) => <p key={i} className="prose">{p}</p>)}
            </div>}
          </div>
        </section>
      )}

      {!ended && !!text.steps?.length && (
        <StepsSection id="tn-steps" title={tr('page.howToTakePart')} steps={text.steps} />
      )}

      {t.phases && (
        <section className="wrap section" aria-labelledby="tn-phases">
          <h2 className="sec-title" id="tn-phases">{tr('page.phases')}</h2>
          <ol className="tn-phases">
            {t.phases.map((p, i) => (
              <li key={i}>
                <strong>{tr('page.phaseN', { n: i + 1 })}</strong>
                <span className="muted">{localDay(p.starts, locale)} – {localDay(p.ends, locale)}</span>
                {p.pool && <b>{formatMoney(p.pool.amount, p.pool.currency)}</b>}
              </li>
            ))}
          </ol>
        </section>
      )}

      <div className="wrap">
        <Terms items={text.terms} />
        {!ended && (
          <div className="cta-band">
            <p>
              <strong>{pool ? tr('page.upForGrabs', { pool }) : text.title}</strong>
              {w && <span className="muted">{tr(status === 'scheduled' ? 'page.startsAt' : 'page.endsAt', { date: `${when.date(status === 'scheduled' ? w.starts : w.ends)} ${when.zone(w.ends)}` })}</span>}
            </p>
            <CtaButton cta={cta} label={ctaLabel} site={site} />
          </div>
        )}
      </div>
      <InfoDialog text={infoText} lang={page.variant.infoLocale} />
    </div>
  );
}
