/**
 * What a logout does to the page (spec 4): the profile is cleared and the visitor goes to the home
 * page (the site's base path) unless already there. The session and its cookies are cleared by
 * `logout()` itself. Returns the unsubscribe.
 */
import { onLogout } from './session/session.ts';
import { clearProfile, setRedirectUrl } from './profile.ts';

export interface PageNav {
  path: () => string;
  go: (url: string) => void;
}

const browserNav: PageNav = { path: () => location.pathname, go: (u) => location.assign(u) };

export function leaveOnLogout(basePath: string, nav: PageNav = browserNav): () => void {
  return onLogout(() => {
    clearProfile();
    setRedirectUrl(null);
    if (nav.path() !== basePath) nav.go(basePath);
  });
}
