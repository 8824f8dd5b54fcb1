/**
 * Renders one generated campaign state (ladle/generated/<slug>.json, written by `promo stories`) as
 * the built page shows it at that moment. A page with a schedule carries every state, and the built
 * page shows one by <html data-schedule>, set by its head script from the visitor's clock
 * (runtime/boot/scheduleHead.ts); here a wrapper carries the state the story is named after, so
 * base.css hides the others exactly as on the page. Images come from campaigns/assets/ at the site's
 * base path (ladle/plugins/campaignAssets.ts serves them).
 */
import type { PageData } from '../../model/Site.ts';
import { templates } from '../../runtime/template/templates.ts';
import { CampaignPage } from '../../runtime/template/CampaignPage.tsx';
import { serverI18n } from '../../runtime/i18n/serverI18n.ts';
import baseCss from '../../runtime/components/base.css?inline';

export function CampaignStory({ data }: { data: PageData | undefined }) {
  if (!data) return <p>No page data for this story: run npx promo stories.</p>;
  const template = templates[data.campaign.template];
  if (!template) return <p>No template "{data.campaign.template}".</p>;
  const page = (
    <CampaignPage
      data={data}
      lang={data.site.defaultLocale}
      i18n={serverI18n(data.site.defaultLocale)}
      template={template}
    />
  );
  return (
    <>
      <style>{baseCss + template.css}</style>
      {data.switches ? (
        <div data-schedule={data.status} style={{ display: 'contents' }}>
          {page}
        </div>
      ) : (
        page
      )}
    </>
  );
}
