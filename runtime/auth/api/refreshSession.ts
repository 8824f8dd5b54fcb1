/**
 * One token refresh shared by every request in flight, and across tabs (Web Locks): a tab that
 * waited for the lock adopts the tokens another tab stored instead of refreshing again.
 * Up to 3 attempts; after a 429 it waits 5 s; 500 and above shows 'Session refresh…'; anything
 * else (or invalid token data) logs out.
 */
import axios from 'redaxios';
import { readSession } from '../session/tokenStorage.ts';
import { isValidTokenData } from '../session/tokenRules.ts';
import { logout, saveSession, session, syncSession } from '../session/session.ts';
import { notify } from '../../ui/notifications.ts';
import { failedResponse } from './ApiError.ts';

export const REFRESH = { attempts: 3, waitAfter429Ms: 5000 } as const;
export const SESSION_REFRESH_TEXT =
  'Session refresh, if the site is not working try refreshing the page after few minutes, or check your internet connection';

let inflight: Promise<boolean> | null = null;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `wait` is how the 5 s pause after a 429 passes (tests count it instead of waiting). */
export function refreshSession(apiV3: string, wait: (ms: number) => Promise<unknown> = sleep): Promise<boolean> {
  inflight ??= withLock(() => doRefresh(apiV3, wait)).finally(() => {
    inflight = null;
  });
  return inflight;
}

async function withLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request('promo-session-refresh', fn) : fn();
}

async function doRefresh(apiV3: string, wait: (ms: number) => Promise<unknown>): Promise<boolean> {
  const used = session.refreshToken;
  const stored = readSession();
  // Another tab refreshed while this one waited for the lock: use its tokens.
  if (stored.refreshToken && stored.refreshToken !== used && stored.accessToken) {
    syncSession();
    return true;
  }
  const refreshToken = stored.refreshToken ?? used;
  if (!refreshToken) {
    await logout();
    return false;
  }
  for (let attempt = 1; attempt <= REFRESH.attempts; attempt++) {
    try {
      const res = await axios.post(`${apiV3}/oauth/refresh`, { refresh_token: refreshToken });
      const data = (res.data as { token?: unknown })?.token ?? res.data;
      if (!isValidTokenData(data)) {
        await logout();
        return false;
      }
      saveSession(data);
      return true;
    } catch (e) {
      const status = failedResponse(e)?.status ?? 0;
      if (status === 429 && attempt < REFRESH.attempts) {
        await wait(REFRESH.waitAfter429Ms);
        continue;
      }
      if (status >= 500) {
        notify(SESSION_REFRESH_TEXT, { code: 500 });
        return false;
      }
      if (status === 0 && attempt < REFRESH.attempts) continue;
      await logout();
      return false;
    }
  }
  await logout();
  return false;
}
