/**
 * What follows a successful sign-up or sign-in: the session is saved, the server's redirect address
 * is remembered (12 months, marked with where it came from), and the visitor goes where the
 * campaign's rule says — only ever to an allow-listed host. Going is setting the profile's redirect
 * URL (`followProfileRedirect` navigates), so one place owns that navigation.
 */
import type { BootData } from '../core/BootData.ts';
import { setCookie, removeCookie } from '../core/cookies.ts';
import { LIFETIME, STORAGE } from '../core/storageNames.ts';
import { saveSession } from './session/session.ts';
import { safeRedirect } from './redirect/allowList.ts';
import { markServerRedirect, redirectTarget, type AuthAction } from './redirect/redirectTarget.ts';
import { setRedirectUrl } from './profile.ts';
import { isValidTokenData } from './session/tokenRules.ts';
import { invalidAnswer } from './api/ApiError.ts';

export interface AuthResponse {
  token?: unknown;
  redirect_url?: string;
  uuid?: string;
  [k: string]: unknown;
}

export const tokenOf = (res: AuthResponse) => (res.token && typeof res.token === 'object' ? res.token : res);

/**
 * A sign-up or sign-in answer the runtime can act on: an object whose tokens (top level or under
 * `token`) are valid. Anything else, even with status 200, is an error the visitor reads as the
 * generic one: never "Registered" without a session.
 */
export function authAnswer(res: unknown): AuthResponse {
  const answer: AuthResponse | null = res && typeof res === 'object' && !Array.isArray(res) ? { ...res } : null;
  if (!answer || !isValidTokenData(tokenOf(answer))) throw invalidAnswer(200, res);
  if (answer.redirect_url !== undefined && typeof answer.redirect_url !== 'string') delete answer.redirect_url;
  return answer;
}

export function completeAuth(
  res: AuthResponse,
  action: AuthAction,
  boot: BootData,
  go: (url: string) => void = setRedirectUrl,
): URL | null {
  saveSession(tokenOf(res));
  setCookie(STORAGE.actionType, action, { days: 1 });
  if (action === 'register') setCookie(STORAGE.newRegistration, '1', { seconds: LIFETIME.newRegistrationSeconds });
  const here = location.href;
  const server = safeRedirect(res.redirect_url, boot.site.redirectHosts, here);
  if (server) {
    const marked = markServerRedirect(server, action);
    setCookie(STORAGE.redirectUrl, marked.href, { days: LIFETIME.redirectCookieDays });
  }
  const rule = boot.redirect?.[action === 'register' ? 'afterRegister' : 'afterLogin'];
  const appBase = server ? `${server.origin}${server.pathname}` : boot.site.hosts.mainApp;
  const target = redirectTarget(rule, { action, appBase, query: new URL(here).searchParams });
  const allowed = target ? safeRedirect(target.href, boot.site.redirectHosts, here) : null;
  if (allowed) {
    if (!rule?.keepAction) removeCookie(STORAGE.actionType);
    go(allowed.href);
  }
  return allowed;
}
