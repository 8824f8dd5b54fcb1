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

/** The origin clients used to reach the sandbox, for absolute URLs in answers. */
export const publicOrigin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** Rate-limit key: one client is one IP and user agent. */
export const clientKey = (req: FastifyRequest) => `${req.ip} ${req.headers['user-agent'] ?? ''}`;
