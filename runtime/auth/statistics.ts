/**
 * One statistics call per registration-dialog opening, sent once the analytics id is known
 * (the _ga cookie, polled every 5 s for up to 100 s).
 */
import type { ApiClient } from '../core/apiClient.ts';
import { getCookie } from '../core/cookies.ts';
import { readAffiliate } from '../core/affiliate.ts';

export const VISITOR_ID_POLL = { everyMs: 5000, maxMs: 100_000 } as const;

/** GA1.1.123.456 → 123.456 */
export function analyticsId(): string | null {
  const ga = getCookie('_ga');
  const m = ga ? /^GA\d\.\d\.(.+)$/.exec(ga) : null;
  return m ? m[1]! : null;
}

export function trackRegistrationOpen(api: ApiClient, formId: string, type: 1 | 2): () => void {
  let stopped = false;
  const started = Date.now();
  const attempt = () => {
    if (stopped) return;
    const gaId = analyticsId();
    if (gaId) {
      void api
        .post(
          '/statistics/open-registration-form',
          { ...readAffiliate(), form_id: formId, ga_id: gaId, type },
          { auth: false, progress: false },
        )
        .catch(() => undefined);
      return;
    }
    if (Date.now() - started + VISITOR_ID_POLL.everyMs <= VISITOR_ID_POLL.maxMs)
      setTimeout(attempt, VISITOR_ID_POLL.everyMs);
  };
  attempt();
  return () => {
    stopped = true;
  };
}
