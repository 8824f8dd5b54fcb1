/**
 * Where the registration's sign-in link leads (the campaign's `signIn`): the sign-in dialog
 * (default); the main site with auth=true; or the authentication service (set=false, redirect back
 * here, newReg=true after a register action, the test host for a test-marked query), allow-listed.
 */
import type { BootData } from '../core/BootData.ts';
import { getCookie } from '../core/cookies.ts';
import { STORAGE } from '../core/storageNames.ts';
import { safeRedirect } from '../auth/redirect/allowList.ts';
import { authServiceHost, authServiceLink } from '../auth/redirect/authServiceLink.ts';
import { openDialog } from './dialog.ts';
import type { SignUpData } from './dialogData.ts';

export interface Nav {
  href: () => string;
  go: (url: string) => void;
}

const browserNav: Nav = { href: () => location.href, go: (u) => location.assign(u) };

export function goToSignIn(data: SignUpData, boot: Pick<BootData, 'site'>, nav: Nav = browserNav) {
  const here = new URL(nav.href());
  if (data.signIn === 'main-site') {
    const url = new URL(boot.site.hosts.mainApp.replace(/\/?$/, '/'));
    for (const [k, v] of here.searchParams) url.searchParams.append(k, v);
    url.searchParams.set('auth', 'true');
    nav.go(url.href);
    return;
  }
  if (data.signIn === 'auth-service') {
    const stored = getCookie(STORAGE.actionType);
    const host = authServiceHost(boot.site.hosts, boot.site.testMarker, here.searchParams);
    const link = authServiceLink(host, here, stored === 'register' || stored === 'login' ? stored : null);
    const allowed = safeRedirect(link.href, boot.site.redirectHosts, here.href);
    if (allowed) nav.go(allowed.href);
    return;
  }
  openDialog('sign-in', { variant: data.signInVariant ?? 'default', currency: data.currency, name: data.name });
}
