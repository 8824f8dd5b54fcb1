/** Renders one generated campaign state (ladle/generated/campaigns.json) exactly as the build does. */
import type { PageData } from '../../model/Site.ts';
import { templates } from '../../runtime/template/templates.ts';
import { CampaignPage } from '../../runtime/template/CampaignPage.tsx';
import { serverI18n } from '../../runtime/i18n/serverI18n.ts';
import baseCss from '../../runtime/components/base.css?inline';
// A glob, not an import: the file exists only after `promo stories` has run.
const generated = import.meta.glob<{ default: Record<string, PageData> }>('../generated/campaigns.json', { eager: true });
const pages = Object.values(generated)[0]?.default ?? {};

export function CampaignStory({ id }: { id: string }) {
  const data = pages[id];
  if (!data) return <p>No generated story "{id}": run npx promo stories.</p>;
  const template = templates[data.campaign.template];
  if (!template) return <p>No template "{data.campaign.template}".</p>;
  return (
    <>
      <style>{baseCss + template.css}</style>
      <CampaignPage data={data} lang={data.site.defaultLocale} i18n={serverI18n(data.site.defaultLocale)} template={template} />
    </>
  );
}
