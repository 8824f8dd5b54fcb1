import type { ReactNode } from 'react';
import type { PublicSite } from '../../cli/site/Site.ts';

/** Header, main and footer shared by every page. Sign-in and sign-up are enhanced by the runtime. */
export function Layout({ site, children }: { site: Pick<PublicSite, 'brandName' | 'basePath' | 'hosts'>; children: ReactNode }) {
  return (
    <>
      <header className="site-header">
        <a className="brand" href={site.basePath} aria-label={`${site.brandName} promotions home`}>
          <span className="brand-mark" aria-hidden="true">★</span>
          {site.brandName}
        </a>
        <nav className="header-actions" aria-label="Account">
          <a className="btn btn-ghost" href={`${site.hosts.mainApp}/?auth=login`} data-dialog="sign-in">Sign in</a>
          <a className="btn btn-primary btn-small" href={`${site.hosts.mainApp}/?auth=register`} data-dialog="sign-up">Sign up</a>
        </nav>
      </header>
      <main id="main">{children}</main>
      <footer className="site-footer">
        <p><strong className="age-badge" aria-label="18 plus">18+</strong> Play responsibly. Promotions are open to registered players aged 18 or over; full terms apply.</p>
        <p>© {site.brandName}. All rights reserved.</p>
      </footer>
    </>
  );
}
