import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicSite } from '../../model/Site.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

/** Header, main and footer shared by every page. Sign-in, sign-up and the language switch are enhanced by the runtime. */
export function Layout({
  site,
  children,
}: {
  site: Pick<PublicSite, 'brandName' | 'basePath' | 'hosts' | 'locales'>;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <a className="skip" href="#main">
        {t('page.skip')}
      </a>
      <header className="site-header">
        <a className="brand" href={site.basePath} aria-label={t('page.homeLabel', { brand: site.brandName })}>
          <span className="brand-mark" aria-hidden="true">
            ★
          </span>
          {site.brandName}
        </a>
        <nav className="header-actions" aria-label={t('page.account')}>
          <LanguageSwitcher locales={site.locales} current={i18n.language} />
          <a className="btn btn-ghost btn-small" href={`${site.hosts.mainApp}/?auth=login`} data-dialog="sign-in">
            {t('auth.signIn')}
          </a>
          <a className="btn btn-primary btn-small" href={`${site.hosts.mainApp}/?auth=register`} data-dialog="sign-up">
            {t('auth.signUp')}
          </a>
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <p>
          <strong className="age-badge">18+</strong> {t('page.footerResponsible')}
        </p>
        <p>
          <a href={`${site.hosts.mainApp}/rules`}>{t('page.rules')}</a>
        </p>
        <p>{t('page.rights', { brand: site.brandName })}</p>
      </footer>
    </>
  );
}
