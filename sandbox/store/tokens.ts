/**
 * Session tokens. Access tokens are HS256 JWTs (payload sub, jti, iat, exp) that really expire and are
 * also tracked by jti so logout and `expire-access` can end them early. Refresh tokens are opaque, expire,
 * and rotate: using one retires it, and presenting a retired one is refused.
 */
import { nowSeconds } from '../deps.ts';
import type { SandboxConfig, SandboxDeps } from '../types.ts';
import { signJwt, verifyJwt } from './jwt.ts';

/** The spec's auth token data; `expires_in` is the absolute expiry of the access token in epoch seconds. */
export interface TokenData {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

interface AccessRecord {
  sub: string;
  exp: number;
  revoked: boolean;
}
interface RefreshRecord {
  sub: string;
  exp: number;
  state: 'active' | 'rotated' | 'revoked';
}

export type AccessCheck =
  | { ok: true; sub: string }
  | { ok: false; why: 'missing' | 'malformed' | 'signature' | 'expired' | 'revoked' };
export type RefreshCheck = { ok: true; sub: string } | { ok: false; why: 'unknown' | 'expired' | 'reused' | 'revoked' };

export class TokenStore {
  private readonly access = new Map<string, AccessRecord>();
  private readonly refreshTokens = new Map<string, RefreshRecord>();

  constructor(
    private readonly deps: SandboxDeps,
    private readonly config: SandboxConfig,
    private readonly secret: string,
  ) {}

  issue(sub: string): TokenData {
    const now = nowSeconds(this.deps.clock);
    const jti = this.deps.ids.random(12);
    const exp = now + this.config.accessTtlSeconds;
    this.access.set(jti, { sub, exp, revoked: false });
    const refresh = `rt.${this.deps.ids.random(32)}`;
    this.refreshTokens.set(refresh, { sub, exp: now + this.config.refreshTtlSeconds, state: 'active' });
    return {
      access_token: signJwt({ sub, jti, iat: now, exp, typ: 'access' }, this.secret),
      refresh_token: refresh,
      token_type: 'Bearer',
      expires_in: exp,
    };
  }

  checkAccess(token: string | undefined): AccessCheck {
    if (!token || token === 'undefined' || token === 'null') return { ok: false, why: 'missing' };
    const now = nowSeconds(this.deps.clock);
    const jwt = verifyJwt(token, this.secret, now);
    if (!jwt.ok) return jwt;
    const record = this.access.get(jwt.claims.jti);
    if (!record || record.revoked) return { ok: false, why: 'revoked' };
    if (record.exp <= now) return { ok: false, why: 'expired' };
    return { ok: true, sub: record.sub };
  }

  /** Retires `token` and issues a new pair; a retired, revoked, unknown or expired token is refused. */
  rotate(token: string): { ok: true; tokens: TokenData } | Extract<RefreshCheck, { ok: false }> {
    const record = this.refreshTokens.get(token);
    if (!record) return { ok: false, why: 'unknown' };
    if (record.state === 'rotated') return { ok: false, why: 'reused' };
    if (record.state === 'revoked') return { ok: false, why: 'revoked' };
    if (record.exp <= nowSeconds(this.deps.clock)) return { ok: false, why: 'expired' };
    record.state = 'rotated';
    return { ok: true, tokens: this.issue(record.sub) };
  }

  /** Ends every access and refresh token of a player (logout). */
  revokePlayer(sub: string): void {
    for (const r of this.access.values()) if (r.sub === sub) r.revoked = true;
    for (const r of this.refreshTokens.values()) if (r.sub === sub && r.state === 'active') r.state = 'revoked';
  }

  /** Makes every current access token expired; returns how many were live. Refresh tokens stay valid. */
  expireAllAccess(): number {
    const now = nowSeconds(this.deps.clock);
    let count = 0;
    for (const r of this.access.values()) {
      if (!r.revoked && r.exp > now) count++;
      r.exp = Math.min(r.exp, now);
    }
    return count;
  }

  clear(): void {
    this.access.clear();
    this.refreshTokens.clear();
  }
}
