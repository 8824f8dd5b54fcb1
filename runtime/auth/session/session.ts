/**
 * The session store: tokens as the runtime knows them, and the actions that change them.
 * Authenticated means a refresh token exists (or a JWT-style access token that needs none).
 */
import { proxy } from 'valtio';
import { clearSession, readSession, writeSession } from './tokenStorage.ts';
import { isJwt } from './tokenRules.ts';

export const session = proxy({ accessToken: null as string | null, refreshToken: null as string | null, tokenType: 'Bearer', loggedOutAt: 0 });

type Listener = () => void;
const logoutListeners = new Set<Listener>();

export const isAuthenticated = () => !!session.refreshToken || isJwt(session.accessToken);

/** Re-reads cookies and storage (another tab may have refreshed). */
export function syncSession() {
  Object.assign(session, readSession());
}

export function saveSession(data: unknown) {
  writeSession(data);
  syncSession();
}

export function logout() {
  clearSession();
  session.accessToken = null;
  session.refreshToken = null;
  session.loggedOutAt = Date.now();
  for (const l of logoutListeners) l();
}

export function onLogout(listener: Listener): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}
