/**
 * Sign-up. Type 1: POST /registration/registration (no CSRF). Type 2: POST /ccg/user/registration with
 * an X-CSRF-TOKEN header from GET /ccg/csrf-token. Both rate-limit per client (IP + user agent): past
 * `registrationAttemptLimit` attempts in the window every attempt gets 429 until one carries a valid
 * captcha token, which also starts the count afresh.
 */
import { armFromFormId } from '../store/armFields.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { nowSeconds } from '../deps.ts';
import { clientKey, publicOrigin } from '../http/authenticate.ts';
import { Errors, apiError, sendError } from '../http/errors.ts';
import { checkCaptcha, requireCsrf } from '../http/guards.ts';
import { buildPlayer, isTaken } from '../store/buildPlayer.ts';
import type { Player } from '../store/player.ts';
import type { SandboxState } from '../store/state.ts';
import { validateRegistration } from '../validation/registration.ts';

export const DUPLICATE_USER_MSG = 'The user already exist';

/** Counts the attempt and decides whether it may go on: a captcha failure (403) or the limit (429) stop it. */
function admit(state: SandboxState, req: FastifyRequest) {
  const key = clientKey(req);
  const { registrationAttemptLimit: limit, registrationWindowSeconds: window } = state.config;
  const captcha = checkCaptcha(state, req.body);
  if (captcha.ok && captcha.value === 'valid') state.registrationAttempts.forget(key);
  const blocked = captcha.ok && captcha.value === 'absent' && state.registrationAttempts.count(key, window) >= limit;
  state.registrationAttempts.record(key, window);
  if (!captcha.ok) return captcha.error;
  return blocked ? Errors.tooManyAttempts() : undefined;
}

async function register(
  state: SandboxState,
  req: FastifyRequest,
  reply: FastifyReply,
  host: Player['registration']['host'],
) {
  if (host === 'ccg') {
    const csrf = requireCsrf(state, req);
    if (!csrf.ok) return sendError(reply, csrf.error);
  }
  const refused = admit(state, req);
  if (refused) return sendError(reply, refused);

  const input = validateRegistration(req.body);
  if (!input.ok) return sendError(reply, input.error);
  const v = input.value;
  if (isTaken(state.players.all(), v.username))
    return sendError(reply, apiError(400, 'badRequest', DUPLICATE_USER_MSG, 'username'));

  const player = state.players.create(
    buildPlayer({
      uuid: state.deps.ids.uuid(),
      username: v.username,
      password: v.password,
      currency: v.currency,
      now: nowSeconds(state.deps.clock),
      host,
      bonusId: v.bonusId,
      promoCode: v.promo?.code ?? null,
      confirmSubscribers: v.confirmSubscribers,
      affiliate: v.affiliate,
      formId: v.formId,
      type: v.type,
      setDepositModalType: v.setDepositModalType,
      isTwoStep: v.isTwoStep,
    }),
  );
  state.events.add('registration', {
    uuid: player.uuid,
    username: player.username,
    host,
    currency: player.currency,
    ...v.affiliate,
    form_id: v.formId,
    type: v.type,
    ...armFromFormId(v.formId),
  });
  const token = state.tokens.issue(player.uuid);
  return reply.code(200).send({ uuid: player.uuid, redirect_url: `${publicOrigin(req)}/app/`, token, ...token });
}

export function registerRegistrationRoutes(app: FastifyInstance, state: SandboxState): void {
  app.post('/registration/registration', (req, reply) => register(state, req, reply, 'registration'));
  app.post('/ccg/user/registration', (req, reply) => register(state, req, reply, 'ccg'));
}
