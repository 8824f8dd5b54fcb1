/**
 * Token data rules (spec 3): valid only with all four fields, except that a JWT-style access token
 * is valid without the refresh token; 'undefined', 'null' and '' are not tokens; expires_in is an
 * absolute epoch time in seconds.
 */
export interface TokenData {
  access_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
}

export function isTokenString(v: unknown): v is string {
  return typeof v === 'string' && v.trim() !== '' && v !== 'undefined' && v !== 'null';
}

/** Three base64url parts: header.payload.signature. */
export function isJwt(v: unknown): boolean {
  return isTokenString(v) && /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(v);
}

export function isValidTokenData(d: unknown): d is TokenData {
  if (!d || typeof d !== 'object') return false;
  const t = d as Record<string, unknown>;
  const expires = Number(t.expires_in);
  if (!isTokenString(t.access_token) || !isTokenString(t.token_type) || !Number.isFinite(expires) || expires <= 0)
    return false;
  return isTokenString(t.refresh_token) || isJwt(t.access_token);
}

/** Seconds the access-token cookie should live: expiry minus now, never negative. */
export function cookieLifetimeSeconds(expiresIn: number, nowMs: number): number {
  return Math.max(0, Math.floor(expiresIn - nowMs / 1000));
}
