import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../runtime/i18n/languages.ts';
import type { TemplateProps } from '../../runtime/template/TemplateModule.ts';
import type { SportsEventParamsData } from './params.ts';
import { CtaButton } from '../../runtime/components/CtaButton.tsx';
import { Countdown } from '../../runtime/components/Countdown.tsx';
import { PrizeTable } from '../../runtime/components/PrizeTable.tsx';
import { Terms } from '../../runtime/components/Terms.tsx';
import { StatusBanner } from '../../runtime/components/StatusBanner.tsx';
import { InfoDialog } from '../../runtime/components/InfoDialog.tsx';
import { OfferValue } from '../../runtime/components/OfferValue.tsx';
import { formatAmount, formatMoney } from '../../runtime/content/formatMoney.ts';
import { HeroActions } from '../../runtime/components/HeroActions.tsx';
import { StepsSection } from '../../runtime/components/StepsSection.tsx';

/** Label keys of this template: t('tpl.sports-event.<key>'). */
const K = 'tpl.sports-event.';
type Sport = SportsEventParamsData['sport'];
type Team = NonNullable<SportsEventParamsData['teams']>[number];

/** Epoch ms of a local date-time ("2024-06-02T00:30") in an IANA zone, without a date library. */
function zonedEpoch(local: string, timeZone: string): number {
  const guess = Date.parse(`${local.length === 10 ? `${local}T00:00` : local}:00Z`);
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
  const offset = (ms: number) => {
    const p = Object.fromEntries(parts.formatToParts(ms).map((x) => [x.type, Number(x.value)]));
    return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - ms;
  };
  const first = guess - offset(guess);
  const second = guess - offset(first);
  return offset(first) === offset(second) ? first : second;
}

/** Formatting in the schedule's time zone: a day, a day with the time, the zone's short name. */
function clockIn(timeZone: string, locale: string) {
  const fmt = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...o, timeZone });
  try {
    const day = fmt({ day: 'numeric', month: 'short', year: 'numeric' });
    const at = fmt({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const zone = new Intl.DateTimeFormat('en-IN', { timeZone, timeZoneName: 'short' });
    return { tz: timeZone, day: (ms: number) => day.format(ms), at: (ms: number) => at.format(ms), zone: (ms: number) => zone.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? timeZone };
  } catch {
    return clockIn('UTC', locale);
  }
}

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

export default function SportsEventPage({ page, params, text, infoText, asset }: TemplateProps<SportsEventParamsData>) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const { status, site, builtAt } = page;
  const ended = status === 'ended';
  const w = page.window;
  const tour = page.campaign.tournament ?? {};
  const offer = params.offer;
  const clock = clockIn(page.campaign.schedule?.timeZone ?? 'UTC', locale);
  const style = params.accent ? ({ '--accent': params.accent } as CSSProperties) : undefined;
  const cta = page.campaign.cta?.kind === 'info' ? undefined : page.campaign.cta;
  const ctaLabel = text.cta ?? t(`${K}betNow`);
  const kicker = params.competition ?? t(`${K}sport.${params.sport}`);
  const amount = params.offer.amounts?.find((m) => m.currency === page.variant.currency) ?? params.offer.amounts?.[0];
  const pool = offer.kind === 'pool' ? (tour.pool ?? amount) : undefined;
  const kickoff = params.kickoff ? zonedEpoch(params.kickoff, clock.tz) : undefined;
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

  const facts: [string, string][] = [];
  if (tour.minOdds) facts.push([t('page.minOdds'), String(tour.minOdds)]);
  if (tour.minBet) facts.push([t('page.minBet'), formatMoney(tour.minBet.amount, tour.minBet.currency)]);
  if (tour.winners) facts.push([t('page.winners'), t('page.topN', { count: tour.winners })]);
  const perBet = tour.points?.find((p) => p.per);
  if (perBet?.per) facts.push([t(`${K}points`), t(`${K}pointsPer`, { points: perBet.points, amount: formatMoney(perBet.per.amount, perBet.per.currency) })]);
  if (tour.wager) facts.push([t(`${K}wager`), tour.wager.multiplier ? t('page.wagerIn', { multiplier: tour.wager.multiplier, hours: tour.wager.hours }) : t('page.noWagering')]);
  if (tour.payoutHours) facts.push([t('page.payout'), t('page.withinHours', { hours: tour.payoutHours })]);

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
          {kickoff && <time dateTime={iso(kickoff)}>{clock.at(kickoff)} {clock.zone(kickoff)}</time>}
          {params.venue && <span>{params.venue}</span>}
        </p>
      )}
    </div>
  ) : null;

  return (
    <div className={`se se-${params.sport}`} style={style}>
      <section className="hero">
        <div className="wrap hero-grid">
          <div className="hero-copy">
            <StatusBanner status={status} site={site} />
            <div className="tags">
              {status === 'live' && <span className="live">{t('page.liveNow')}</span>}
              <p className="kicker">{kicker}</p>
            </div>
            <h1 className={text.title.length > 44 ? 'long' : undefined}>{text.title}</h1>
            {text.subtitle && <p className="lead">{text.subtitle}</p>}
          </div>

          <div className="offer se-offer">
            {params.heroImage && <img className="offer-img" src={asset(params.heroImage)} alt="" width="480" height="270" />}
            {match}
            <div className="offer-head">
              {!params.heroImage && !match && <span className="offer-art"><Ball sport={params.sport} /></span>}
              <div>
                <p className="offer-label">{ended && pool ? t('page.prizePoolPaid') : t(`${K}offer.${offer.kind}`)}</p>
              </div>
            </div>
            {value}
            {offer.percent && upTo && !pool && <p className="se-upto">{t(`${K}upTo`)} <strong>{upTo}</strong></p>}
            {countdown}
          </div>

          <div className="hero-act">
            <div className="actions">
              <HeroActions ended={ended} cta={cta} label={ctaLabel} site={site} hasInfo={!!infoText.info} />
            </div>
            <p className="fine">
              {w
                ? <><time dateTime={iso(w.starts)}>{clock.day(w.starts)}</time> – <time dateTime={iso(w.ends)}>{clock.day(w.ends)}</time> ({clock.zone(w.ends)})</>
                : t(`${K}fine`)}
            </p>
          </div>
        </div>
      </section>

      {facts.length > 0 && (
        <div className="wrap se-facts">
          <dl className="facts">{facts.map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}</dl>
        </div>
      )}

      {params.fixtures && (
        <section className="wrap section" aria-labelledby="se-fixtures">
          <h2 className="sec-title" id="se-fixtures">{t(`${K}schedule`)}</h2>
          <ol className="se-fixtures">
            {params.fixtures.map((f, i) => {
              const at = zonedEpoch(f.date, clock.tz);
              const a = f.home ?? home?.name;
              const b = f.away ?? away?.name;
              const n = t(`${K}matchN`, { n: i + 1 });
              return (
                <li key={i} className={at < builtAt ? 'done' : undefined}>
                  <time dateTime={iso(at)}>{f.date.length > 10 ? clock.at(at) : clock.day(at)}</time>
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

      {!ended && !!text.steps?.length && (
        <StepsSection id="se-steps" title={t(`${K}howToGet`)} steps={text.steps} />
      )}

      {(tour.prizes || !!text.body?.length) && (
        <section className="wrap section" aria-labelledby="se-about">
          <h2 className="sec-title" id="se-about">{tour.prizes ? (ended ? t('page.results') : t('page.prizes')) : t(`${K}about`)}</h2>
          <div className={tour.prizes && text.body?.length ? 'se-about' : 'se-about solo'}>
            {tour.prizes && <PrizeTable tournament={tour} caption={ended ? t('page.finalPrizes') : t('page.prizeTable')} />}
            {!!text.body?.length && <div>{text.body.map((p, i) => <p key={i} className="prose">{p}</p>)}</div>}
          </div>
        </section>
      )}

      <div className="wrap">
        <Terms items={text.terms} />
        {!ended && (
          <div className="cta-band">
            <p>
              <strong>{summary || text.title}</strong>
              <span className="muted">{w ? t(status === 'scheduled' ? 'page.startsAt' : 'page.endsAt', { date: `${clock.day(status === 'scheduled' ? w.starts : w.ends)} (${clock.zone(w.ends)})` }) : t(`${K}fine`)}</span>
            </p>
            <CtaButton cta={cta} label={ctaLabel} site={site} />
          </div>
        )}
      </div>
      <InfoDialog text={infoText} lang={page.variant.infoLocale} />
    </div>
  );
}
