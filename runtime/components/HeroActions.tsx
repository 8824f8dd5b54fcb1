import { useTranslation } from 'react-i18next';
import type { DialogRefData } from '../../model/campaignSchema.ts';
import type { PublicSite } from '../../model/Site.ts';
import { CtaButton } from './CtaButton.tsx';

/**
 * A page's main actions: the call-to-action (or, once the promotion has ended, the way on to the
 * current promotions) and "More info" when the campaign has an info dialog. Shared by the templates.
 */
export function HeroActions({ ended, cta, label, site, hasInfo }: { ended: boolean; cta: DialogRefData | undefined; label: string; site: Pick<PublicSite, 'hosts' | 'basePath'>; hasInfo: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {ended
        ? <a className="btn btn-primary btn-large" href={site.basePath}>{t('page.seeCurrent')}</a>
        : <CtaButton cta={cta} label={label} site={site} />}
      {hasInfo && <a className="btn btn-ghost btn-large" href="#promo-info" data-dialog="info">{t('page.moreInfo')}</a>}
    </>
  );
}
