/** Reads `Authorization: Bearer <access token>` and finds the player, or gives the spec's 401. */
import type { FastifyRequest } from 'fastify';
import type { Player } from '../store/player.ts';
import type { SandboxState } from '../store/state.ts';
import { Errors, type Result, err, ok } from './errors.ts';

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim();
}

export function authenticate(state: SandboxState, req: FastifyRequest): Result<Player> {
  const check = state.tokens.checkAccess(bearerToken(req));
  if (!check.ok) return err(Errors.unauthorized());
  const player = state.players.get(check.sub);
  return player ? ok(player) : err(Errors.unauthorized());
}

/** The path prefix a server that mounts the sandbox under its own origin passes on (e.g. /sandbox-api). */
export const PREFIX_HEADER = 'x-forwarded-prefix';
const prefixOf = (req: FastifyRequest) => {
  const p = req.headers[PREFIX_HEADER];
  return typeof p === 'string' && /^(\/[A-Za-z0-9_-]+)+$/.test(p) ? p : '';
};

/** Where clients reach the sandbox (origin plus any mount prefix), for absolute URLs in answers. */
export const publicOrigin = (req: FastifyRequest) => `${req.protocol}://${req.host}${prefixOf(req)}`;

/** Rate-limit key: one client is one IP and user agent. */
export const clientKey = (req: FastifyRequest) => `${req.ip} ${req.headers['user-agent'] ?? ''}`;
