import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '../../runtime/template/TemplateModule.ts';
import type { WelcomeBonusParamsData } from './params.ts';
import { TemplateFrame } from '../../runtime/template/TemplateFrame.tsx';
import { OfferArt } from '../../runtime/components/OfferArt.tsx';
import { OfferCard } from '../../runtime/components/OfferCard.tsx';
import { OfferValue } from '../../runtime/components/OfferValue.tsx';
import { Paragraphs } from '../../runtime/components/Paragraphs.tsx';
import { useMoney } from '../../runtime/components/useMoney.ts';

function Gift() {
  return (
    <OfferArt
      gradients={[
        {
          id: 'wb-box',
          x2: '1',
          stops: [
            ['0', '#b29bff'],
            ['1', '#5a2fd4'],
          ],
        },
        {
          id: 'wb-gold',
          stops: [
            ['0', '#fff3b0'],
            ['1', '#f29a12'],
          ],
        },
      ]}
    >
      <rect x="10" y="28" width="44" height="30" rx="4" fill="url(#wb-box)" />
      <rect x="6" y="20" width="52" height="11" rx="3.5" fill="#c2adff" />
      <path d="M10 31h44v3H10z" fill="#1b0b55" opacity=".3" />
      <path d="M29 20h6v38h-6z" fill="url(#wb-gold)" />
      <path
        d="M32 20c-3-9-15-12-15-5 0 4 7 5 15 5zm0 0c3-9 15-12 15-5 0 4-7 5-15 5z"
        fill="none"
        stroke="url(#wb-gold)"
        strokeWidth="3.5"
        strokeLinejoin="round"
      />
      <path
        d="M52 4l1.5 4 4 1.5-4 1.5-1.5 4-1.5-4-4-1.5 4-1.5zM9 7l1 2.6 2.6 1-2.6 1L9 14l-1-2.4-2.6-1 2.6-1z"
        fill="#fff3b0"
      />
    </OfferArt>
  );
}

/**
 * A welcome offer: a deposit match or cashback (the percent and its cap in the route's currency, the
 * caps in other currencies), free spins alone or on top.
 */
export default function WelcomeBonusPage({
  page,
  params,
  text,
  infoText,
  asset,
}: TemplateProps<WelcomeBonusParamsData>) {
  const { t } = useTranslation();
  const fmt = useMoney();
  const caps = params.maxBonus ?? [];
  const offer = caps.find((m) => m.currency === page.variant.currency) ?? caps[0];
  const upTo = offer && fmt.money(offer.amount, offer.currency);
  const cashback = params.offer === 'cashback';
  const spins = params.freeSpins;
  const spinsText =
    spins &&
    (spins.game
      ? t('page.freeSpinsOn', { count: spins.count, game: spins.game })
      : t('page.freeSpinsCount', { count: spins.count }));
  const percentLabel = (percent: number) =>
    cashback ? t('page.cashbackUpTo', { percent }) : t('page.percentUpTo', { percent });

  const card = (
    <OfferCard
      image={params.heroImage && asset(params.heroImage)}
      art={<Gift />}
      label={cashback ? t('page.cashback') : t('page.yourBonus')}
      meta={
        cashback
          ? t(`page.cashbackPeriod.${params.cashbackPeriod ?? 'weekly'}`)
          : params.kind === 'package'
            ? t('page.firstDeposits')
            : t('page.firstDeposit')
      }
    >
      {params.percent ? (
        <OfferValue value={`${params.percent}%`} />
      ) : (
        spins && <OfferValue value={String(spins.count)} unit={t('page.freeSpins')} />
      )}
      {upTo && (
        <p className="wb-upto">
          {t('page.upTo')} <strong>{upTo}</strong>
        </p>
      )}
      {params.percent && spinsText && <p className="wb-spins">+ {spinsText}</p>}
    </OfferCard>
  );
  const headline =
    params.percent && upTo
      ? `${t(cashback ? 'page.cashbackUpToAmount' : 'page.upToAmount', { percent: params.percent, amount: upTo })}${spinsText ? ` + ${spinsText}` : ''}`
      : (spinsText ?? text.title);

  return (
    <TemplateFrame
      page={page}
      text={text}
      infoText={infoText}
      className="wb"
      accent={params.accent}
      cta={page.campaign.cta}
      ctaLabel={text.cta ?? t('page.claimBonus')}
      kicker={t(`page.kind.${params.kind}`)}
      offer={card}
      fine={t('page.finePrint')}
      steps={{ id: 'wb-steps', title: t('page.howToGetIt'), whenEnded: true }}
      after={
        !!text.body?.length && (
          <div className="wrap wb-body">
            <Paragraphs items={text.body} />
          </div>
        )
      }
      band={{ title: headline, text: t(cashback ? 'page.cashbackClaim' : 'page.claimText') }}
    >
      {params.percent && caps.length > 1 && (
        <section className="wrap section" aria-labelledby="wb-cur">
          <h2 className="sec-title" id="wb-cur">
            {t('page.bonusInCurrency')}
          </h2>
          <ul className="wb-currencies">
            {caps.map((m) => (
              <li key={m.currency} className={m === offer ? 'on' : undefined}>
                <span className="muted">{percentLabel(params.percent!)}</span>
                <strong>{fmt.money(m.amount, m.currency)}</strong>
              </li>
            ))}
          </ul>
        </section>
      )}
    </TemplateFrame>
  );
}
