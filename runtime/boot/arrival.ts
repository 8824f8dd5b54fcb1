/**
 * Visitor state on arrival (spec 4): a visitor holding a session token goes on to the main
 * application after 100 ms and gets the 'mirred' cookie for 12 months. A page that asks for it
 * (features.followRemembered, e.g. the root page) also sends a remembered visitor on; promotion
 * pages visited directly do not.
 */
import { getCookie, setCookie } from '../core/cookies.ts';
import { LIFETIME, STORAGE } from '../core/storageNames.ts';
import { hasStoredSessionToken } from '../auth/session/tokenStorage.ts';
import { safeRedirect } from '../auth/redirect/allowList.ts';
import type { BootData } from '../core/BootData.ts';

export const ARRIVAL_REDIRECT_MS = 100;

/** Where an arriving visitor should be sent, or null to stay. */
export function arrivalTarget(boot: BootData, here: URL): URL | null {
  const appBase = boot.site.hosts.mainApp;
  if (hasStoredSessionToken()) {
    const url = new URL(appBase.replace(/\/?$/, '/'));
    for (const [k, v] of here.searchParams) url.searchParams.append(k, v);
    return url;
  }
  if (boot.features.followRemembered && getCookie(STORAGE.remembered)) {
    return safeRedirect(getCookie(STORAGE.redirectUrl) ?? appBase, boot.site.redirectHosts, here.href);
  }
  return null;
}

export function handleArrival(boot: BootData, go: (url: string) => void = (u) => location.assign(u)): boolean {
  const target = arrivalTarget(boot, new URL(location.href));
  if (!target) return false;
  setCookie(STORAGE.remembered, '1', { days: LIFETIME.rememberedDays });
  setTimeout(() => go(target.href), ARRIVAL_REDIRECT_MS);
  return true;
}
