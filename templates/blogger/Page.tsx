import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '../../runtime/template/TemplateModule.ts';
import type { BloggerParamsData } from './params.ts';
import { TemplateFrame } from '../../runtime/template/TemplateFrame.tsx';
import { OfferValue } from '../../runtime/components/OfferValue.tsx';
import { ScheduleCountdown } from '../../runtime/components/ScheduleCountdown.tsx';
import { useMoney } from '../../runtime/components/useMoney.ts';
import { useCampaignImage } from '../../runtime/components/CampaignImages.ts';

/** "Rahul Plays" → "RP". */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');

function Star() {
  return (
    <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true" focusable="false">
      <path d="M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17.1l-5.9 3.2 1.3-6.5-4.9-4.5 6.6-.8z" fill="#fff8dc" />
    </svg>
  );
}

/** A creator's offer to their followers: who it comes from, the bonus and an optional promo code. */
export default function BloggerPage({ page, params, text, infoText, asset }: TemplateProps<BloggerParamsData>) {
  const { t } = useTranslation();
  const fmt = useMoney();
  const cap = params.maxBonus.find((m) => m.currency === page.variant.currency) ?? params.maxBonus[0]!;
  const others = params.maxBonus.filter((m) => m !== cap);
  const upTo = fmt.money(cap.amount, cap.currency);
  const b = params.blogger;
  // The build's re-encoded copy (campaign files are never published as they are); the file itself in `promo dev`.
  const avatar = useCampaignImage(b?.avatarImage ? asset(b.avatarImage) : '');

  const creator = (
    <div className="bl-creator">
      <span className="bl-avatar">
        {b?.avatarImage ? (
          <img src={avatar?.src ?? asset(b.avatarImage)} alt="" width="64" height="64" />
        ) : b ? (
          <span aria-hidden="true">{initials(b.name)}</span>
        ) : (
          <Star />
        )}
      </span>
      <div className="bl-who">
        <p className="bl-from">{b ? t('tpl.blogger.offerFrom') : t('tpl.blogger.partnerOffer')}</p>
        <p className="bl-name">
          {b ? b.name : t('tpl.blogger.partnerFollowers')}
          {b && (
            <svg
              className="bl-tick"
              viewBox="0 0 20 20"
              width="18"
              height="18"
              role="img"
              aria-label={t('tpl.blogger.verified')}
            >
              <path
                d="M10 1l2.4 1.8 3-.2.9 2.9 2.4 1.8-1 2.7 1 2.7-2.4 1.8-.9 2.9-3-.2L10 19l-2.4-1.8-3 .2-.9-2.9L1.3 12.7l1-2.7-1-2.7 2.4-1.8.9-2.9 3 .2z"
                fill="#3ea8ff"
              />
              <path
                d="M6 10.2l2.7 2.7L14.2 7.4"
                fill="none"
                stroke="#fff"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          )}
        </p>
        {b?.handle && <p className="bl-handle">{b.handle}</p>}
      </div>
    </div>
  );
  const card = (
    <div className="offer bl-offer">
      <p className="offer-label">{t('tpl.blogger.bonusLabel')}</p>
      <p className="offer-meta">{t('tpl.blogger.onFirstDeposit')}</p>
      <OfferValue value={`${params.percent}%`} />
      <p className="bl-upto">{t('tpl.blogger.upTo', { amount: upTo })}</p>
      {others.length > 0 && (
        <p className="offer-sub">
          {t('tpl.blogger.orAmounts', { amounts: others.map((m) => fmt.money(m.amount, m.currency)).join(' · ') })}
        </p>
      )}
      {params.promoCode && (
        <div className="bl-code">
          <span className="bl-code-label">{t('tpl.blogger.promoCode')}</span>
          <b translate="no">{params.promoCode}</b>
          <span className="bl-code-hint">{t('tpl.blogger.promoHint')}</span>
        </div>
      )}
      <ScheduleCountdown page={page} />
    </div>
  );

  return (
    <TemplateFrame
      page={page}
      text={text}
      infoText={infoText}
      className="bl"
      accent={params.accent}
      cta={page.campaign.cta}
      ctaLabel={text.cta ?? t('tpl.blogger.claim')}
      heroClass="bl-hero"
      above={creator}
      liveBadge
      kicker={params.game}
      offer={card}
      fine={t('page.finePrint')}
      steps={{ id: 'bl-steps', title: t('tpl.blogger.howToGet') }}
      body={{ id: 'bl-about', title: t('tpl.blogger.aboutOffer') }}
      band={{
        title: t('tpl.blogger.percentUpTo', { percent: params.percent, amount: upTo }),
        text: t('tpl.blogger.bandText'),
      }}
    />
  );
}
