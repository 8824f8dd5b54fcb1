/**
 * Sessions: CSRF token, sign-in, refresh (rotating), logout, one-time login and the legacy token exchange.
 *   GET  /ccg/csrf-token            → { token, expires_at }
 *   POST /ccg/user/login            (X-CSRF-TOKEN) { username, password, captcha-token? } → token data + redirect_url
 *   POST /api/v3/oauth/refresh      { refresh_token } → token data (the old refresh token is retired)
 *   POST /api/v1/oauth/logout       (auth) → {}  (every token of the player is revoked)
 *   GET  /api/v1/oauth/onetime?token=  → token data (token from POST /__sandbox/onetime, single use)
 *   POST /legacy-auth/change-token  (Authorization: Bearer <access>) → new token data
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nowSeconds } from '../deps.ts';
import { authenticate, publicOrigin } from '../http/authenticate.ts';
import { Errors, apiError, sendError } from '../http/errors.ts';
import { checkCaptcha, requireCsrf } from '../http/guards.ts';
import { verifyPassword } from '../store/password.ts';
import type { SandboxState } from '../store/state.ts';
import type { TokenData } from '../store/tokens.ts';
import { asRecord } from '../validation/fields.ts';
import { parseUsername } from '../validation/username.ts';

export const LOGIN_MESSAGES = {
  wrong: 'Invalid username or password',
  blocked: 'The user is blocked, please contact customer support',
  refresh: 'Invalid refresh token',
} as const;

const tokenResponse = (token: TokenData, extra: Record<string, unknown> = {}) => ({ ...token, token, ...extra });

function signIn(state: SandboxState, req: FastifyRequest) {
  const body = asRecord(req.body);
  const raw =
    body.username ?? (body.phone_code && body.phone ? `${String(body.phone_code)}${String(body.phone)}` : undefined);
  const username = parseUsername(raw, body.phone_code);
  const password = typeof body.password === 'string' ? body.password.trim() : '';
  if (!username.ok) return username.error;
  const player = state.players.findByUsername(username.value.value);
  if (!player || !password || !verifyPassword(password, player.passwordHash))
    return apiError(401, 'unauthorized', LOGIN_MESSAGES.wrong, 'password');
  if (player.blocked) return apiError(403, 'forbidden', LOGIN_MESSAGES.blocked, 'username');
  state.players.update(player.uuid, (p) => ({ ...p, lastSeenAt: nowSeconds(state.deps.clock), lastSeenIp: req.ip }));
  state.events.add('login', { uuid: player.uuid, username: player.username });
  return tokenResponse(state.tokens.issue(player.uuid), {
    uuid: player.uuid,
    redirect_url: `${publicOrigin(req)}/app/`,
  });
}

export function registerAuthRoutes(app: FastifyInstance, state: SandboxState): void {
  app.get('/ccg/csrf-token', async (_req, reply) => {
    const { token, expiresAt } = state.csrf.issue();
    return reply.header('X-CSRF-TOKEN', token).send({ token, expires_at: Math.floor(expiresAt / 1000) });
  });

  app.post('/ccg/user/login', async (req, reply) => {
    const csrf = requireCsrf(state, req);
    if (!csrf.ok) return sendError(reply, csrf.error);
    const captcha = checkCaptcha(state, req.body);
    if (!captcha.ok) return sendError(reply, captcha.error);
    const result = signIn(state, req);
    return 'errors' in result ? sendError(reply, result) : reply.send(result);
  });

  app.post('/api/v3/oauth/refresh', async (req, reply) => {
    const token = asRecord(req.body).refresh_token;
    if (typeof token !== 'string' || !token)
      return sendError(reply, apiError(400, 'badRequest', 'refresh_token is required', 'refresh_token'));
    const rotated = state.tokens.rotate(token);
    if (!rotated.ok) return sendError(reply, apiError(401, 'unauthorized', LOGIN_MESSAGES.refresh, 'refresh_token'));
    return reply.send(tokenResponse(rotated.tokens));
  });

  app.post('/api/v1/oauth/logout', async (req, reply) => {
    const auth = authenticate(state, req);
    if (!auth.ok) return sendError(reply, auth.error);
    state.tokens.revokePlayer(auth.value.uuid);
    return reply.send({});
  });

  app.get('/api/v1/oauth/onetime', async (req, reply) => {
    const token = asRecord(req.query).token;
    const used = typeof token === 'string' ? state.onetime.consume(token) : undefined;
    if (!used?.ok || !state.players.get(used.data.uuid)) return sendError(reply, Errors.unauthorized());
    return reply.send(tokenResponse(state.tokens.issue(used.data.uuid)));
  });

  app.post('/legacy-auth/change-token', async (req, reply) => {
    const auth = authenticate(state, req);
    if (!auth.ok) return sendError(reply, auth.error);
    return reply.send(tokenResponse(state.tokens.issue(auth.value.uuid)));
  });
}
