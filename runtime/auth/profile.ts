/**
 * The signed-in player's profile and balance, fetched after sign-in, and the redirect URL: where the
 * visitor is sent next (`followProfileRedirect` navigates whenever it changes).
 */
import { proxy } from 'valtio';
import type { ApiClient } from '../core/apiClient.ts';
import { isAuthenticated } from './session/session.ts';

export interface Profile {
  id?: number;
  info?: { uuid?: string; email?: string; phone?: string };
  meta?: Record<string, unknown>;
}

export interface ProfileState {
  player: Profile | null;
  balance: unknown;
  redirectUrl: string | null;
}

export const initialProfileState = (): ProfileState => ({ player: null, balance: null, redirectUrl: null });

export const profile = proxy<ProfileState>(initialProfileState());

export const resetProfile = () => {
  Object.assign(profile, initialProfileState());
};

/** Profile and balance are a signed-in player's (spec 6): signed out, nothing is asked. */
export async function fetchProfile(api: ApiClient) {
  if (!isAuthenticated()) return;
  const [player, balance] = await Promise.all([api.get<Profile>('/players/me'), api.get('/players/me/balance')]);
  profile.player = player;
  profile.balance = balance;
}

export function clearProfile() {
  profile.player = null;
  profile.balance = null;
}

/** Sends the visitor on: whoever follows the profile's redirect URL navigates (spec 4). */
export function setRedirectUrl(url: string | null) {
  profile.redirectUrl = url;
}
