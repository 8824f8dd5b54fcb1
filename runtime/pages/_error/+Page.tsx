import { siteManifest } from '../siteManifest.ts';
import { Layout } from '../../components/Layout.tsx';

/** '404 Not Found' for unknown routes, 'An error occurred' for anything else. */
export default function ErrorPage({ is404 = true }: { is404?: boolean }) {
  const manifest = siteManifest();
  return (
    <Layout site={manifest.site}>
      <section className="error-page">
        <h1>{is404 ? '404 Not Found' : 'An error occurred'}</h1>
        <p>{is404 ? 'This page could not be found. The promotion may have moved or the link may be mistyped.' : 'Something went wrong while showing this page.'}</p>
        <a className="btn btn-primary" href={manifest.site.basePath}>See current promotions</a>
      </section>
    </Layout>
  );
}
