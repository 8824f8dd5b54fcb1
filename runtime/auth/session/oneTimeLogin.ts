/**
 * One-time login (spec 7): GET /oauth/onetime?token=… exchanges a single-use token for the session,
 * stored as any other (vuexx and refresh, cookie and local storage). The boot script then applies
 * the arrival rule: a visitor holding a session goes on to the main application. A refused or
 * failed exchange leaves the visitor on the page, signed out. Loaded only when a token came along.
 */
import axios from 'redaxios';
import { writeSession } from './tokenStorage.ts';

export async function signInOnce(apiBase: string, token: string, get: typeof axios.get = axios.get): Promise<boolean> {
  try {
    const res = await get(`${apiBase}/oauth/onetime`, { params: { token } });
    const data = (res.data as { token?: unknown } | null)?.token ?? res.data;
    writeSession(data);
    return true;
  } catch (e) {
    console.warn('One-time login failed:', e instanceof Error ? e.message : 'the token was refused');
    return false;
  }
}
