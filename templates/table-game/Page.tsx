import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '../../runtime/template/TemplateModule.ts';
import type { TableGame, TableGameParamsData } from './params.ts';
import { TemplateFrame } from '../../runtime/template/TemplateFrame.tsx';
import { PrizeTable } from '../../runtime/components/PrizeTable.tsx';
import { OfferValue } from '../../runtime/components/OfferValue.tsx';
import { Paragraphs } from '../../runtime/components/Paragraphs.tsx';
import { ScheduleCountdown } from '../../runtime/components/ScheduleCountdown.tsx';
import { ScheduleRange } from '../../runtime/components/ScheduleRange.tsx';
import { useCampaignDates } from '../../runtime/components/useCampaignDates.ts';
import { formatAmount, formatMoney } from '../../runtime/content/formatMoney.ts';
import { tournamentFacts } from '../../runtime/content/tournamentFacts.ts';
import type { Fact } from '../../runtime/content/Fact.ts';

/** Label keys of this template: t('tpl.table-game.<key>'). */
const K = 'tpl.table-game.';
/** Facts this template words its own way. */
const LABELS = { points: `${K}points`, pointsPer: `${K}pointsPer`, wager: `${K}wager` };

/** Standard payouts of the classic tables (European roulette, 3:2 blackjack, commission baccarat). */
const PAYOUTS: Partial<Record<TableGame, [string, string][]>> = {
  baccarat: [['player', '1:1'], ['banker', '0.95:1'], ['tie', '8:1']],
  blackjack: [['win', '1:1'], ['blackjack', '3:2'], ['insurance', '2:1']],
  roulette: [['straight', '35:1'], ['split', '17:1'], ['dozen', '2:1'], ['redBlack', '1:1']],
};

/* ---- The table visual: plain SVG, no images ---- */

function Card({ x, y, r = 0, rank, suit }: { x: number; y: number; r?: number; rank: string; suit: '♠' | '♥' | '♦' | '♣' }) {
  const red = suit === '♥' || suit === '♦';
  return (
    <g transform={`translate(${x} ${y}) rotate(${r})`}>
      <rect x="-21" y="-30" width="42" height="60" rx="5" fill="#fffdf6" stroke="#d9d2bf" />
      <text x="-15" y="-14" fontSize="14" fontWeight="800" fill={red ? '#d21f3c' : '#17161c'}>{rank}</text>
      <text x="0" y="16" fontSize="26" textAnchor="middle" fill={red ? '#d21f3c' : '#17161c'}>{suit}</text>
    </g>
  );
}

function Chip({ x, y, c }: { x: number; y: number; c: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="13" fill={c} />
      <circle r="13" fill="none" stroke="#fff" strokeWidth="4" strokeDasharray="5 5.2" />
      <circle r="8" fill="none" stroke="#fff" strokeOpacity=".7" />
    </g>
  );
}

function Die({ x, y, fill, pips }: { x: number; y: number; fill: string; pips: number[] }) {
  const at = [[-9, -9], [9, -9], [-9, 0], [9, 0], [-9, 9], [9, 9], [0, 0]] as const;
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x="-22" y="-22" width="44" height="44" rx="9" fill={fill} />
      <rect x="-22" y="-22" width="44" height="44" rx="9" fill="url(#tg-shade)" />
      {pips.map((p) => <circle key={p} cx={at[p]![0]} cy={at[p]![1]} r="4.2" fill="#fff" />)}
    </g>
  );
}

function Wheel() {
  // 36 pockets as one dashed ring over a dark ring, a green zero, a gold hub and the ball.
  const c = 2 * Math.PI * 36;
  return (
    <g transform="translate(120 70)">
      <circle r="52" fill="#5a3412" />
      <circle r="47" fill="#2b1a0c" stroke="#e8b04a" strokeWidth="2" />
      <g className="tg-spin">
        <circle r="36" fill="none" stroke="#17161c" strokeWidth="18" />
        <circle r="36" fill="none" stroke="#d21f3c" strokeWidth="18" strokeDasharray={`${c / 36} ${c / 36}`} />
        <circle r="36" fill="none" stroke="#1a9d55" strokeWidth="18" strokeDasharray={`${c / 36} ${c}`} strokeDashoffset={c / 72} />
        <circle r="26" fill="#7a4a1c" />
        <path d="M0-22V22M-22 0H22" stroke="#e8b04a" strokeWidth="4" strokeLinecap="round" />
        <circle r="8" fill="#ffd36b" />
        <circle cx="0" cy="-42" r="3.6" fill="#fff" />
      </g>
    </g>
  );
}

function Reels() {
  return (
    <g>
      <rect x="48" y="26" width="144" height="88" rx="14" fill="#2a1460" stroke="#e8b04a" strokeWidth="3" />
      {[60, 102, 144].map((x) => (
        <g key={x}>
          <rect x={x} y="38" width="36" height="64" rx="6" fill="#fffdf6" />
          <text x={x + 18} y="82" fontSize="34" fontWeight="900" textAnchor="middle" fill="#d21f3c">7</text>
        </g>
      ))}
    </g>
  );
}

const VISUAL: Record<TableGame, () => ReactNode> = {
  baccarat: () => <><Card x={92} y={70} r={-8} rank="9" suit="♥" /><Card x={140} y={68} r={7} rank="K" suit="♠" /><Chip x={62} y={108} c="#2f6fe4" /><Chip x={182} y={106} c="#d21f3c" /></>,
  blackjack: () => <><Card x={100} y={70} r={-9} rank="A" suit="♠" /><Card x={136} y={70} r={6} rank="K" suit="♥" /><Chip x={186} y={104} c="#17161c" /><Chip x={58} y={104} c="#1a9d55" /></>,
  roulette: () => <><Wheel /><Chip x={34} y={110} c="#d21f3c" /><Chip x={206} y={110} c="#2f6fe4" /></>,
  'teen-patti': () => <><Card x={90} y={74} r={-16} rank="A" suit="♠" /><Card x={120} y={68} rank="A" suit="♥" /><Card x={150} y={74} r={16} rank="A" suit="♦" /><Chip x={200} y={110} c="#e8b04a" /></>,
  'dice-duel': () => <><Die x={88} y={72} fill="#d21f3c" pips={[0, 5, 6]} /><Die x={152} y={68} fill="#2f6fe4" pips={[0, 1, 2, 3, 4, 5]} /><Chip x={42} y={108} c="#e8b04a" /></>,
  'war-of-bets': () => <><Card x={72} y={70} r={-6} rank="Q" suit="♦" /><Card x={168} y={70} r={6} rank="J" suit="♣" /><circle cx="120" cy="70" r="17" fill="#e8b04a" /><path d="M123 56l-10 16h7l-3 12 10-16h-7z" fill="#1d1300" /></>,
  'live-casino': () => <><Card x={104} y={68} r={-10} rank="A" suit="♣" /><Card x={140} y={70} r={8} rank="Q" suit="♥" /><Chip x={54} y={104} c="#d21f3c" /><Chip x={70} y={86} c="#2f6fe4" /><Chip x={190} y={104} c="#1a9d55" /></>,
  slots: () => <><Reels /><Chip x={30} y={112} c="#d21f3c" /><Chip x={210} y={112} c="#2f6fe4" /></>,
};

function TableVisual({ game }: { game: TableGame }) {
  return (
    <div className="tg-felt" aria-hidden="true">
      <svg viewBox="0 0 240 140" width="240" height="140" focusable="false" fontFamily="system-ui,sans-serif">
        <defs>
          <linearGradient id="tg-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stopColor="#fff" stopOpacity=".25" /><stop offset="1" stopColor="#000" stopOpacity=".25" /></linearGradient>
        </defs>
        {VISUAL[game]()}
      </svg>
    </div>
  );
}

/** A casino table game (roulette, blackjack, teen patti…): the table, limits, payouts and the offer. */
export default function TableGamePage({ page, params, text, infoText, asset }: TemplateProps<TableGameParamsData>) {
  const { t } = useTranslation();
  const { status } = page;
  const ended = status === 'ended';
  const tour = page.campaign.tournament ?? {};
  const offer = params.offer;
  const dates = useCampaignDates(page);
  const cta = page.campaign.cta?.kind === 'info' ? undefined : page.campaign.cta;
  const game = t(`${K}game.${params.game}`);
  const pick = <M extends { currency: string }>(list: readonly M[] | undefined) => list?.find((m) => m.currency === page.variant.currency) ?? list?.[0];
  const cap = pick(offer.upTo);
  const pool = offer.kind === 'pool' ? (tour.pool ?? cap) : undefined;
  const payouts = params.showPayouts !== false ? PAYOUTS[params.game] : undefined;

  const limits: Fact[] = (params.limits ?? []).map((l, _, all) => [
    all.length > 1 ? `${t(`${K}limits`)} · ${l.currency}` : t(`${K}limits`),
    l.max ? `${formatAmount(l.min, l.currency)} – ${formatMoney(l.max, l.currency)}` : t(`${K}from`, { amount: formatMoney(l.min, l.currency) }),
  ]);
  const facts: Fact[] = [
    ...limits,
    ...tournamentFacts(tour, t, ['minBet', 'winners', 'points'], LABELS),
    ...(offer.period ? [[t(`${K}paid`), t(`${K}period.${offer.period}`)] as const] : []),
    ...tournamentFacts(tour, t, ['wager', 'payout'], LABELS),
  ];

  const headline = pool
    ? <OfferValue value={formatAmount(pool.amount, pool.currency)} unit={pool.currency} />
    : offer.percent
      ? <OfferValue value={`${offer.percent}%`} />
      : cap && <OfferValue value={formatAmount(cap.amount, cap.currency)} unit={cap.currency} />;
  const figure = offer.percent ? (cap ? t('page.upToAmount', { percent: offer.percent, amount: formatMoney(cap.amount, cap.currency) }) : `${offer.percent}%`) : cap ? formatMoney(cap.amount, cap.currency) : '';
  const card = (
    <div className="offer tg-offer">
      {params.heroImage ? <img className="offer-img" src={asset(params.heroImage)} alt="" width="480" height="270" /> : <TableVisual game={params.game} />}
      <p className="offer-label">{ended && pool ? t('page.prizePoolPaid') : t(`${K}offer.${offer.kind}`)}</p>
      {headline}
      {cap && !pool && offer.percent && <p className="tg-upto">{t(`${K}upTo`)} <strong>{formatMoney(cap.amount, cap.currency)}</strong></p>}
      {offer.period && <p className="offer-sub">{t(`${K}period.${offer.period}`)}</p>}
      <ScheduleCountdown page={page} />
    </div>
  );

  return (
    <TemplateFrame page={page} text={text} infoText={infoText} className={`tg tg-${params.game}`} accent={params.accent} cta={cta}
      ctaLabel={text.cta ?? t(`${K}playNow`)} liveBadge kicker={game} tags={params.provider && <p className="tg-provider">{params.provider}</p>}
      longTitleAt={44} offer={card} fine={page.window ? <ScheduleRange page={page} style="day" mark="parens" /> : t(`${K}fine`)}
      facts={{ className: 'tg-facts', items: facts }} steps={{ id: 'tg-steps', title: t(`${K}getOffer`) }}
      band={{
        title: pool ? t('page.upForGrabs', { pool: formatMoney(pool.amount, pool.currency) }) : `${t(`${K}offer.${offer.kind}`)}: ${figure}`,
        text: dates.note('day', 'parens') ?? t(`${K}fine`),
      }}
      after={tour.prizes && (
        <section className="wrap section" aria-labelledby="tg-prizes">
          <h2 className="sec-title" id="tg-prizes">{ended ? t('page.results') : t('page.prizes')}</h2>
          {pool && tour.winners && <p className="prose">{t(ended ? 'page.sharedPast' : 'page.sharePresent', { count: tour.winners, pool: formatMoney(pool.amount, pool.currency) })}</p>}
          <div className="tg-prizes"><PrizeTable tournament={tour} caption={ended ? t('page.finalPrizes') : t('page.prizeTable')} /></div>
        </section>
      )}>
      {(!!text.body?.length || payouts) && (
        <section className="wrap section" aria-labelledby="tg-play">
          <h2 className="sec-title" id="tg-play">{t(`${K}howToPlay`, { game })}</h2>
          <div className={payouts && text.body?.length ? 'tg-play' : 'tg-play solo'}>
            {!!text.body?.length && <div><Paragraphs items={text.body} /></div>}
            {payouts && (
              <table className="prize-table tg-pay">
                <caption>{t(`${K}payouts`)}</caption>
                <thead><tr><th scope="col">{t(`${K}bet`)}</th><th scope="col">{t(`${K}pays`)}</th></tr></thead>
                <tbody>{payouts.map(([bet, pays]) => <tr key={bet}><th scope="row">{t(`${K}bets.${bet}`)}</th><td>{pays}</td></tr>)}</tbody>
              </table>
            )}
          </div>
        </section>
      )}
    </TemplateFrame>
  );
}
