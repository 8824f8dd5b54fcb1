/**
 * Passwords.
 *   POST /api/v1/players/passwords { email } → 200 { message } whether or not the e-mail is known (no user
 *        enumeration); for a known one a recovery token is "mailed": see /__sandbox/events kind 'recovery-email'.
 *   POST /api/v1/players/passwords/recover { recovery_token, password, repeat_password } → 200 { message };
 *        the token is single use (1 hour); a bad one → 400 location token, reason badRequest.
 *   POST /api/v1/players/:id { old_password, password, repeat_password } (auth, own id or uuid) → 200 { message }
 */
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../http/authenticate.ts';
import { type Result, apiError, err, ok, sendError } from '../http/errors.ts';
import { hashPassword, verifyPassword } from '../store/password.ts';
import type { SandboxState } from '../store/state.ts';
import { asRecord } from '../validation/fields.ts';
import { REGISTRATION_MESSAGES } from '../validation/registration.ts';
import { EMAIL_RE, MESSAGES } from '../validation/username.ts';

const RECOVERY_TTL_SECONDS = 3600;

export const PASSWORD_MESSAGES = {
  sent: 'A password recovery email has been sent to your email address',
  restored: 'The password was restored.',
  updated: 'The password was updated.',
  badToken: 'The recovery token is invalid or has expired',
  oldPassword: 'Invalid argument provided for password - old_password',
} as const;

function newPassword(body: Record<string, unknown>): Result<string> {
  const password = typeof body.password === 'string' ? body.password.trim() : '';
  const repeat = typeof body.repeat_password === 'string' ? body.repeat_password.trim() : '';
  if (password.length < 6) return err(apiError(400, 'badRequest', REGISTRATION_MESSAGES.passwordShort, 'password'));
  if (password !== repeat)
    return err(apiError(400, 'badRequest', REGISTRATION_MESSAGES.passwordMismatch, 'repeat_password'));
  return ok(password);
}

export function registerPasswordRoutes(app: FastifyInstance, state: SandboxState): void {
  app.post('/api/v1/players/passwords', async (req, reply) => {
    const email = String(asRecord(req.body).email ?? '').trim();
    if (!EMAIL_RE.test(email)) return sendError(reply, apiError(400, 'badRequest', MESSAGES.invalidEmail, 'email'));
    const player = state.players.findByEmail(email);
    if (player) {
      const token = state.recovery.issue({ uuid: player.uuid }, RECOVERY_TTL_SECONDS);
      state.events.add('recovery-email', { email: player.email, uuid: player.uuid, recovery_token: token });
    }
    return { message: PASSWORD_MESSAGES.sent };
  });

  app.post('/api/v1/players/passwords/recover', async (req, reply) => {
    const body = asRecord(req.body);
    const password = newPassword(body);
    if (!password.ok) return sendError(reply, password.error);
    const used = state.recovery.consume(String(body.recovery_token ?? ''));
    if (!used.ok || !state.players.get(used.data.uuid))
      return sendError(reply, apiError(400, 'badRequest', PASSWORD_MESSAGES.badToken, 'token'));
    state.players.update(used.data.uuid, (p) => ({ ...p, passwordHash: hashPassword(password.value) }));
    state.tokens.revokePlayer(used.data.uuid);
    return { message: PASSWORD_MESSAGES.restored };
  });

  app.post<{ Params: { id: string } }>('/api/v1/players/:id', async (req, reply) => {
    const auth = authenticate(state, req);
    if (!auth.ok) return sendError(reply, auth.error);
    const me = auth.value;
    if (req.params.id !== me.uuid && req.params.id !== String(me.id))
      return sendError(reply, apiError(403, 'forbidden', 'You can only change your own password', 'id'));
    const body = asRecord(req.body);
    const old = typeof body.old_password === 'string' ? body.old_password.trim() : '';
    if (!verifyPassword(old, me.passwordHash))
      return sendError(reply, apiError(400, 'badRequest', PASSWORD_MESSAGES.oldPassword, 'old_password'));
    const password = newPassword(body);
    if (!password.ok) return sendError(reply, password.error);
    state.players.update(me.uuid, (p) => ({ ...p, passwordHash: hashPassword(password.value) }));
    return { message: PASSWORD_MESSAGES.updated };
  });
}
