import type { ReactNode } from 'react';
import type { PublicSite } from '../../cli/site/Site.ts';

/** Header, main and footer shared by every page. Sign-in and sign-up are enhanced by the runtime. */
export function Layout({ site, children }: { site: Pick<PublicSite, 'brandName' | 'basePath' | 'hosts'>; children: ReactNode }) {
  return (
    <>
      <a className="skip" href="#main">Skip to content</a>
      <header className="site-header">
        <a className="brand" href={site.basePath} aria-label={`${site.brandName} promotions home`}>
          <span className="brand-mark" aria-hidden="true">★</span>
          {site.brandName}
        </a>
        <nav className="header-actions" aria-label="Account">
          <a className="btn btn-ghost btn-small" href={`${site.hosts.mainApp}/?auth=login`} data-dialog="sign-in">Sign in</a>
          <a className="btn btn-primary btn-small" href={`${site.hosts.mainApp}/?auth=register`} data-dialog="sign-up">Sign up</a>
        </nav>
      </header>
      <main id="main" tabIndex={-1}>{children}</main>
      <footer className="site-footer">
        <p><strong className="age-badge">18+</strong> Play responsibly. Promotions are open to registered players aged 18 or over; full terms apply. Gambling can be addictive: set limits and take breaks.</p>
        <p><a href={`${site.hosts.mainApp}/rules`}>Rules and bonus terms</a></p>
        <p>© {site.brandName}. All rights reserved.</p>
      </footer>
    </>
  );
}
