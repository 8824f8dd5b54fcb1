/**
 * POST /player-activity (spec 7: player_uuid, action, partner_url, landing_name): after a sign-up or
 * a sign-in on a landing page the operator learns which player acted, how (the stored action type,
 * register or login), on which landing (the campaign slug) and from which address (the page URL
 * the partner sent the visitor to, query included). Tracking: it never fails the flow, and the
 * redirect that follows waits for it at most `ACTIVITY_WAIT_MS`.
 */
import type { ApiClient } from '../core/apiClient.ts';
import type { AuthAction } from './redirect/redirectTarget.ts';

export const ACTIVITY_WAIT_MS = 1000;

export interface ActivityInput {
  playerUuid: string | undefined;
  action: AuthAction;
  landingName: string;
  partnerUrl: string;
}

export function activityBody(a: ActivityInput) {
  return { player_uuid: a.playerUuid, action: a.action, partner_url: a.partnerUrl, landing_name: a.landingName };
}

/** Sends it; resolves true once answered, false on failure, no uuid, or after the wait. */
export async function recordPlayerActivity(
  api: ApiClient,
  a: ActivityInput,
  waitMs = ACTIVITY_WAIT_MS,
): Promise<boolean> {
  if (!a.playerUuid) return false;
  const sent = api.post('/player-activity', activityBody(a), { progress: false }).then(
    () => true,
    () => false,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<boolean>((r) => {
    timer = setTimeout(() => r(false), waitMs);
  });
  try {
    return await Promise.race([sent, waited]);
  } finally {
    clearTimeout(timer);
  }
}
