import type { i18n } from 'i18next';
import { languageOfPage, type PageData } from '../../../model/Site.ts';
import type { TemplateModule } from '../../template/TemplateModule.ts';
import { CampaignPage } from '../../template/CampaignPage.tsx';

/** Build-time render of a campaign page (onRenderHtml passes the i18n instance and loads the template). */
export default function Page({ data, i18n, template }: { data: PageData; i18n: i18n; template?: TemplateModule }) {
  if (!template)
    throw new Error(`Template "${data.campaign.template}" is missing (promo check should have caught this)`);
  return <CampaignPage data={data} lang={languageOfPage(data)} i18n={i18n} template={template} />;
}
