import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '../../runtime/template/TemplateModule.ts';
import type { CrashParamsData } from './params.ts';
import { CRASH_DEFAULTS } from './defaults.ts';
import { Screen } from './Screen.tsx';
import { TemplateFrame } from '../../runtime/template/TemplateFrame.tsx';
import { HeroPicture } from '../../runtime/components/HeroPicture.tsx';
import { useCampaignDates } from '../../runtime/components/useCampaignDates.ts';
import { OfferValue } from '../../runtime/components/OfferValue.tsx';
import { ScheduleCountdown } from '../../runtime/components/ScheduleCountdown.tsx';
import { useMoney } from '../../runtime/components/useMoney.ts';

/** 100 → "100.00x", as crash games print their multipliers. */
const multiplierText = (m: number) =>
  `${m.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}x`;
/** Colour band of a round's multiplier, as crash games colour their history: low, mid, high. */
const band = (m: number) => (m < 2 ? 'lo' : m < 10 ? 'mid' : 'hi');

/** A crash game (Aviator, Rich Rocket): the game screen and the first offer given as the headline. */
export default function CrashPage({ page, params, text, infoText, asset }: TemplateProps<CrashParamsData>) {
  const { t } = useTranslation();
  const fmt = useMoney();
  const cta = page.campaign.cta;
  const ctaLabel = text.cta ?? t('tpl.crash.playNow');
  const caps = params.maxBonus ?? [];
  const cap = caps.find((m) => m.currency === page.variant.currency) ?? caps[0];
  const otherCaps = caps.filter((m) => m !== cap);
  const { percent, jackpot, cashback, freeBets } = params;
  const dates = useCampaignDates(page);
  const when = dates.note('longDay', 'none', (s) => `${s} · `);

  // The headline figure is the first offer given; the others become perks below it.
  const head = percent ? 'bonus' : jackpot ? 'jackpot' : cashback ? 'cashback' : freeBets ? 'freeBets' : null;
  const summary = {
    bonus: percent
      ? cap
        ? t('tpl.crash.percentUpTo', { percent, amount: fmt.money(cap.amount, cap.currency) })
        : t('tpl.crash.perkBonus', { percent })
      : '',
    jackpot: jackpot ? t('tpl.crash.perkJackpot', { amount: fmt.money(jackpot.amount, jackpot.currency) }) : '',
    cashback: cashback ? t('tpl.crash.perkCashback', { percent: cashback.percent }) : '',
    freeBets: freeBets ? t('tpl.crash.perkFreeBets', { count: freeBets.count }) : '',
  };
  const perks = (['bonus', 'jackpot', 'cashback', 'freeBets'] as const).filter((k) => k !== head && summary[k]);
  const cashbackLabel =
    cashback?.period === 'daily'
      ? t('tpl.crash.cashbackDaily')
      : cashback?.period === 'weekly'
        ? t('tpl.crash.cashbackWeekly')
        : t('tpl.crash.cashback');

  const card = (
    <div className="offer cr-offer">
      {params.heroImage ? (
        <HeroPicture src={asset(params.heroImage)} />
      ) : (
        <div className="cr-screen">
          <Screen art={params.art ?? CRASH_DEFAULTS.art} />
          {!!params.history?.length && (
            <ul className="cr-history" aria-label={t('tpl.crash.recentRounds')}>
              {params.history.map((m, i) => (
                <li key={i} className={band(m)}>
                  {multiplierText(m)}
                </li>
              ))}
            </ul>
          )}
          <p className="cr-mult">
            <small>{t('tpl.crash.topMultiplier')}</small>
            <b>{multiplierText(params.multiplier ?? CRASH_DEFAULTS.multiplier)}</b>
          </p>
        </div>
      )}
      {head === 'bonus' && (
        <>
          <p className="offer-label">
            {params.bonus === 'deposit' ? t('tpl.crash.depositBonus') : t('tpl.crash.welcomeBonus')}
          </p>
          <OfferValue value={`${percent}%`} />
          {cap && <p className="cr-sub">{t('tpl.crash.upTo', { amount: fmt.money(cap.amount, cap.currency) })}</p>}
          {otherCaps.length > 0 && (
            <p className="offer-sub">
              {t('tpl.crash.orAmounts', { amounts: otherCaps.map((m) => fmt.money(m.amount, m.currency)).join(' · ') })}
            </p>
          )}
        </>
      )}
      {head === 'jackpot' && jackpot && (
        <>
          <p className="offer-label">{t('tpl.crash.jackpot')}</p>
          <OfferValue value={fmt.amount(jackpot.amount)} unit={jackpot.currency} />
        </>
      )}
      {head === 'cashback' && cashback && (
        <>
          <p className="offer-label">{cashbackLabel}</p>
          <OfferValue value={`${cashback.percent}%`} />
          <p className="cr-sub">{t('tpl.crash.ofLosses')}</p>
        </>
      )}
      {head === 'freeBets' && freeBets && (
        <>
          <p className="offer-label">{t('tpl.crash.freeBets')}</p>
          <OfferValue value={String(freeBets.count)} />
          {freeBets.stake && (
            <p className="cr-sub">
              {t('tpl.crash.each', { amount: fmt.money(freeBets.stake.amount, freeBets.stake.currency) })}
            </p>
          )}
        </>
      )}
      {perks.length > 0 && (
        <ul className="cr-perks">
          {perks.map((k) => (
            <li key={k}>{summary[k]}</li>
          ))}
        </ul>
      )}
      <ScheduleCountdown page={page} />
    </div>
  );

  return (
    <TemplateFrame
      page={page}
      text={text}
      infoText={infoText}
      className="cr"
      accent={params.accent}
      cta={cta}
      ctaLabel={ctaLabel}
      heroClass="cr-hero"
      liveBadge
      kicker={params.game}
      offer={card}
      fine={
        <>
          {when}
          {t('page.finePrint')}
        </>
      }
      steps={{ id: 'cr-steps', title: t('tpl.crash.howToPlay') }}
      body={{ id: 'cr-about', title: t('tpl.crash.aboutOffer'), className: 'cr-about' }}
      band={{ title: head ? summary[head] : text.title, text: t('tpl.crash.bandText', { game: params.game }) }}
    />
  );
}
