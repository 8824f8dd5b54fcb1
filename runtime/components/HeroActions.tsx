import type { DialogRefData } from '../../model/campaignSchema.ts';
import type { PublicSite } from '../../model/Site.ts';
import { CtaButton } from './CtaButton.tsx';
import { MoreInfoLink } from './MoreInfoLink.tsx';
import { SeeCurrentLink } from './SeeCurrentLink.tsx';
import { EndedOr, type WhenPage } from './When.tsx';

/**
 * A page's main actions: the call-to-action (or, once the promotion has ended, the way on to the
 * current promotions) and "More info" when the campaign has an info dialog. The frame's default.
 */
export function HeroActions({
  page,
  cta,
  label,
  site,
  hasInfo,
}: {
  page: WhenPage;
  cta: DialogRefData | undefined;
  label: string;
  site: Pick<PublicSite, 'hosts' | 'basePath'>;
  hasInfo: boolean;
}) {
  return (
    <>
      <EndedOr
        page={page}
        ended={<SeeCurrentLink site={site} />}
        open={<CtaButton cta={cta} label={label} site={site} />}
      />
      {hasInfo && <MoreInfoLink />}
    </>
  );
}
