/**
 * The signed-in player.
 *   GET    /api/v1/players/me            (auth) → profile { id, balance, info, meta }
 *   GET    /api/v1/players/me/balance    (auth) → { balance, bonus_balance, total_deposit }
 *   PUT    /api/v1/players/me            (auth) { last_used_balance?, first_name?, … } → profile
 *   GET    /api/v1/players/check?email=  → { exists }  (the spec's "check of a user by e-mail")
 *   PATCH  /api/v1/players/email { email } (auth) → { message }; the code goes to /__sandbox/events ('email-code')
 *   POST   /api/v1/players/email { code }  (auth) → profile with the new, confirmed e-mail
 *   DELETE /api/v1/players/email { code }  (auth) → { message }; drops the pending change
 */
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../http/authenticate.ts';
import { apiError, sendError } from '../http/errors.ts';
import type { SandboxState } from '../store/state.ts';
import { asRecord } from '../validation/fields.ts';
import { validateProfileChange } from '../validation/profile.ts';
import { EMAIL_RE, MESSAGES } from '../validation/username.ts';
import { balanceView, profileView } from './playerViews.ts';

const EMAIL_CODE_TTL_SECONDS = 3600;
const invalidCode = () => apiError(400, 'badRequest', 'The confirmation code is invalid or has expired', 'code');

export function registerPlayerRoutes(app: FastifyInstance, state: SandboxState): void {
  app.get('/api/v1/players/me', async (req, reply) => {
    const auth = authenticate(state, req);
    return auth.ok ? profileView(auth.value) : sendError(reply, auth.error);
  });

  app.get('/api/v1/players/me/balance', async (req, reply) => {
    const auth = authenticate(state, req);
    return auth.ok ? balanceView(auth.value) : sendError(reply, auth.error);
  });

  app.put('/api/v1/players/me', async (req, reply) => {
    const auth = authenticate(state, req);
    if (!auth.ok) return sendError(reply, auth.error);
    const change = validateProfileChange(req.body);
    if (!change.ok) return sendError(reply, change.error);
    const { profile, lastUsedBonusId } = change.value;
    const updated = state.players.update(auth.value.uuid, (p) => ({
      ...p,
      profile: { ...p.profile, ...profile },
      lastUsedBonusId: lastUsedBonusId === undefined ? p.lastUsedBonusId : lastUsedBonusId,
    }));
    return profileView(updated!);
  });

  app.get('/api/v1/players/check', async (req, reply) => {
    const email = asRecord(req.query).email;
    if (typeof email !== 'string' || !EMAIL_RE.test(email.trim()))
      return sendError(reply, apiError(400, 'badRequest', MESSAGES.invalidEmail, 'email'));
    return { exists: state.players.findByEmail(email) !== undefined };
  });

  app.patch('/api/v1/players/email', async (req, reply) => {
    const auth = authenticate(state, req);
    if (!auth.ok) return sendError(reply, auth.error);
    const email = String(asRecord(req.body).email ?? '')
      .trim()
      .toLowerCase();
    if (!EMAIL_RE.test(email)) return sendError(reply, apiError(400, 'badRequest', MESSAGES.invalidEmail, 'email'));
    const other = state.players.findByEmail(email);
    if (other && other.uuid !== auth.value.uuid)
      return sendError(reply, apiError(400, 'badRequest', 'The e-mail is already in use', 'email'));
    const code = state.emailCodes.issue({ uuid: auth.value.uuid, email }, EMAIL_CODE_TTL_SECONDS);
    state.players.update(auth.value.uuid, (p) => ({ ...p, pendingEmail: email }));
    state.events.add('email-code', { uuid: auth.value.uuid, email, code });
    return { message: 'A confirmation code has been sent to your email address' };
  });

  app.post('/api/v1/players/email', async (req, reply) => {
    const auth = authenticate(state, req);
    if (!auth.ok) return sendError(reply, auth.error);
    const used = state.emailCodes.consume(String(asRecord(req.body).code ?? ''));
    if (!used.ok || used.data.uuid !== auth.value.uuid) return sendError(reply, invalidCode());
    const updated = state.players.update(auth.value.uuid, (p) => ({
      ...p,
      email: used.data.email,
      emailConfirmed: true,
      pendingEmail: null,
      username: p.email !== null && p.username === p.email ? used.data.email : p.username,
    }));
    return profileView(updated!);
  });

  app.delete('/api/v1/players/email', async (req, reply) => {
    const auth = authenticate(state, req);
    if (!auth.ok) return sendError(reply, auth.error);
    const used = state.emailCodes.consume(String(asRecord(req.body).code ?? ''));
    if (!used.ok || used.data.uuid !== auth.value.uuid) return sendError(reply, invalidCode());
    state.players.update(auth.value.uuid, (p) => ({ ...p, pendingEmail: null }));
    return { message: 'The e-mail change was cancelled' };
  });
}
