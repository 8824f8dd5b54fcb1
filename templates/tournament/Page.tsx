import { EndedOr } from '../../runtime/components/When.tsx';
import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '../../runtime/template/TemplateModule.ts';
import type { TournamentParamsData } from './params.ts';
import { TemplateFrame } from '../../runtime/template/TemplateFrame.tsx';
import { PrizeTable } from '../../runtime/components/PrizeTable.tsx';
import { OfferArt } from '../../runtime/components/OfferArt.tsx';
import { OfferCard } from '../../runtime/components/OfferCard.tsx';
import { OfferValue } from '../../runtime/components/OfferValue.tsx';
import { Paragraphs } from '../../runtime/components/Paragraphs.tsx';
import { ScheduleCountdown } from '../../runtime/components/ScheduleCountdown.tsx';
import { ScheduleRange } from '../../runtime/components/ScheduleRange.tsx';
import { useCampaignDates } from '../../runtime/components/useCampaignDates.ts';
import { useMoney } from '../../runtime/components/useMoney.ts';
import { formatDateInZone } from '../../runtime/content/formatDateInZone.ts';
import { tournamentFacts } from '../../runtime/content/tournamentFacts.ts';
import { isDraw } from '../../runtime/content/isDraw.ts';
import { tournamentInCurrency } from '../../runtime/content/tournamentInCurrency.ts';
import { PointsTable } from './PointsTable.tsx';
import { DropsTable } from './DropsTable.tsx';
import { RacesSection } from './RacesSection.tsx';

/** A phase's local date ("2022-12-01") as written: "1 Dec 2022" in the page language, whatever the zone. */
const localDay = (s: string, locale: string) =>
  formatDateInZone(Date.parse(`${s.slice(0, 10)}T00:00:00Z`), 'day', 'UTC', locale);

function Trophy() {
  return (
    <OfferArt
      gradients={[
        {
          id: 'tn-gold',
          stops: [
            ['0', '#fff3b0'],
            ['.45', '#ffc130'],
            ['1', '#e2700c'],
          ],
        },
      ]}
    >
      <path
        d="M18 12h-7v4c0 6 4 10 9 11M46 12h7v4c0 6-4 10-9 11"
        fill="none"
        stroke="url(#tn-gold)"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M17 6h30v14c0 9-6.5 15-15 15S17 29 17 20z" fill="url(#tn-gold)" />
      <path d="M29 34h6v9h-6z" fill="#d98512" />
      <rect x="21" y="42" width="22" height="6" rx="2" fill="url(#tn-gold)" />
      <rect x="16" y="48" width="32" height="10" rx="3" fill="#3d2c86" />
      <rect x="22" y="51" width="20" height="3" rx="1.5" fill="#ffc130" />
      <path d="M32 11.5l2.3 4.7 5.2.7-3.8 3.6.9 5.1-4.6-2.4-4.6 2.4.9-5.1-3.8-3.6 5.2-.7z" fill="#fff8dc" />
      <path d="M21 9h3v11c0 4 1.4 7 3.6 9C23.5 28 21 24.5 21 20z" fill="#fff" opacity=".4" />
    </OfferArt>
  );
}

/** A leaderboard tournament: the prize pool, its facts, prizes and points, steps and phases. */
export default function TournamentPage({ page, params, text, infoText, asset }: TemplateProps<TournamentParamsData>) {
  const { t: tr } = useTranslation();
  const fmt = useMoney();
  // On a {currency} route the pool, prizes and bets show in that currency.
  const t = tournamentInCurrency(page.campaign.tournament ?? {}, page.variant.currency);
  const dates = useCampaignDates(page);
  const cta = page.campaign.cta?.kind === 'info' ? undefined : page.campaign.cta;
  const pool = t.pool && fmt.money(t.pool.amount, t.pool.currency);
  const showPoints = params.showPoints !== false && !!t.points?.length;
  const hasSide = showPoints || !!text.body?.length;
  const facts = tournamentFacts(t, tr, fmt.money, [
    'winners',
    'minBet',
    'minOdds',
    'ticketPrice',
    'ticketsPerDay',
    'wager',
    'payout',
  ]);

  const card = (
    <OfferCard
      image={params.heroImage && asset(params.heroImage)}
      art={<Trophy />}
      label={<EndedOr page={page} ended={tr('page.prizePoolPaid')} open={tr('page.prizePool')} />}
      meta={
        t.winners
          ? isDraw(t)
            ? tr('page.drawWin', { count: t.winners })
            : tr('page.topWin', { count: t.winners })
          : undefined
      }
    >
      {t.pool && <OfferValue value={fmt.amount(t.pool.amount)} unit={t.pool.currency} />}
      {!!t.altPools?.length && (
        <p className="offer-sub">
          {tr('page.orAmounts', { amounts: t.altPools.map((p) => fmt.money(p.amount, p.currency)).join(' · ') })}
        </p>
      )}
      <ScheduleCountdown page={page} />
    </OfferCard>
  );

  const prizeTable = t.prizes && (
    <PrizeTable
      tournament={t}
      caption={<EndedOr page={page} ended={tr('page.finalPrizes')} open={tr('page.prizeTable')} />}
    />
  );
  const drops = t.drops && <DropsTable drops={t.drops} pool={t.pool} />;

  return (
    <TemplateFrame
      page={page}
      text={text}
      infoText={infoText}
      className="tn"
      accent={params.accent}
      cta={cta}
      ctaLabel={text.cta ?? tr('page.joinTournament')}
      liveBadge
      kicker={params.game}
      offer={card}
      fine={page.window && <ScheduleRange page={page} style="dayTime" mark="plain" />}
      facts={{ className: 'tn-facts', items: facts }}
      steps={{ id: 'tn-steps', title: tr('page.howToTakePart') }}
      band={{ title: pool ? tr('page.upForGrabs', { pool }) : text.title, text: dates.note('dayTime', 'plain') }}
      after={
        (t.phases || t.races) && (
          <>
            {t.phases && (
              <section className="wrap section" aria-labelledby="tn-phases">
                <h2 className="sec-title" id="tn-phases">
                  {tr('page.phases')}
                </h2>
                <ol className="tn-phases">
                  {t.phases.map((p, i) => (
                    <li key={i}>
                      <strong>{tr('page.phaseN', { n: i + 1 })}</strong>
                      <span className="muted">
                        {localDay(p.starts, dates.locale)} – {localDay(p.ends, dates.locale)}
                      </span>
                      {p.pool && <b>{fmt.money(p.pool.amount, p.pool.currency)}</b>}
                    </li>
                  ))}
                </ol>
              </section>
            )}
            {t.races && <RacesSection races={t.races} day={(s) => localDay(s, dates.locale)} />}
          </>
        )
      }
    >
      {(t.prizes || t.drops || showPoints || !!text.body?.length) && (
        <section className="wrap section" aria-labelledby="tn-prizes">
          <h2 className="sec-title" id="tn-prizes">
            <EndedOr
              page={page}
              ended={tr('page.results')}
              open={showPoints ? tr('page.prizesAndPoints') : tr('page.prizes')}
            />
          </h2>
          {pool && t.winners && (
            <p className="prose">
              <EndedOr
                page={page}
                ended={tr(isDraw(t) ? 'page.drawnPast' : 'page.sharedPast', { count: t.winners, pool })}
                open={tr(isDraw(t) ? 'page.drawnPresent' : 'page.sharePresent', { count: t.winners, pool })}
              />
            </p>
          )}
          <div className={hasSide && (t.prizes || t.drops) ? 'tn-board' : 'tn-board solo'}>
            {t.prizes && !t.drops && prizeTable}
            {t.drops &&
              (t.prizes ? (
                <div className="tn-side">
                  {prizeTable}
                  {drops}
                </div>
              ) : (
                drops
              ))}
            {hasSide && (
              <div className="tn-side">
                {showPoints && <PointsTable rows={t.points!} caption={tr('page.points')} />}
                {text.body && <Paragraphs items={text.body} />}
              </div>
            )}
          </div>
        </section>
      )}
    </TemplateFrame>
  );
}
