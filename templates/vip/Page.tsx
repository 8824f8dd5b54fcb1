import { When } from '../../runtime/components/When.tsx';
import { ENDED_STATES, OPEN_STATES } from '../../model/scheduleStates.ts';
import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '../../runtime/template/TemplateModule.ts';
import type { VipParamsData } from './params.ts';
import { VIP_DEFAULTS } from './defaults.ts';
import { TemplateFrame } from '../../runtime/template/TemplateFrame.tsx';
import { CtaButton } from '../../runtime/components/CtaButton.tsx';
import { MoreInfoLink } from '../../runtime/components/MoreInfoLink.tsx';
import { SeeCurrentLink } from '../../runtime/components/SeeCurrentLink.tsx';
import { OfferArt, GOLD } from '../../runtime/components/OfferArt.tsx';
import { OfferCard } from '../../runtime/components/OfferCard.tsx';
import { OfferValue } from '../../runtime/components/OfferValue.tsx';
import { useCampaignDates } from '../../runtime/components/useCampaignDates.ts';
import { Paragraphs } from '../../runtime/components/Paragraphs.tsx';
import { useMoney } from '../../runtime/components/useMoney.ts';

/** One stroke icon per benefit (24 px grid). */
const ICON: Record<string, string> = {
  manager: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0M17.5 8.5h2v3h-2M6.5 8.5h-2v3h2',
  support: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 7v5l3.5 2',
  offers: 'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-2-4-6.5-4-6.5-1.5S9 7 12 7zm0 0c2-4 6.5-4 6.5-1.5S15 7 12 7',
  noDeposit:
    'M12 3a9 9 0 100 18 9 9 0 000-18zM15 9c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .8-3 2s1.3 1.7 3 2 3 .9 3 2.2-1.3 2-3 2c-1.4 0-2.5-.6-3-1.6M12 6v1.5M12 16.5V18',
  limits: 'M4 18a8 8 0 1116 0M12 18l4.5-6M12 6V8M6.3 9.3l1.4 1.4M17.7 9.3l-1.4 1.4',
  withdrawals: 'M13 2L4 14h7l-1 8 9-12h-7z',
  cashback: 'M20 12a8 8 0 11-2.3-5.7M20 4v5h-5M9 15l6-6M9.5 9.5h.01M14.5 14.5h.01',
  events: 'M3 7h18v3a2 2 0 000 4v3H3v-3a2 2 0 000-4zM12 9.5l.9 1.8 2 .3-1.5 1.4.4 2-1.8-1-1.8 1 .4-2-1.5-1.4 2-.3z',
  gifts: 'M4 21h16M5 21v-8h14v8M5 16.5c2.3 1.4 4.7 1.4 7 0s4.7-1.4 7 0M12 13v-3M12 7.5c-1-1-1-2.5 0-4 1 1.5 1 3 0 4z',
  tournaments:
    'M8 3h8v6a4 4 0 01-8 0zM8 5H5v1.5A3.5 3.5 0 008 10M16 5h3v1.5a3.5 3.5 0 01-3 3.5M12 13v4M8 21h8M9 17h6v4H9z',
};

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Crown() {
  return (
    <OfferArt gradients={[{ id: 'vp-gold', stops: GOLD }]}>
      <path d="M8 22l12 10 12-18 12 18 12-10-5 28H13z" fill="url(#vp-gold)" />
      <rect x="12" y="50" width="40" height="7" rx="3" fill="#3d2c86" />
      <rect x="18" y="52" width="28" height="3" rx="1.5" fill="#ffc130" />
      <circle cx="8" cy="20" r="4" fill="#fff3b0" />
      <circle cx="32" cy="11" r="4.5" fill="#fff3b0" />
      <circle cx="56" cy="20" r="4" fill="#fff3b0" />
      <path d="M32 30l4 6-4 6-4-6z" fill="#8b6cff" />
      <circle cx="20" cy="40" r="2.5" fill="#ff5a6e" />
      <circle cx="44" cy="40" r="2.5" fill="#35e39b" />
      <path d="M14 26l6 5 1.6-2.4L15 47h-2z" fill="#fff" opacity=".35" />
    </OfferArt>
  );
}

/** The VIP club or loyalty programme: benefits, levels, and applying by e-mail. */
export default function VipPage({ page, params, text, infoText }: TemplateProps<VipParamsData>) {
  const { t } = useTranslation();
  const fmt = useMoney();
  const k = (key: string, o?: Record<string, unknown>) => t(`tpl.vip.${key}`, o);
  const { site } = page;
  const percent = params.cashbackPercent ?? VIP_DEFAULTS.cashbackPercent;
  const loyalty = params.programme === 'loyalty';
  /** A label that the loyalty programme words differently (loyalty.<key>). */
  const pk = (key: string) => k(loyalty ? `loyalty.${key}` : key);
  const benefits = params.benefits ?? VIP_DEFAULTS.benefits;
  const mailto = `mailto:${params.contactEmail}?subject=${encodeURIComponent(pk('mailSubject'))}`;
  const cta = page.campaign.cta?.kind === 'info' ? undefined : page.campaign.cta;
  const ctaLabel = text.cta ?? t('auth.createAccount');
  const dates = useCampaignDates(page);
  const when = dates.note('longDay', 'none', (s) => (
    <>
      <strong>{s}</strong> ·{' '}
    </>
  ));
  const apply = (className: string) => (
    <a className={className} href={mailto}>
      {k('apply')}
    </a>
  );

  const card = (
    <OfferCard art={<Crown />} label={k('offerLabel')} meta={pk('offerMeta')}>
      <p className="vp-upto">{k('upTo')}</p>
      <OfferValue value={`${percent}%`} />
    </OfferCard>
  );
  const actions = (
    <>
      <When page={page} is={ENDED_STATES}>
        <SeeCurrentLink site={site} />
      </When>
      <When page={page} is={OPEN_STATES}>
        {loyalty && cta && <CtaButton cta={cta} label={ctaLabel} site={site} />}
        {apply(loyalty && cta ? 'btn btn-ghost btn-large' : 'btn btn-primary btn-large')}
        {!loyalty && cta && <CtaButton cta={cta} label={ctaLabel} site={site} className="btn btn-ghost btn-large" />}
      </When>
      {infoText.info && <MoreInfoLink />}
    </>
  );

  return (
    <TemplateFrame
      page={page}
      text={text}
      infoText={infoText}
      className="vp"
      accent={params.accent}
      cta={cta}
      ctaLabel={ctaLabel}
      liveBadge
      kicker={pk('kicker')}
      longTitleAt={36}
      offer={card}
      actions={actions}
      fine={
        <>
          {when}
          {k('writeTo')} <a href={mailto}>{params.contactEmail}</a>
        </>
      }
      band={{
        title: pk('ctaBandTitle'),
        text: pk('ctaBandText'),
        action: loyalty && cta ? undefined : apply('btn btn-primary btn-large'),
      }}
    >
      <section className="wrap section" aria-labelledby="vp-benefits">
        <h2 className="sec-title" id="vp-benefits">
          {pk('benefitsTitle')}
        </h2>
        {text.body && <Paragraphs items={text.body} />}
        <ul className={benefits.length % 4 && !(benefits.length % 3) ? 'vp-grid c3' : 'vp-grid'}>
          {benefits.map((b) => (
            <li key={b} className={b === 'cashback' ? 'vp-hot' : undefined}>
              <span className="vp-ico">
                <Icon d={ICON[b]!} />
              </span>
              <h3>{k(`benefit.${b}`, { percent })}</h3>
              <p>{k(`benefit.${b}Text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      {!!params.levels?.length && (
        <section className="wrap section" aria-labelledby="vp-levels">
          <h2 className="sec-title" id="vp-levels">
            {k('levelsTitle')}
          </h2>
          <ol className="vp-levels">
            {params.levels.map((l) => (
              <li key={l.level} className={`vp-${l.level}`}>
                <h3>{k(`level.${l.level}`)}</h3>
                <p className="vp-cb">
                  <span className="muted">{k('cashback')}</span>{' '}
                  <strong>{k('upToPercent', { percent: l.cashback })}</strong>
                </p>
                {l.minDeposits && (
                  <p className="muted">
                    {k('fromDeposits', { amount: fmt.money(l.minDeposits.amount, l.minDeposits.currency) })}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}

      <section className="wrap section" aria-labelledby="vp-join">
        <h2 className="sec-title" id="vp-join">
          {k('joinTitle')}
        </h2>
        <div className={text.steps?.length ? 'vp-join' : 'vp-join solo'}>
          {!!text.steps?.length && (
            <ol className="steps">
              {text.steps.map((s, i) => (
                <li key={i}>{s}</li>
              ))}
            </ol>
          )}
          <div className="vp-contact">
            <span className="vp-ico">
              <Icon d="M3 6h18v12H3zM3 7l9 6 9-6" />
            </span>
            <h3>{pk('contactTitle')}</h3>
            <p className="muted">{k('contactText', { hours: params.replyHours ?? VIP_DEFAULTS.replyHours })}</p>
            <p className="vp-mail">
              <a href={mailto}>{params.contactEmail}</a>
            </p>
            <When page={page} is={OPEN_STATES}>
              {apply('btn btn-primary')}
            </When>
          </div>
        </div>
      </section>
    </TemplateFrame>
  );
}
