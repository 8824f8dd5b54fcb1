import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '../../runtime/template/TemplateModule.ts';
import type { CrashParamsData } from './params.ts';
import { CRASH_DEFAULTS } from './defaults.ts';
import { TemplateFrame } from '../../runtime/template/TemplateFrame.tsx';
import { useCampaignDates } from '../../runtime/components/useCampaignDates.ts';
import { OfferValue } from '../../runtime/components/OfferValue.tsx';
import { ScheduleCountdown } from '../../runtime/components/ScheduleCountdown.tsx';
import { formatAmount, formatMoney } from '../../runtime/content/formatMoney.ts';

/** 100 → "100.00x", as crash games print their multipliers. */
const multiplierText = (m: number) => `${m.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}x`;
/** Colour band of a round's multiplier, as crash games colour their history: low, mid, high. */
const band = (m: number) => (m < 2 ? 'lo' : m < 10 ? 'mid' : 'hi');

function Plane() {
  return (
    <g className="cr-craft">
      <path d="M-30 2c8-9 28-12 44-9l10 2c4 1 6 4 6 7s-2 6-6 6H-22c-6 0-10-3-8-6z" fill="#ff2d55" />
      <path d="M-24-2l-10-14h8l14 14zM-2 2l-10 18h9l19-18z" fill="#c8102e" />
      <path d="M4-4h10c2 0 3 2 2 4H4z" fill="#ffd5de" opacity=".85" />
      <rect x="29" y="-9" width="3" height="22" rx="1.5" fill="#fff" opacity=".8" />
      <circle cx="30" cy="2" r="3" fill="#ffc130" />
    </g>
  );
}

function Rocket() {
  return (
    <g className="cr-craft">
      <path d="M-26 0l-18-7 4 7-4 7z" fill="#ffc130" />
      <path d="M-30 0l-9-3 2 3-2 3z" fill="#fff3b0" />
      <path d="M-24-9h36c10 0 20 5 26 9-6 4-16 9-26 9h-36z" fill="#eef1ff" />
      <path d="M-24-9l-8-9h12l8 9zm0 18l-8 9h12l8-9z" fill="#8b6cff" />
      <circle cx="14" cy="0" r="5" fill="#2a3566" stroke="#8b6cff" strokeWidth="2" />
      <path d="M30-6c4 2 6 4 8 6-2 2-4 4-8 6z" fill="#ff2d55" />
    </g>
  );
}

/** The game screen: sunburst, the flight curve and the craft at its tip. Decorative. */
function Screen({ art }: { art: 'plane' | 'rocket' }) {
  const hue = art === 'rocket' ? '#8b6cff' : '#ff2d55';
  return (
    <svg className="cr-svg" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="cr-fill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stopColor={hue} stopOpacity=".45" /><stop offset="1" stopColor={hue} stopOpacity="0" /></linearGradient>
        <radialGradient id="cr-sun" cx="0" cy="1" r="1"><stop offset="0" stopColor={hue} stopOpacity=".35" /><stop offset="1" stopColor={hue} stopOpacity="0" /></radialGradient>
      </defs>
      <rect width="320" height="180" fill="#070b18" />
      <g className="cr-rays">
        {Array.from({ length: 12 }, (_, i) => <path key={i} d="M0 180L420 150L420 100Z" transform={`rotate(${-i * 15} 0 180)`} fill="#fff" opacity=".035" />)}
      </g>
      <rect width="320" height="180" fill="url(#cr-sun)" />
      <path d="M0 180C115 177 195 154 250 74V180z" fill="url(#cr-fill)" />
      <path d="M0 180C115 177 195 154 250 74" fill="none" stroke={hue} strokeWidth="4" strokeLinecap="round" />
      <g transform="translate(254 68) rotate(-40)">{art === 'rocket' ? <Rocket /> : <Plane />}</g>
    </svg>
  );
}

/** A crash game (Aviator, Rich Rocket): the game screen and the first offer given as the headline. */
export default function CrashPage({ page, params, text, infoText, asset }: TemplateProps<CrashParamsData>) {
  const { t } = useTranslation();
  const cta = page.campaign.cta;
  const ctaLabel = text.cta ?? t('tpl.crash.playNow');
  const caps = params.maxBonus ?? [];
  const cap = caps.find((m) => m.currency === page.variant.currency) ?? caps[0];
  const otherCaps = caps.filter((m) => m !== cap);
  const { percent, jackpot, cashback, freeBets } = params;
  const dates = useCampaignDates(page);
  const when = dates.note('longDay', 'none');

  // The headline figure is the first offer given; the others become perks below it.
  const head = percent ? 'bonus' : jackpot ? 'jackpot' : cashback ? 'cashback' : freeBets ? 'freeBets' : null;
  const summary = {
    bonus: percent ? (cap ? t('tpl.crash.percentUpTo', { percent, amount: formatMoney(cap.amount, cap.currency) }) : t('tpl.crash.perkBonus', { percent })) : '',
    jackpot: jackpot ? t('tpl.crash.perkJackpot', { amount: formatMoney(jackpot.amount, jackpot.currency) }) : '',
    cashback: cashback ? t('tpl.crash.perkCashback', { percent: cashback.percent }) : '',
    freeBets: freeBets ? t('tpl.crash.perkFreeBets', { count: freeBets.count }) : '',
  };
  const perks = (['bonus', 'jackpot', 'cashback', 'freeBets'] as const).filter((k) => k !== head && summary[k]);
  const cashbackLabel = cashback?.period === 'daily' ? t('tpl.crash.cashbackDaily') : cashback?.period === 'weekly' ? t('tpl.crash.cashbackWeekly') : t('tpl.crash.cashback');

  const card = (
    <div className="offer cr-offer">
      {params.heroImage
        ? <img className="offer-img" src={asset(params.heroImage)} alt="" width="480" height="270" />
        : (
          <div className="cr-screen">
            <Screen art={params.art ?? CRASH_DEFAULTS.art} />
            {!!params.history?.length && (
              <ul className="cr-history" aria-label={t('tpl.crash.recentRounds')}>
                {params.history.map((m, i) => <li key={i} className={band(m)}>{multiplierText(m)}</li>)}
              </ul>
            )}
            <p className="cr-mult"><small>{t('tpl.crash.topMultiplier')}</small><b>{multiplierText(params.multiplier ?? CRASH_DEFAULTS.multiplier)}</b></p>
          </div>
        )}
      {head === 'bonus' && <>
        <p className="offer-label">{params.bonus === 'deposit' ? t('tpl.crash.depositBonus') : t('tpl.crash.welcomeBonus')}</p>
        <OfferValue value={`${percent}%`} />
        {cap && <p className="cr-sub">{t('tpl.crash.upTo', { amount: formatMoney(cap.amount, cap.currency) })}</p>}
        {otherCaps.length > 0 && <p className="offer-sub">{t('tpl.crash.orAmounts', { amounts: otherCaps.map((m) => formatMoney(m.amount, m.currency)).join(' · ') })}</p>}
      </>}
      {head === 'jackpot' && jackpot && <>
        <p className="offer-label">{t('tpl.crash.jackpot')}</p>
        <OfferValue value={formatAmount(jackpot.amount, jackpot.currency)} unit={jackpot.currency} />
      </>}
      {head === 'cashback' && cashback && <>
        <p className="offer-label">{cashbackLabel}</p>
        <OfferValue value={`${cashback.percent}%`} />
        <p className="cr-sub">{t('tpl.crash.ofLosses')}</p>
      </>}
      {head === 'freeBets' && freeBets && <>
        <p className="offer-label">{t('tpl.crash.freeBets')}</p>
        <OfferValue value={String(freeBets.count)} />
        {freeBets.stake && <p className="cr-sub">{t('tpl.crash.each', { amount: formatMoney(freeBets.stake.amount, freeBets.stake.currency) })}</p>}
      </>}
      {perks.length > 0 && <ul className="cr-perks">{perks.map((k) => <li key={k}>{summary[k]}</li>)}</ul>}
      <ScheduleCountdown page={page} />
    </div>
  );

  return (
    <TemplateFrame page={page} text={text} infoText={infoText} className="cr" accent={params.accent} cta={cta} ctaLabel={ctaLabel}
      heroClass="cr-hero" liveBadge kicker={params.game} offer={card}
      fine={<>{when ? `${when} · ` : ''}{t('page.finePrint')}</>}
      steps={{ id: 'cr-steps', title: t('tpl.crash.howToPlay') }} body={{ id: 'cr-about', title: t('tpl.crash.aboutOffer'), className: 'cr-about' }}
      band={{ title: head ? summary[head] : text.title, text: t('tpl.crash.bandText', { game: params.game }) }} />
  );
}
