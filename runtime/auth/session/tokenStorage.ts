/**
 * Where the session lives (spec 3): the access token under `vuexx` and the refresh token under
 * `refresh`, each in a cookie and in local storage. The access cookie lives until expires_in; when
 * it is gone the access token counts as expired.
 */
import { getCookie, removeCookie, setCookie } from '../../core/cookies.ts';
import { STORAGE } from '../../core/storageNames.ts';
import { cookieLifetimeSeconds, isTokenString, isValidTokenData, type TokenData } from './tokenRules.ts';

export const REFRESH_COOKIE_DAYS = 30;

export interface StoredSession {
  accessToken: string | null;
  refreshToken: string | null;
  tokenType: string;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readSession(): StoredSession {
  const ls = storage();
  let tokenType = 'Bearer';
  try {
    const stored = JSON.parse(ls?.getItem(STORAGE.session) ?? 'null') as Partial<TokenData> | null;
    if (stored && isTokenString(stored.token_type)) tokenType = stored.token_type;
  } catch {
    /* a broken entry is no session */
  }
  const access = getCookie(STORAGE.session);
  const refresh = getCookie(STORAGE.refresh) ?? ls?.getItem(STORAGE.refresh) ?? null;
  return {
    accessToken: isTokenString(access) ? access : null,
    refreshToken: isTokenString(refresh) ? refresh : null,
    tokenType,
  };
}

/** True when a session token exists in a cookie or in local storage (the arrival rule). */
export function hasStoredSessionToken(): boolean {
  if (isTokenString(getCookie(STORAGE.session))) return true;
  try {
    const stored = JSON.parse(storage()?.getItem(STORAGE.session) ?? 'null') as Partial<TokenData> | null;
    return !!stored && isTokenString(stored.access_token);
  } catch {
    return false;
  }
}

export class InvalidTokenData extends Error {
  constructor() {
    super('Invalid token data');
  }
}

export function writeSession(data: unknown, now = Date.now()): TokenData {
  if (!isValidTokenData(data)) throw new InvalidTokenData();
  const { access_token, refresh_token, token_type, expires_in } = data;
  setCookie(STORAGE.session, access_token, { seconds: cookieLifetimeSeconds(expires_in, now) });
  storage()?.setItem(STORAGE.session, JSON.stringify({ access_token, token_type, expires_in }));
  if (refresh_token) {
    setCookie(STORAGE.refresh, refresh_token, { days: REFRESH_COOKIE_DAYS });
    storage()?.setItem(STORAGE.refresh, refresh_token);
  }
  return data;
}

export function clearSession() {
  removeCookie(STORAGE.session);
  removeCookie(STORAGE.refresh);
  storage()?.removeItem(STORAGE.session);
  storage()?.removeItem(STORAGE.refresh);
}
