import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { PageData } from '../../model/Site.ts';
import type { Locale } from '../../model/codes.ts';
import type { TemplateModule } from './TemplateModule.ts';
import { resolveText } from '../content/resolveText.ts';
import { adTextFor } from '../content/adTextFor.ts';
import { textLanguage } from '../content/textLanguage.ts';
import { Layout } from '../components/Layout.tsx';
import { CampaignImages } from '../components/CampaignImages.ts';
import { MoneyLanguage } from '../components/useMoney.ts';

/**
 * A campaign's page in one language: its template inside the shared layout. Rendered at build time
 * in the site's default language, and in the browser again when the visitor picks another.
 */
export function CampaignPage({
  data,
  lang,
  i18n,
  template,
}: {
  data: PageData;
  lang: Locale;
  i18n: i18n;
  template: TemplateModule;
}) {
  const text = adTextFor(resolveText(data.campaign, lang), data.campaign);
  // The info dialog's language comes from the route's {id}; on the plain route it follows the page.
  const infoText = adTextFor(
    resolveText(data.campaign, data.variant.param?.kind === 'id' ? data.variant.infoLocale : lang),
    data.campaign,
  );
  // Money follows the language the page's text is in: the campaign's own, else its English fallback.
  const moneyLang = textLanguage(data.campaign, lang);
  const asset = (p: string) => `${data.site.basePath}${p}`;
  const images = new Map(Object.entries(data.images ?? {}).map(([path, image]) => [asset(path), image]));
  return (
    <I18nextProvider i18n={i18n}>
      <CampaignImages.Provider value={images}>
        <MoneyLanguage.Provider value={moneyLang}>
          <Layout site={data.site}>
            <template.Page
              page={data}
              params={data.campaign.params ?? {}}
              text={text}
              infoText={infoText}
              asset={asset}
            />
          </Layout>
        </MoneyLanguage.Provider>
      </CampaignImages.Provider>
    </I18nextProvider>
  );
}
