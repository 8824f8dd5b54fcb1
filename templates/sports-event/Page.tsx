import { EndedOr, When } from '../../runtime/components/When.tsx';
import { OPEN_STATES } from '../../model/scheduleStates.ts';
import { ScheduleCountdown } from '../../runtime/components/ScheduleCountdown.tsx';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '../../runtime/template/TemplateModule.ts';
import type { SportsEventParamsData } from './params.ts';
import { Ball } from './Ball.tsx';
import { TemplateFrame } from '../../runtime/template/TemplateFrame.tsx';
import { Countdown } from '../../runtime/components/Countdown.tsx';
import { PrizeTable } from '../../runtime/components/PrizeTable.tsx';
import { OfferValue } from '../../runtime/components/OfferValue.tsx';
import { Paragraphs } from '../../runtime/components/Paragraphs.tsx';
import { OfferCard } from '../../runtime/components/OfferCard.tsx';
import { ScheduleRange } from '../../runtime/components/ScheduleRange.tsx';
import { useCampaignDates } from '../../runtime/components/useCampaignDates.ts';
import { useMoney } from '../../runtime/components/useMoney.ts';
import { tournamentFacts } from '../../runtime/content/tournamentFacts.ts';

/** Label keys of this template: t('tpl.sports-event.<key>'). */
const K = 'tpl.sports-event.';
/** Facts this template words its own way. */
const LABELS = { points: `${K}points`, pointsPer: `${K}pointsPer`, wager: `${K}wager` };
type Team = NonNullable<SportsEventParamsData['teams']>[number];

function Badge({ team }: { team: Team }) {
  const [fill = '#26305f', ink = '#ffffff'] = team.colors ?? [];
  return (
    <span className="se-badge" style={{ '--fill': fill, '--ink': ink } as CSSProperties} aria-hidden="true">
      {team.code}
    </span>
  );
}

/** A match or a competition: teams, kick-off, fixtures, a boost ladder, prizes and the offer. */
export default function SportsEventPage({ page, params, text, infoText, asset }: TemplateProps<SportsEventParamsData>) {
  const { t } = useTranslation();
  const fmt = useMoney();
  const { builtAt } = page;
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
  const upTo = amount && fmt.money(amount.amount, amount.currency);
  if (pool) {
    value = <OfferValue value={fmt.amount(pool.amount)} unit={pool.currency} />;
    summary = t('page.upForGrabs', { pool: fmt.money(pool.amount, pool.currency) });
  } else if (offer.percent) {
    const figure = `${boost ? '+' : ''}${offer.percent}%`;
    value = <OfferValue value={figure} />;
    summary = `${t(`${K}offer.${offer.kind}`)}: ${figure}${upTo ? ` · ${t(`${K}upTo`)} ${upTo}` : ''}`;
  } else if (amount) {
    value = <OfferValue value={fmt.amount(amount.amount)} unit={amount.currency} />;
    summary = `${t(`${K}offer.${offer.kind}`)}: ${upTo}`;
  }

  const countdown =
    kickoff && kickoff > builtAt ? (
      <When page={page} is={OPEN_STATES}>
        <Countdown to={kickoff} from={builtAt} label={t(params.fixtures ? `${K}firstMatchIn` : `${K}matchIn`)} />
      </When>
    ) : (
      <ScheduleCountdown page={page} />
    );
  const maxBoost = Math.max(...(params.boostLadder ?? []).map((r) => r.percent), 1);
  const iso = (ms: number) => new Date(ms).toISOString();

  const match =
    home || kickoff || params.venue ? (
      <div className="se-match">
        {home && away && (
          <p className="se-teams">
            <span className="se-team">
              <Badge team={home} />
              <span>{home.name}</span>
            </span>
            <span className="se-vs">{t(`${K}vs`)}</span>
            <span className="se-team">
              <Badge team={away} />
              <span>{away.name}</span>
            </span>
          </p>
        )}
        {(kickoff || params.venue) && (
          <p className="se-when">
            {kickoff && (
              <time dateTime={iso(kickoff)}>
                {dates.format(kickoff, 'weekdayTime')} {dates.zone(kickoff)}
              </time>
            )}
            {params.venue && <span>{params.venue}</span>}
          </p>
        )}
      </div>
    ) : null;
  const card = (
    <OfferCard
      className="se-offer"
      image={params.heroImage && asset(params.heroImage)}
      top={match}
      art={!match && <Ball sport={params.sport} />}
      label={
        pool ? (
          <EndedOr page={page} ended={t('page.prizePoolPaid')} open={t(`${K}offer.${offer.kind}`)} />
        ) : (
          t(`${K}offer.${offer.kind}`)
        )
      }
    >
      {value}
      {offer.percent && upTo && !pool && (
        <p className="se-upto">
          {t(`${K}upTo`)} <strong>{upTo}</strong>
        </p>
      )}
      {countdown}
    </OfferCard>
  );

  return (
    <TemplateFrame
      page={page}
      text={text}
      infoText={infoText}
      className={`se se-${params.sport}`}
      accent={params.accent}
      cta={cta}
      ctaLabel={text.cta ?? t(`${K}betNow`)}
      liveBadge
      kicker={params.competition ?? t(`${K}sport.${params.sport}`)}
      longTitleAt={44}
      offer={card}
      fine={w ? <ScheduleRange page={page} style="day" mark="parens" /> : t(`${K}fine`)}
      facts={{
        className: 'se-facts',
        items: tournamentFacts(
          tour,
          t,
          fmt.money,
          ['minOdds', 'minBet', 'ticketPrice', 'winners', 'points', 'wager', 'payout'],
          LABELS,
        ),
      }}
      steps={{ id: 'se-steps', title: t(`${K}howToGet`) }}
      band={{ title: summary || text.title, text: dates.note('day', 'parens') ?? t(`${K}fine`) }}
      after={
        (tour.prizes || !!text.body?.length) && (
          <section className="wrap section" aria-labelledby="se-about">
            <h2 className="sec-title" id="se-about">
              {tour.prizes ? <EndedOr page={page} ended={t('page.results')} open={t('page.prizes')} /> : t(`${K}about`)}
            </h2>
            <div className={tour.prizes && text.body?.length ? 'se-about' : 'se-about solo'}>
              {tour.prizes && (
                <PrizeTable
                  tournament={tour}
                  caption={<EndedOr page={page} ended={t('page.finalPrizes')} open={t('page.prizeTable')} />}
                />
              )}
              {!!text.body?.length && (
                <div>
                  <Paragraphs items={text.body} />
                </div>
              )}
            </div>
          </section>
        )
      }
    >
      {params.fixtures && (
        <section className="wrap section" aria-labelledby="se-fixtures">
          <h2 className="sec-title" id="se-fixtures">
            {t(`${K}schedule`)}
          </h2>
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
                  <span className="muted">
                    {[f.stage ? t(`${K}stage.${f.stage}`) : a || b ? n : '', f.venue].filter(Boolean).join(' · ')}
                  </span>
                </li>
              );
            })}
          </ol>
        </section>
      )}

      {params.boostLadder && (
        <section className="wrap section" aria-labelledby="se-ladder">
          <h2 className="sec-title" id="se-ladder">
            {t(`${K}ladder`)}
          </h2>
          <table className="prize-table se-ladder">
            <thead>
              <tr>
                <th scope="col">{t(`${K}selections`)}</th>
                <th scope="col">{t(`${K}boost`)}</th>
              </tr>
            </thead>
            <tbody>
              {params.boostLadder.map((r) => (
                <tr key={r.selections}>
                  <th scope="row">
                    <span className="place">{r.selections}+</span>
                  </th>
                  <td>
                    <span className="se-boost">
                      <span
                        className="se-bar"
                        style={{ '--p': `${Math.round((r.percent / maxBoost) * 100)}%` } as CSSProperties}
                      />
                      <b>+{r.percent}%</b>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </TemplateFrame>
  );
}
