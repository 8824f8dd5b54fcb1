import type { TemplateProps } from '../../runtime/template/TemplateModule.ts';
import type { WelcomeBonusParamsData } from './params.ts';
import { CtaButton } from '../../runtime/components/CtaButton.tsx';
import { Terms } from '../../runtime/components/Terms.tsx';
import { StatusBanner } from '../../runtime/components/StatusBanner.tsx';
import { InfoDialog } from '../../runtime/components/InfoDialog.tsx';
import { formatAmount } from '../../runtime/content/formatMoney.ts';

const KIND_LABEL = { casino: 'Casino welcome bonus', sport: 'Sports welcome bonus', package: 'Welcome package' } as const;

export default function WelcomeBonusPage({ page, params, text, infoText, asset }: TemplateProps<WelcomeBonusParamsData>) {
  const currency = page.variant.currency;
  const offer = params.maxBonus.find((m) => m.currency === currency) ?? params.maxBonus[0]!;
  const style = params.accent ? ({ '--accent': params.accent } as React.CSSProperties) : undefined;
  return (
    <div className="wb" style={style}>
      <section className="wb-hero">
        <div className="wrap wb-hero-grid">
          <div className="wb-copy">
            <StatusBanner status={page.status} site={page.site} />
            <p className="kicker">{KIND_LABEL[params.kind]}</p>
            <h1>{text.title}</h1>
            {text.subtitle && <p className="lead">{text.subtitle}</p>}
            <div className="wb-offer" aria-label={`${params.percent}% bonus up to ${formatAmount(offer.amount, offer.currency)} ${offer.currency}`}>
              <span className="wb-percent">{params.percent}%</span>
              <span className="wb-upto">up to <strong>{formatAmount(offer.amount, offer.currency)} {offer.currency}</strong></span>
            </div>
            {page.status !== 'ended' && <CtaButton cta={page.campaign.cta} label={text.cta ?? 'Claim bonus'} site={page.site} />}
            {infoText.info && <p><a className="more-info" href="#promo-info" data-dialog="info">More info</a></p>}
          </div>
          <div className="wb-art" aria-hidden="true">
            {params.heroImage ? <img src={asset(params.heroImage)} alt="" width="480" height="480" /> : <div className="wb-gift">🎁</div>}
          </div>
        </div>
      </section>
      {params.maxBonus.length > 1 && (
        <section className="wrap section">
          <h2>Bonus in your currency</h2>
          <ul className="wb-currencies">
            {params.maxBonus.map((m) => (
              <li key={m.currency} className="card"><span className="muted">{m.currency}</span><strong>{formatAmount(m.amount, m.currency)}</strong></li>
            ))}
          </ul>
        </section>
      )}
      {(text.steps?.length ?? 0) > 0 && (
        <section className="wrap section">
          <h2>How to get it</h2>
          <ol className="steps">{text.steps!.map((s, i) => <li key={i} className="card">{s}</li>)}</ol>
        </section>
      )}
      {(text.body?.length ?? 0) > 0 && <section className="wrap section prose">{text.body!.map((p, i) => <p key={i}>{p}</p>)}</section>}
      <div className="wrap"><Terms items={text.terms} /></div>
      <InfoDialog text={infoText} lang={page.variant.infoLocale} />
    </div>
  );
}
