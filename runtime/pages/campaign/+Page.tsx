import type { PageData } from '../../../cli/site/Site.ts';
import { templates } from '../../template/templates.ts';
import { resolveText } from '../../content/resolveText.ts';
import { Layout } from '../../components/Layout.tsx';

/** Renders the campaign's template inside the shared layout. */
export default function Page({ data }: { data: PageData }) {
  const t = templates[data.campaign.template];
  if (!t) throw new Error(`Template "${data.campaign.template}" is missing (promo check should have caught this)`);
  const text = resolveText(data.campaign, data.site.defaultLocale);
  const infoText = resolveText(data.campaign, data.variant.infoLocale);
  const asset = (p: string) => `${data.site.basePath}${p}`;
  return (
    <Layout site={data.site}>
      <t.Page page={data} params={data.campaign.params ?? {}} text={text} infoText={infoText} asset={asset} />
    </Layout>
  );
}
