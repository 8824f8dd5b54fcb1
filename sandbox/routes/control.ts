/**
 * Test control under /__sandbox (never faulted, never logged).
 *   GET  /requests[?path=prefix&method=GET&since=seq] → [logged request]   DELETE /requests clears the log
 *   GET  /events[?kind=pixel]  → [{ seq, kind, time, data }]
 *   GET  /ab-events[?format=csv] → the A/B event export, version 1 (model/abEvents.ts), JSON or CSV
 *   POST /reset                → { ok }  players, tokens, logs, events, faults, limits and config back to start
 *   POST /faults { match: { method?, path? | pathRegex? }, status?, body?, headers?, times?, delayMs? } → fault
 *   GET  /faults → [fault]     DELETE /faults clears them
 *   GET|POST /config { accessTtlSeconds?, refreshTtlSeconds?, registrationAttemptLimit?, … } → config
 *   GET  /players → [player]   POST /players { username, password?, currency?, balance?, … } → { player, token, password }
 *   POST /expire-access        → { expired }  every current access token is now expired
 *   POST /onetime { username | uuid } → { token }  for GET /api/v1/oauth/onetime
 */
import type { FastifyInstance } from 'fastify';
import { abEventsCsv, abEventsJson } from '../../model/abEvents.ts';
import { abExport } from '../store/abExport.ts';
import { isKnownCurrency } from '../data/currencies.ts';
import { nowSeconds } from '../deps.ts';
import { apiError, sendError } from '../http/errors.ts';
import { CONTROL_PREFIX } from '../http/hooks.ts';
import { buildPlayer, isTaken } from '../store/buildPlayer.ts';
import type { SandboxState } from '../store/state.ts';
import { ConfigBody, FaultBody, OnetimeBody, SeedPlayerBody, parseBody, regexError } from '../validation/control.ts';
import { asRecord } from '../validation/fields.ts';
import { parseUsername } from '../validation/username.ts';
import { seedView } from './playerViews.ts';
import { DUPLICATE_USER_MSG } from './registration.ts';

const ONETIME_TTL_SECONDS = 300;

export function registerControlRoutes(app: FastifyInstance, state: SandboxState): void {
  const p = CONTROL_PREFIX;

  app.get(`${p}/requests`, async (req) => {
    const q = asRecord(req.query);
    return state.requests.list({
      pathPrefix: typeof q.path === 'string' ? q.path : undefined,
      method: typeof q.method === 'string' ? q.method : undefined,
      sinceSeq: typeof q.since === 'string' && /^\d+$/.test(q.since) ? Number(q.since) : undefined,
    });
  });
  app.delete(`${p}/requests`, async () => {
    state.requests.clear();
    return { ok: true };
  });

  app.get(`${p}/events`, async (req) => {
    const kind = asRecord(req.query).kind;
    return state.events.list(typeof kind === 'string' ? kind : undefined);
  });

  app.get(`${p}/ab-events`, async (req, reply) => {
    const events = abExport(state.events.list());
    if (asRecord(req.query).format === 'csv') return reply.type('text/csv; charset=utf-8').send(abEventsCsv(events));
    return abEventsJson(events);
  });

  app.post(`${p}/reset`, async () => {
    state.reset();
    return { ok: true };
  });

  app.post(`${p}/faults`, async (req, reply) => {
    const body = parseBody(FaultBody, req.body);
    if (!body.ok) return sendError(reply, body.error);
    try {
      return reply.code(201).send(state.faults.add(body.value));
    } catch (e) {
      return sendError(reply, regexError(e));
    }
  });
  app.get(`${p}/faults`, async () => state.faults.list());
  app.delete(`${p}/faults`, async () => {
    state.faults.clear();
    return { ok: true };
  });

  app.get(`${p}/config`, async () => state.config);
  app.post(`${p}/config`, async (req, reply) => {
    const body = parseBody(ConfigBody, req.body);
    if (!body.ok) return sendError(reply, body.error);
    for (const [k, v] of Object.entries(body.value)) if (v !== undefined) Object.assign(state.config, { [k]: v });
    return state.config;
  });

  app.get(`${p}/players`, async () => state.players.all().map(seedView));
  app.post(`${p}/players`, async (req, reply) => {
    const body = parseBody(SeedPlayerBody, req.body);
    if (!body.ok) return sendError(reply, body.error);
    const b = body.value;
    const username = parseUsername(b.username);
    if (!username.ok) return sendError(reply, username.error);
    if (!isKnownCurrency(b.currency))
      return sendError(reply, apiError(400, 'badRequest', 'The currency is not supported', 'currency'));
    if (isTaken(state.players.all(), username.value))
      return sendError(reply, apiError(400, 'badRequest', DUPLICATE_USER_MSG, 'username'));
    const base = buildPlayer({
      uuid: state.deps.ids.uuid(),
      username: username.value,
      password: b.password,
      currency: b.currency,
      now: nowSeconds(state.deps.clock),
      host: 'seed',
      bonusId: b.welcome_bonus_id,
      confirmSubscribers: b.confirm_subscribers,
    });
    const player = state.players.create({
      ...base,
      balance: b.balance,
      bonusBalance: b.bonus_balance,
      totalDeposit: b.total_deposit,
      blocked: b.blocked,
    });
    return reply
      .code(201)
      .send({ player: seedView(player), token: state.tokens.issue(player.uuid), password: b.password });
  });

  app.post(`${p}/expire-access`, async () => ({ expired: state.tokens.expireAllAccess() }));

  app.post(`${p}/onetime`, async (req, reply) => {
    const body = parseBody(OnetimeBody, req.body);
    if (!body.ok) return sendError(reply, body.error);
    const player = body.value.uuid
      ? state.players.get(body.value.uuid)
      : body.value.username
        ? state.players.findByUsername(body.value.username)
        : undefined;
    if (!player) return sendError(reply, apiError(404, 'notFound', 'No such player', 'username'));
    return { token: state.onetime.issue({ uuid: player.uuid }, ONETIME_TTL_SECONDS) };
  });
}
