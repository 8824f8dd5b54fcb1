/**
 * The session store: tokens as the runtime knows them, and the actions that change them.
 * Authenticated means a refresh token exists (or a JWT-style access token that needs none).
 */
import { proxy } from 'valtio';
import { clearSession, readSession, writeSession } from './tokenStorage.ts';
import { isJwt } from './tokenRules.ts';

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  tokenType: string;
  loggedOutAt: number;
}

export const initialSessionState = (): SessionState => ({
  accessToken: null,
  refreshToken: null,
  tokenType: 'Bearer',
  loggedOutAt: 0,
});

export const session = proxy<SessionState>(initialSessionState());

/** Forgets the in-memory session (storage untouched): Ladle between stories, tests. */
export const resetSession = () => {
  Object.assign(session, initialSessionState());
};

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

/** How the server is told about a logout (POST /oauth/logout); the API client sets it. */
export type ServerLogout = () => Promise<unknown>;
let serverLogout: ServerLogout | null = null;
let ending: Promise<void> | null = null;

export function setServerLogout(fn: ServerLogout | null) {
  serverLogout = fn;
}

/**
 * Logout (spec 4, 7): the server is told first (POST /oauth/logout, while the tokens are still
 * here to name the session), then the session is cleared locally even if that call failed, and the
 * listeners are informed. Calls while one is under way share it.
 */
export function logout(): Promise<void> {
  ending ??= (async () => {
    const server = serverLogout;
    if (server && (session.accessToken || session.refreshToken)) {
      try {
        await server();
      } catch {
        /* the server refused or was unreachable: cleared here all the same */
      }
    }
    clearSession();
    session.accessToken = null;
    session.refreshToken = null;
    session.loggedOutAt = Date.now();
    for (const l of logoutListeners) l();
  })().finally(() => {
    ending = null;
  });
  return ending;
}

export function onLogout(listener: Listener): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}
