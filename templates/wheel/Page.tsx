import { EndedOr } from '../../runtime/components/When.tsx';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TemplateProps } from '../../runtime/template/TemplateModule.ts';
import type { WheelParamsData, WheelSegmentData } from './params.ts';
import { TemplateFrame } from '../../runtime/template/TemplateFrame.tsx';
import { CtaButton } from '../../runtime/components/CtaButton.tsx';
import { ScheduleCountdown } from '../../runtime/components/ScheduleCountdown.tsx';
import { useMoney } from '../../runtime/components/useMoney.ts';
import type { MoneyFormat } from '../../runtime/content/formatMoney.ts';

const PALETTE = ['#4b2bb8', '#16275f', '#a3165a', '#0e5670'];
/** A point of the wheel (viewBox 200×200) at `deg` clockwise from the top and radius r. */
const at = (deg: number, r: number) => {
  const a = (deg * Math.PI) / 180;
  return `${(100 + r * Math.sin(a)).toFixed(2)} ${(100 - r * Math.cos(a)).toFixed(2)}`;
};

/** What a segment shows on the wheel (value and a short unit) and in the prize list. */
function describe(s: WheelSegmentData, currency: string, t: TFunction, fmt: MoneyFormat) {
  const cur = s.currency ?? currency;
  switch (s.prize) {
    case 'cash':
      return { value: fmt.amount(s.amount), unit: cur, full: fmt.money(s.amount, cur) };
    case 'bonus':
      return {
        value: `${s.amount}%`,
        unit: t('tpl.wheel.unitBonus'),
        full: t('tpl.wheel.prizeBonus', { percent: s.amount }),
      };
    case 'spins':
      return {
        value: String(s.amount),
        unit: t('tpl.wheel.unitSpins'),
        full: t('tpl.wheel.prizeSpins', { count: s.amount }),
      };
    default:
      return {
        value: fmt.amount(s.amount),
        unit: t('tpl.wheel.unitFreebet'),
        full: t('tpl.wheel.prizeFreebet', { amount: fmt.money(s.amount, cur) }),
      };
  }
}

/**
 * The wheel: segments, rim with lights. It spins once on arrival and stops with `win` under the pointer.
 * What keeps moving afterwards lives in layers of its own, animated only in opacity so the compositor
 * runs it without main-thread frames: the two sets of rim lights (they turn with the wheel), and the
 * top prize's glow (its segment drawn brightened, faded in and out over the wheel at rest).
 */
function Wheel({ labels, win }: { labels: { value: string; unit: string }[]; win: number }) {
  const n = labels.length;
  const step = 360 / n;
  const stop = 4 * 360 - win * step;
  const turn = { '--stop': `${stop}deg` } as CSSProperties;
  const segment = (i: number) => {
    const mid = i * step;
    return `M100 100L${at(mid - step / 2, 92)}A92 92 0 0 1 ${at(mid + step / 2, 92)}Z`;
  };
  const label = (l: { value: string; unit: string }, i: number) => {
    const valueSize = Math.min(15, 56 / Math.max(1, l.value.length * 0.6));
    const unitSize = Math.min(8.5, 50 / Math.max(1, l.unit.length * 0.6));
    // Labels run along the radius; on the left half of the wheel at rest they would read upside
    // down, so they are turned the other way (reading towards the hub).
    const rest = ((((i - win) * step) % 360) + 360) % 360;
    const upright = rest > 180 ? 90 : -90;
    return (
      <g transform={`rotate(${i * step} 100 100)`}>
        <text
          x="100"
          y="40"
          transform={`rotate(${upright} 100 40)`}
          textAnchor="middle"
          fill={i === win ? '#1d1300' : '#fff'}
        >
          <tspan x="100" y="40" fontSize={valueSize.toFixed(1)} fontWeight="900">
            {l.value}
          </tspan>
          <tspan x="100" y="50" fontSize={unitSize.toFixed(1)} fontWeight="800" letterSpacing=".5">
            {l.unit.toUpperCase()}
          </tspan>
        </text>
      </g>
    );
  };
  const bulbs = (odd: boolean) =>
    Array.from({ length: n }, (_, k) => {
      const [x, y] = at((2 * k + (odd ? 1 : 0)) * (step / 2) + step / 2, 97).split(' ');
      return <circle key={k} cx={x} cy={y} r="2.2" />;
    });
  return (
    <>
      <svg className="wh-wheel wh-turn" viewBox="0 0 200 200" aria-hidden="true" focusable="false" style={turn}>
        <defs>
          <linearGradient id="wh-gold" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#fff3b0" />
            <stop offset=".5" stopColor="#ffc130" />
            <stop offset="1" stopColor="#f08a12" />
          </linearGradient>
          <radialGradient id="wh-shade">
            <stop offset=".55" stopColor="#000" stopOpacity="0" />
            <stop offset="1" stopColor="#000" stopOpacity=".35" />
          </radialGradient>
          <clipPath id="wh-win-clip">
            <path d={segment(win)} />
          </clipPath>
        </defs>
        <circle cx="100" cy="100" r="99" fill="#0b1020" />
        <circle cx="100" cy="100" r="97" fill="none" stroke="url(#wh-gold)" strokeWidth="6" />
        {labels.map((l, i) => (
          <g key={i} className={i === win ? 'wh-seg win' : 'wh-seg'}>
            <path
              d={segment(i)}
              fill={i === win ? 'url(#wh-gold)' : PALETTE[i % 4 === 0 && i === n - 1 ? 2 : i % 4]}
              stroke="#0b1020"
              strokeWidth="1"
            />
            {label(l, i)}
          </g>
        ))}
        <circle cx="100" cy="100" r="92" fill="url(#wh-shade)" />
      </svg>
      <svg className="wh-lights wh-turn" viewBox="0 0 200 200" aria-hidden="true" focusable="false" style={turn}>
        {bulbs(false)}
      </svg>
      <svg className="wh-lights odd wh-turn" viewBox="0 0 200 200" aria-hidden="true" focusable="false" style={turn}>
        {bulbs(true)}
      </svg>
      <svg className="wh-glow" viewBox="0 0 200 200" aria-hidden="true" focusable="false" style={turn}>
        <path d={segment(win)} fill="url(#wh-gold)" stroke="#0b1020" strokeWidth="1" />
        {label(labels[win]!, win)}
        <circle cx="100" cy="100" r="92" fill="url(#wh-shade)" clipPath="url(#wh-win-clip)" />
      </svg>
    </>
  );
}

/** A wheel of fortune that spins on arrival and stops on the top prize; the prizes listed under it. */
export default function WheelPage({ page, params, text, infoText }: TemplateProps<WheelParamsData>) {
  const { t } = useTranslation();
  const fmt = useMoney();
  const { site } = page;
  const cta = page.campaign.cta;
  const currency = cta?.currency ?? site.defaultCurrency ?? 'INR';
  const segments = params.segments.map((s) => describe(s, currency, t, fmt));
  const win = Math.min(params.win ?? 0, segments.length - 1);
  const top = segments[win]!;

  const stage = (
    <div className="wh-offer">
      <div className="wh-stage">
        <span className="wh-shadow" aria-hidden="true" />
        <Wheel labels={segments} win={win} />
        <svg className="wh-pointer" viewBox="0 0 40 48" aria-hidden="true" focusable="false">
          <path d="M20 46L3 12a17 17 0 1 1 34 0z" fill="var(--accent)" stroke="#1d1300" strokeWidth="2" />
          <circle cx="20" cy="15" r="6" fill="#fff8dc" />
        </svg>
        <EndedOr
          page={page}
          ended={
            <span className="wh-hub" aria-hidden="true">
              ★
            </span>
          }
          open={<CtaButton cta={cta} label={t('tpl.wheel.spin')} site={site} className="wh-hub" />}
        />
      </div>
      <p className="wh-top">
        <span>{t('tpl.wheel.topPrize')}</span> <strong>{top.full}</strong>
      </p>
      <ScheduleCountdown page={page} />
    </div>
  );

  return (
    <TemplateFrame
      page={page}
      text={text}
      infoText={infoText}
      className="wh"
      accent={params.accent}
      cta={cta}
      ctaLabel={text.cta ?? t('tpl.wheel.spinNow')}
      heroClass="wh-hero"
      liveBadge
      kicker={t('tpl.wheel.kicker')}
      offer={stage}
      fine={t('page.finePrint')}
      steps={{ id: 'wh-steps', title: t('tpl.wheel.howItWorks') }}
      body={{ id: 'wh-about', title: t('tpl.wheel.aboutOffer') }}
      band={{ title: t('tpl.wheel.bandTitle', { prize: top.full }), text: t('tpl.wheel.bandText') }}
    >
      <section className="wrap section" aria-labelledby="wh-prizes">
        <h2 className="sec-title" id="wh-prizes">
          {t('tpl.wheel.prizesOnWheel')}
        </h2>
        <ul className="wh-prizes">
          {segments.map((s, i) => (
            <li key={i} className={i === win ? 'on' : undefined}>
              <b>{s.full}</b>
              {i === win && <span className="wh-badge">{t('tpl.wheel.topPrize')}</span>}
            </li>
          ))}
        </ul>
      </section>
    </TemplateFrame>
  );
}
