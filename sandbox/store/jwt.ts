/** Minimal HS256 JWT: three base64url parts, HMAC-SHA256 signature, checked in constant time. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface AccessClaims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
  typ: 'access';
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = b64({ alg: 'HS256', typ: 'JWT' });

const signature = (data: string, secret: string) => createHmac('sha256', secret).update(data).digest('base64url');

export function signJwt(claims: AccessClaims, secret: string): string {
  const data = `${HEADER}.${b64(claims)}`;
  return `${data}.${signature(data, secret)}`;
}

export type JwtCheck = { ok: true; claims: AccessClaims } | { ok: false; why: 'malformed' | 'signature' | 'expired' };

/** Verifies shape, signature and `exp` (epoch seconds) against `nowSeconds`. */
export function verifyJwt(token: string, secret: string, nowSeconds: number): JwtCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, why: 'malformed' };
  const [header, payload, sig] = parts as [string, string, string];
  const expected = Buffer.from(signature(`${header}.${payload}`, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, why: 'signature' };
  let claims: AccessClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessClaims;
  } catch {
    return { ok: false, why: 'malformed' };
  }
  if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || claims.typ !== 'access')
    return { ok: false, why: 'malformed' };
  if (claims.exp <= nowSeconds) return { ok: false, why: 'expired' };
  return { ok: true, claims };
}
