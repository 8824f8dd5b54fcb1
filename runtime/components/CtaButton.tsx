import type { DialogRefData } from '../../model/campaignSchema.ts';
import type { PublicSite } from '../../model/Site.ts';

/**
 * The call-to-action. Without JavaScript it is a link to the main application's sign-up; the runtime
 * turns a click into opening the campaign's dialog (data-dialog carries the kind, the rest its data).
 */
export function CtaButton({
  cta,
  label,
  site,
  className = 'btn btn-primary btn-large',
}: {
  cta: DialogRefData | undefined;
  label: string;
  site: Pick<PublicSite, 'hosts'>;
  className?: string;
}) {
  const kind = cta?.kind ?? 'sign-up';
  const href = kind === 'sign-in' ? `${site.hosts.mainApp}/?auth=login` : `${site.hosts.mainApp}/?auth=register`;
  return (
    <a
      className={className}
      href={kind === 'info' ? '#promo-info' : href}
      data-dialog={kind}
      data-variant={cta?.variant}
    >
      {label}
    </a>
  );
}
