import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '../../runtime/template/TemplateModule.ts';
import type { WelcomeBonusParamsData } from './params.ts';
import { CtaButton } from '../../runtime/components/CtaButton.tsx';
import { Terms } from '../../runtime/components/Terms.tsx';
import { StatusBanner } from '../../runtime/components/StatusBanner.tsx';
import { InfoDialog } from '../../runtime/components/InfoDialog.tsx';
import { OfferValue } from '../../runtime/components/OfferValue.tsx';
import { formatMoney } from '../../runtime/content/formatMoney.ts';
import { HeroActions } from '../../runtime/components/HeroActions.tsx';
import { StepsSection } from '../../runtime/components/StepsSection.tsx';


function Gift() {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="wb-box" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stopColor="#b29bff" /><stop offset="1" stopColor="#5a2fd4" /></linearGradient>
        <linearGradient id="wb-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stopColor="#fff3b0" /><stop offset="1" stopColor="#f29a12" /></linearGradient>
      </defs>
      <rect x="10" y="28" width="44" height="30" rx="4" fill="url(#wb-box)" />
      <rect x="6" y="20" width="52" height="11" rx="3.5" fill="#c2adff" />
      <path d="M10 31h44v3H10z" fill="#1b0b55" opacity=".3" />
      <path d="M29 20h6v38h-6z" fill="url(#wb-gold)" />
      <path d="M32 20c-3-9-15-12-15-5 0 4 7 5 15 5zm0 0c3-9 15-12 15-5 0 4-7 5-15 5z" fill="none" stroke="url(#wb-gold)" strokeWidth="3.5" strokeLinejoin="round" />
      <path d="M52 4l1.5 4 4 1.5-4 1.5-1.5 4-1.5-4-4-1.5 4-1.5zM9 7l1 2.6 2.6 1-2.6 1L9 14l-1-2.4-2.6-1 2.6-1z" fill="#fff3b0" />
    </svg>
  );
}

export default function WelcomeBonusPage({ page, params, text, infoText, asset }: TemplateProps<WelcomeBonusParamsData>) {
  const { t } = useTranslation();
  const currency = page.variant.currency;
  const offer = params.maxBonus.find((m) => m.currency === currency) ?? params.maxBonus[0]!;
  const { status, site } = page;
  const ended = status === 'ended';
  const style = params.accent ? ({ '--accent': params.accent } as CSSProperties) : undefined;
  const upTo = formatMoney(offer.amount, offer.currency);
  const ctaLabel = text.cta ?? t('page.claimBonus');
  return (
    <div className="wb" style={style}>
      <section className="hero">
        <div className="wrap hero-grid">
          <div className="hero-copy">
            <StatusBanner status={status} site={site} />
            <div className="tags"><p className="kicker">{t(`page.kind.${params.kind}`)}</p></div>
            <h1 className={text.title.length > 60 ? 'long' : undefined}>{text.title}</h1>
            {text.subtitle && <p className="lead">{text.subtitle}</p>}
          </div>

          <div className="offer">
            {params.heroImage && <img className="offer-img" src={asset(params.heroImage)} alt="" width="480" height="270" />}
            <div className="offer-head">
              {!params.heroImage && <span className="offer-art"><Gift /></span>}
              <div>
                <p className="offer-label">{t('page.yourBonus')}</p>
                <p className="offer-meta">{params.kind === 'package' ? t('page.firstDeposits') : t('page.firstDeposit')}</p>
              </div>
            </div>
            <OfferValue value={`${params.percent}%`} />
            <p className="wb-upto">{t('page.upTo')} <strong>{upTo}</strong></p>
          </div>

          <div className="hero-act">
            <div className="actions">
              <HeroActions ended={ended} cta={page.campaign.cta} label={ctaLabel} site={site} hasInfo={!!infoText.info} />
            </div>
            <p className="fine">{t('page.finePrint')}</p>
          </div>
        </div>
      </section>

      {params.maxBonus.length > 1 && (
        <section className="wrap section" aria-labelledby="wb-cur">
          <h2 className="sec-title" id="wb-cur">{t('page.bonusInCurrency')}</h2>
          <ul className="wb-currencies">
            {params.maxBonus.map((m) => (
              <li key={m.currency} className={m === offer ? 'on' : undefined}>
                <span className="muted">{t('page.percentUpTo', { percent: params.percent })}</span>
                <strong>{formatMoney(m.amount, m.currency)}</strong>
              </li>
            ))}
          </ul>
        </section>
      )}

      {!!text.steps?.length && (
        <StepsSection id="wb-steps" title={t('page.howToGetIt')} steps={text.steps} />
      )}

      {!!text.body?.length && <div className="wrap wb-body">{text.body.map((p, i) => <p key={i} className="prose">{p}</p>)}</div>}

      <div className="wrap">
        <Terms items={text.terms} />
        {!ended && (
          <div className="cta-band">
            <p><strong>{t('page.upToAmount', { percent: params.percent, amount: upTo })}</strong><span className="muted">{t('page.claimText')}</span></p>
            <CtaButton cta={page.campaign.cta} label={ctaLabel} site={site} />
          </div>
        )}
      </div>
      <InfoDialog text={infoText} lang={page.variant.infoLocale} />
    </div>
  );
}
