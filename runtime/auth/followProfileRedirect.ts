/**
 * Spec 4: "a redirect also happens whenever the redirect URL in the profile store changes". The one
 * owner of that navigation: every new value passes the allow-list (`safeRedirect`) first; a refused
 * or empty one goes nowhere. Returns the unsubscribe.
 */
import { subscribeKey } from 'valtio/utils';
import { safeRedirect } from './redirect/allowList.ts';
import { profile } from './profile.ts';

export interface FollowOptions {
  go?: (url: string) => void;
  here?: () => string;
}

export function followProfileRedirect(allowedHosts: readonly string[], opts: FollowOptions = {}): () => void {
  const go = opts.go ?? ((u: string) => location.assign(u));
  const here = opts.here ?? (() => location.href);
  return subscribeKey(
    profile,
    'redirectUrl',
    (url) => {
      const allowed = safeRedirect(url, allowedHosts, here());
      if (allowed) go(allowed.href);
    },
    true,
  );
}
