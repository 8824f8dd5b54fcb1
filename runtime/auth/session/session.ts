/**
 * The session store: tokens as the runtime knows them, and the actions that change them.
 * Authenticated means a refresh token exists (or a JWT-style access token that needs none).
 */
import { proxy } from 'valtio';
import { clearSession, readSession, writeSession } from './tokenStorage.ts';
import { isJwt } from './tokenRules.ts';

export interface SessionState { accessToken: string | null; refreshToken: string | null; tokenType: string; loggedOutAt: number }

export const initialSessionState = (): SessionState => ({ accessToken: null, refreshToken: null, tokenType: 'Bearer', loggedOutAt: 0 });

export const session = proxy<SessionState>(initialSessionState());

/** Forgets the in-memory session (storage untouched): Ladle between stories, tests. */
export const resetSession = () => { Object.assign(session, initialSessionState()); };

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
