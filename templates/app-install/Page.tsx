import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '../../runtime/template/TemplateModule.ts';
import type { AppInstallParamsData } from './params.ts';
import { TemplateFrame } from '../../runtime/template/TemplateFrame.tsx';
import { CtaButton } from '../../runtime/components/CtaButton.tsx';
import { MoreInfoLink } from '../../runtime/components/MoreInfoLink.tsx';
import { OfferArt, GOLD } from '../../runtime/components/OfferArt.tsx';
import { OfferCard } from '../../runtime/components/OfferCard.tsx';
import { OfferValue } from '../../runtime/components/OfferValue.tsx';
import { useMoney } from '../../runtime/components/useMoney.ts';
import { campaignHref } from '../../model/urlPolicy.ts';

/** The install steps of player-content section 1: Android download → install → confirm → log in; iOS Safari → share → home screen. */
const ANDROID_STEPS = ['download', 'install', 'confirm', 'login'] as const;
const IOS_STEPS = ['safari', 'share', 'home'] as const;
const ICON = {
  android:
    'M7 10h10v7a1 1 0 01-1 1H8a1 1 0 01-1-1zM7 8.5a5 5 0 0110 0zM10 6.3h.01M14 6.3h.01M8.3 3.5l1.3 1.9M15.7 3.5l-1.3 1.9M4.5 10.5v5M19.5 10.5v5M10 18v3M14 18v3',
  iphone: 'M8 2h8a2 2 0 012 2v16a2 2 0 01-2 2H8a2 2 0 01-2-2V4a2 2 0 012-2zM11 18.5h2',
  download: 'M12 3v12M7 10l5 5 5-5M5 20h14',
  share: 'M12 3v11M8 7l4-4 4 4M7 10H5v11h14V10h-2',
  why: [
    'M13 2L4 14h7l-1 8 9-12h-7z',
    'M12 3l7 3v5c0 5-3 8.5-7 10-4-1.5-7-5-7-10V6zM9 12l2 2 4-4',
    'M3 12h4l3-8 4 16 3-8h4',
    'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  ],
};

/** A short first sentence ("Light and fast.") is shown bold as the card's lead. */
const LEAD = /^(.{2,48}?[.!।])\s+(.+)$/su;

function Icon({ d, size = 24 }: { d: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Phone() {
  return (
    <OfferArt
      gradients={[
        {
          id: 'ap-scr',
          x2: '1',
          stops: [
            ['0', '#5a2fd4'],
            ['1', '#d4235a'],
          ],
        },
        { id: 'ap-gold', stops: GOLD },
      ]}
    >
      <rect x="14" y="3" width="32" height="57" rx="6" fill="#1a2349" stroke="#8b6cff" strokeWidth="2" />
      <rect x="17" y="8" width="26" height="46" rx="3" fill="url(#ap-scr)" />
      <rect x="25.5" y="5" width="9" height="1.6" rx=".8" fill="#3d4a85" />
      <rect x="20" y="12" width="14" height="3" rx="1.5" fill="#fff" opacity=".85" />
      <rect x="20" y="17" width="9" height="2" rx="1" fill="#fff" opacity=".5" />
      <path
        d="M20 42l5.5-7 4.5 4 6-9"
        stroke="#fff3b0"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="46" cy="47" r="12" fill="url(#ap-gold)" />
      <path
        d="M46 41v10M42 47.5l4 4 4-4"
        stroke="#1d1300"
        strokeWidth="2.6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </OfferArt>
  );
}

/** Installing the app: Android download and iPhone home-screen steps, why the app, an optional bonus. */
export default function AppInstallPage({ page, params, text, infoText }: TemplateProps<AppInstallParamsData>) {
  const { t } = useTranslation();
  const fmt = useMoney();
  const k = (key: string, o?: Record<string, unknown>) => t(`tpl.app-install.${key}`, o);
  const { site } = page;
  const cta = page.campaign.cta?.kind === 'info' ? undefined : page.campaign.cta;
  const ctaLabel = text.cta ?? t('page.claimBonus');
  const offer = params.offer;
  const cap = offer && (offer.maxBonus.find((m) => m.currency === page.variant.currency) ?? offer.maxBonus[0]!);
  const upTo = cap && fmt.money(cap.amount, cap.currency);
  const iosUrl = campaignHref(params.iosUrl, site.redirectHosts) ?? `${site.hosts.mainApp}/`;
  const facts = [
    params.androidMinVersion && k('androidVersion', { version: params.androidMinVersion }),
    params.iosMinVersion && k('iosVersion', { version: params.iosMinVersion }),
    params.apkSizeMb && k('size', { size: params.apkSizeMb }),
    k('free'),
  ]
    .filter(Boolean)
    .join(' · ');
  const download = (className: string) => (
    <a className={className} href={campaignHref(params.androidUrl, site.redirectHosts)} download>
      <Icon d={ICON.download} size={22} />
      {k('downloadAndroid')}
    </a>
  );

  const card = (
    <OfferCard
      art={<Phone />}
      label={offer ? k('offerLabel') : k('kicker')}
      meta={offer ? t(`page.kind.${offer.kind}`) : `${k('android')} · ${k('ios')}`}
    >
      <OfferValue value={offer ? `${offer.percent}%` : k('free')} />
      {upTo && (
        <p className="ap-upto">
          {t('page.upTo')} <strong>{upTo}</strong>
        </p>
      )}
    </OfferCard>
  );
  const actions = (
    <>
      {download('btn btn-primary btn-large')}
      <a className="btn btn-ghost btn-large" href="#ios">
        <Icon d={ICON.iphone} size={22} />
        {k('installIphone')}
      </a>
    </>
  );
  const why = !!text.body?.length && (
    <section className="wrap section" aria-labelledby="ap-why">
      <h2 className="sec-title" id="ap-why">
        {k('whyTitle')}
      </h2>
      <ul className="ap-why">
        {text.body.map((p, i) => {
          const [, lead, rest] = LEAD.exec(p) ?? [];
          return (
            <li key={i}>
              <span className="ap-logo">
                <Icon d={ICON.why[i % ICON.why.length]!} />
              </span>
              <p>
                {lead ? (
                  <>
                    <strong>{lead}</strong> {rest}
                  </>
                ) : (
                  p
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );

  return (
    <TemplateFrame
      page={page}
      text={text}
      infoText={infoText}
      className="ap"
      accent={params.accent}
      cta={cta}
      ctaLabel={ctaLabel}
      kicker={k('kicker')}
      longTitleAt={40}
      offer={card}
      actions={actions}
      fine={facts}
      steps={{ id: 'ap-bonus', title: k('bonusTitle') }}
      band={{
        title: offer && upTo ? t('page.upToAmount', { percent: offer.percent, amount: upTo }) : text.title,
        text: k('ctaBandText'),
        action: (
          <div className="actions">
            <CtaButton cta={cta} label={ctaLabel} site={site} />
            {infoText.info && <MoreInfoLink />}
          </div>
        ),
      }}
    >
      <section className="wrap section" aria-labelledby="ap-install">
        <h2 className="sec-title" id="ap-install">
          {k('installTitle')}
        </h2>
        <div className="ap-platforms">
          <article className="ap-card ap-android" aria-labelledby="ap-android">
            <div className="ap-card-head">
              <span className="ap-logo">
                <Icon d={ICON.android} size={28} />
              </span>
              <div>
                <h3 id="ap-android">{k('android')}</h3>
                <p className="muted">{k('androidFor')}</p>
              </div>
            </div>
            <ol className="ap-steps">
              {ANDROID_STEPS.map((s) => (
                <li key={s}>
                  <strong>{k(`androidSteps.${s}`)}</strong> <span className="muted">{k(`androidSteps.${s}Text`)}</span>
                </li>
              ))}
            </ol>
            {download('btn btn-primary')}
          </article>
          <article className="ap-card ap-ios" id="ios" aria-labelledby="ap-ios">
            <div className="ap-card-head">
              <span className="ap-logo">
                <Icon d={ICON.iphone} size={28} />
              </span>
              <div>
                <h3 id="ap-ios">{k('ios')}</h3>
                <p className="muted">{k('iosFor')}</p>
              </div>
            </div>
            <ol className="ap-steps">
              {IOS_STEPS.map((s) => (
                <li key={s}>
                  <strong>
                    {k(`iosSteps.${s}`)}
                    {s === 'share' && (
                      <span className="ap-share">
                        <Icon d={ICON.share} size={18} />
                      </span>
                    )}
                  </strong>{' '}
                  <span className="muted">{k(`iosSteps.${s}Text`)}</span>
                </li>
              ))}
            </ol>
            <a className="btn btn-ghost" href={iosUrl}>
              {k('openSafari')}
            </a>
          </article>
        </div>
      </section>
      {why}
    </TemplateFrame>
  );
}
