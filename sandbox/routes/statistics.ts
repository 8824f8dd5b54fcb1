/**
 * Tracking calls; each is kept as an event (GET /__sandbox/events).
 *   POST /api/v1/statistics/open-registration-form { form_id, ga_id, type, click_id, offer_id, partner_id, landing_id }
 *        → { id }  (event 'statistics'; form_id required, type 1 or 2)
 *   POST /api/v1/player-activity { player_uuid, action, partner_url, landing_name } → { id }  (event 'player-activity')
 *   POST /api/v1/sessions { bonus_id } → { session_id, bonus_id }  (event 'session')
 */
import { armFromFormId } from '../store/armFields.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from '../http/authenticate.ts';
import { apiError, sendError } from '../http/errors.ts';
import type { SandboxState } from '../store/state.ts';
import { asRecord, optionalId, optionalText } from '../validation/fields.ts';

const AFFILIATE_KEYS = ['click_id', 'offer_id', 'partner_id', 'landing_id'] as const;

/** The signed-in player's uuid when a valid token came along; tracking calls never require one. */
function playerUuid(state: SandboxState, req: FastifyRequest): string | null {
  if (!req.headers.authorization) return null;
  const auth = authenticate(state, req);
  return auth.ok ? auth.value.uuid : null;
}

export function registerStatisticsRoutes(app: FastifyInstance, state: SandboxState): void {
  app.post('/api/v1/statistics/open-registration-form', async (req, reply) => {
    const body = asRecord(req.body);
    const formId = optionalText(body.form_id);
    const type = optionalText(body.type);
    if (!formId) return sendError(reply, apiError(400, 'badRequest', 'form_id is required', 'form_id'));
    if (type !== '1' && type !== '2')
      return sendError(reply, apiError(400, 'badRequest', 'type must be 1 or 2', 'type'));
    const affiliate = Object.fromEntries(AFFILIATE_KEYS.map((k) => [k, optionalText(body[k])]));
    const event = state.events.add('statistics', {
      form_id: formId,
      ga_id: optionalText(body.ga_id),
      type: Number(type),
      ...affiliate,
      player_uuid: playerUuid(state, req),
      accept_language: req.headers['accept-language'] ?? null,
      ...armFromFormId(formId),
    });
    return { id: event.seq };
  });

  app.post('/api/v1/player-activity', async (req, reply) => {
    const body = asRecord(req.body);
    const action = optionalText(body.action);
    if (!action) return sendError(reply, apiError(400, 'badRequest', 'action is required', 'action'));
    const event = state.events.add('player-activity', {
      player_uuid: optionalText(body.player_uuid),
      action,
      partner_url: optionalText(body.partner_url),
      landing_name: optionalText(body.landing_name),
    });
    return { id: event.seq };
  });

  app.post('/api/v1/sessions', async (req, reply) => {
    const bonusId = optionalId(asRecord(req.body).bonus_id);
    if (Number.isNaN(bonusId))
      return sendError(reply, apiError(400, 'badRequest', 'bonus_id must be a number', 'bonus_id'));
    const sessionId = state.deps.ids.uuid();
    state.events.add('session', { session_id: sessionId, bonus_id: bonusId, player_uuid: playerUuid(state, req) });
    return { session_id: sessionId, bonus_id: bonusId };
  });
}
