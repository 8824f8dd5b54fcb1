import { I18nextProvider, useTranslation } from 'react-i18next';
import { siteManifest } from '../siteManifest.ts';
import { Layout } from '../../components/Layout.tsx';
import type { i18n } from 'i18next';

function ErrorContent({ is404, basePath }: { is404: boolean; basePath: string }) {
  const { t } = useTranslation();
  return (
    <section className="error-page">
      <h1>{is404 ? t('page.notFoundTitle') : t('page.errorTitle')}</h1>
      <p>{is404 ? t('page.notFoundText') : t('page.errorText')}</p>
      <a className="btn btn-primary" href={basePath}>
        {t('page.seeCurrent')}
      </a>
    </section>
  );
}

/** '404 Not Found' for unknown routes, 'An error occurred' for anything else. */
export default function ErrorPage({ is404 = true, i18n }: { is404?: boolean; i18n: i18n }) {
  const manifest = siteManifest();
  return (
    <I18nextProvider i18n={i18n}>
      <Layout site={manifest.site}>
        <ErrorContent is404={is404} basePath={manifest.site.basePath} />
      </Layout>
    </I18nextProvider>
  );
}
