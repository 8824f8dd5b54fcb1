import { EndedOr } from '../../runtime/components/When.tsx';
import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '../../runtime/template/TemplateModule.ts';
import type { TableGame, TableGameParamsData } from './params.ts';
import { TableVisual } from './TableVisual.tsx';
import { TemplateFrame } from '../../runtime/template/TemplateFrame.tsx';
import { HeroPicture } from '../../runtime/components/HeroPicture.tsx';
import { PrizeTable } from '../../runtime/components/PrizeTable.tsx';
import { OfferValue } from '../../runtime/components/OfferValue.tsx';
import { Paragraphs } from '../../runtime/components/Paragraphs.tsx';
import { ScheduleCountdown } from '../../runtime/components/ScheduleCountdown.tsx';
import { ScheduleRange } from '../../runtime/components/ScheduleRange.tsx';
import { useCampaignDates } from '../../runtime/components/useCampaignDates.ts';
import { useMoney } from '../../runtime/components/useMoney.ts';
import { tournamentFacts } from '../../runtime/content/tournamentFacts.ts';
import type { Fact } from '../../runtime/content/Fact.ts';

/** Label keys of this template: t('tpl.table-game.<key>'). */
const K = 'tpl.table-game.';
/** Facts this template words its own way. */
const LABELS = { points: `${K}points`, pointsPer: `${K}pointsPer`, wager: `${K}wager` };

/** Standard payouts of the classic tables (European roulette, 3:2 blackjack, commission baccarat). */
const PAYOUTS: Partial<Record<TableGame, [string, string][]>> = {
  baccarat: [
    ['player', '1:1'],
    ['banker', '0.95:1'],
    ['tie', '8:1'],
  ],
  blackjack: [
    ['win', '1:1'],
    ['blackjack', '3:2'],
    ['insurance', '2:1'],
  ],
  roulette: [
    ['straight', '35:1'],
    ['split', '17:1'],
    ['dozen', '2:1'],
    ['redBlack', '1:1'],
  ],
};

export default function TableGamePage({ page, params, text, infoText, asset }: TemplateProps<TableGameParamsData>) {
  const { t } = useTranslation();
  const fmt = useMoney();
  const tour = page.campaign.tournament ?? {};
  const offer = params.offer;
  const dates = useCampaignDates(page);
  const cta = page.campaign.cta?.kind === 'info' ? undefined : page.campaign.cta;
  const game = t(`${K}game.${params.game}`);
  const pick = <M extends { currency: string }>(list: readonly M[] | undefined) =>
    list?.find((m) => m.currency === page.variant.currency) ?? list?.[0];
  const cap = pick(offer.upTo);
  const pool = offer.kind === 'pool' ? (tour.pool ?? cap) : undefined;
  const payouts = params.showPayouts !== false ? PAYOUTS[params.game] : undefined;

  const limits: Fact[] = (params.limits ?? []).map((l, _, all) => [
    all.length > 1 ? `${t(`${K}limits`)} · ${l.currency}` : t(`${K}limits`),
    l.max
      ? `${fmt.amount(l.min)} – ${fmt.money(l.max, l.currency)}`
      : t(`${K}from`, { amount: fmt.money(l.min, l.currency) }),
  ]);
  const facts: Fact[] = [
    ...limits,
    ...tournamentFacts(tour, t, fmt.money, ['minBet', 'winners', 'points'], LABELS),
    ...(offer.period ? [[t(`${K}paid`), t(`${K}period.${offer.period}`)] as const] : []),
    ...tournamentFacts(tour, t, fmt.money, ['wager', 'payout'], LABELS),
  ];

  const headline = pool ? (
    <OfferValue value={fmt.amount(pool.amount)} unit={pool.currency} />
  ) : offer.percent ? (
    <OfferValue value={`${offer.percent}%`} />
  ) : (
    cap && <OfferValue value={fmt.amount(cap.amount)} unit={cap.currency} />
  );
  const figure = offer.percent
    ? cap
      ? t('page.upToAmount', { percent: offer.percent, amount: fmt.money(cap.amount, cap.currency) })
      : `${offer.percent}%`
    : cap
      ? fmt.money(cap.amount, cap.currency)
      : '';
  const card = (
    <div className="offer tg-offer">
      {params.heroImage ? <HeroPicture src={asset(params.heroImage)} /> : <TableVisual game={params.game} />}
      <p className="offer-label">
        {pool ? (
          <EndedOr page={page} ended={t('page.prizePoolPaid')} open={t(`${K}offer.${offer.kind}`)} />
        ) : (
          t(`${K}offer.${offer.kind}`)
        )}
      </p>
      {headline}
      {cap && !pool && offer.percent && (
        <p className="tg-upto">
          {t(`${K}upTo`)} <strong>{fmt.money(cap.amount, cap.currency)}</strong>
        </p>
      )}
      {offer.period && <p className="offer-sub">{t(`${K}period.${offer.period}`)}</p>}
      <ScheduleCountdown page={page} />
    </div>
  );

  return (
    <TemplateFrame
      page={page}
      text={text}
      infoText={infoText}
      className={`tg tg-${params.game}`}
      accent={params.accent}
      cta={cta}
      ctaLabel={text.cta ?? t(`${K}playNow`)}
      liveBadge
      kicker={game}
      tags={params.provider && <p className="tg-provider">{params.provider}</p>}
      longTitleAt={44}
      offer={card}
      fine={page.window ? <ScheduleRange page={page} style="day" mark="parens" /> : t(`${K}fine`)}
      facts={{ className: 'tg-facts', items: facts }}
      steps={{ id: 'tg-steps', title: t(`${K}getOffer`) }}
      band={{
        title: pool
          ? t('page.upForGrabs', { pool: fmt.money(pool.amount, pool.currency) })
          : `${t(`${K}offer.${offer.kind}`)}: ${figure}`,
        text: dates.note('day', 'parens') ?? t(`${K}fine`),
      }}
      after={
        tour.prizes && (
          <section className="wrap section" aria-labelledby="tg-prizes">
            <h2 className="sec-title" id="tg-prizes">
              <EndedOr page={page} ended={t('page.results')} open={t('page.prizes')} />
            </h2>
            {pool && tour.winners && (
              <p className="prose">
                <EndedOr
                  page={page}
                  ended={t('page.sharedPast', { count: tour.winners, pool: fmt.money(pool.amount, pool.currency) })}
                  open={t('page.sharePresent', { count: tour.winners, pool: fmt.money(pool.amount, pool.currency) })}
                />
              </p>
            )}
            <div className="tg-prizes">
              <PrizeTable
                tournament={tour}
                caption={<EndedOr page={page} ended={t('page.finalPrizes')} open={t('page.prizeTable')} />}
              />
            </div>
          </section>
        )
      }
    >
      {(!!text.body?.length || payouts) && (
        <section className="wrap section" aria-labelledby="tg-play">
          <h2 className="sec-title" id="tg-play">
            {t(`${K}howToPlay`, { game })}
          </h2>
          <div className={payouts && text.body?.length ? 'tg-play' : 'tg-play solo'}>
            {!!text.body?.length && (
              <div>
                <Paragraphs items={text.body} />
              </div>
            )}
            {payouts && (
              <table className="prize-table tg-pay">
                <caption>{t(`${K}payouts`)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t(`${K}bet`)}</th>
                    <th scope="col">{t(`${K}pays`)}</th>
                  </tr>
                </thead>
                <tbody>
                  {payouts.map(([bet, pays]) => (
                    <tr key={bet}>
                      <th scope="row">{t(`${K}bets.${bet}`)}</th>
                      <td>{pays}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </section>
      )}
    </TemplateFrame>
  );
}
