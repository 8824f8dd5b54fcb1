/**
 * Affiliate ids from the arrival query (click_id, and value_1/2/3 → offer_id/partner_id/landing_id),
 * kept in cookies for 7 days. Only plain tokens survive: anything else is dropped, never stored.
 */
import { getCookie, setCookie } from './cookies.ts';
import { AFFILIATE_KEYS, LIFETIME, type AffiliateKey } from './storageNames.ts';

export const AFFILIATE_QUERY: Record<AffiliateKey, string> = {
  click_id: 'click_id',
  offer_id: 'value_1',
  partner_id: 'value_2',
  landing_id: 'value_3',
};
const PLAIN_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

export const sanitizeAffiliateId = (v: string | null | undefined): string | null =>
  v && PLAIN_TOKEN.test(v) ? v : null;

export type AffiliateIds = Partial<Record<AffiliateKey, string>>;

export function captureAffiliate(query: URLSearchParams): AffiliateIds {
  for (const key of AFFILIATE_KEYS) {
    const value = sanitizeAffiliateId(query.get(AFFILIATE_QUERY[key]));
    if (value) setCookie(key, value, { seconds: LIFETIME.affiliateSeconds });
  }
  return readAffiliate();
}

export function readAffiliate(): AffiliateIds {
  const ids: AffiliateIds = {};
  for (const key of AFFILIATE_KEYS) {
    const v = sanitizeAffiliateId(getCookie(key));
    if (v) ids[key] = v;
  }
  return ids;
}
