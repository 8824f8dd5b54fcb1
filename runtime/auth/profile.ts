/** The signed-in player's profile and balance, fetched after sign-in. */
import { proxy } from 'valtio';
import type { ApiClient } from './api/createApiClient.ts';

export interface Profile { id?: number; info?: { uuid?: string; email?: string; phone?: string }; meta?: Record<string, unknown> }

export const profile = proxy({ player: null as Profile | null, balance: null as unknown, redirectUrl: null as string | null });

export async function fetchProfile(api: ApiClient) {
  const [player, balance] = await Promise.all([api.get<Profile>('/players/me'), api.get('/players/me/balance')]);
  profile.player = player;
  profile.balance = balance;
}

export function clearProfile() {
  profile.player = null;
  profile.balance = null;
}
