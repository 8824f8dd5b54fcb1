/**
 * Welcome bonuses, promo codes and the player's bonus balances.
 *   GET    /bonus/bonuses/welcome-for-land?currency=INR[&crash=1]  → [bonus]  (no auth; [] when none)
 *   GET    /api/v1/bonuses/promo/check?code=            → { code, description }  (no auth, before sign-up)
 *   PATCH  /api/v1/bonuses/promo  { code }              (auth) → { code, description }
 *   GET    /api/v1/bonuses/welcome                      (auth) → [bonus] for the player's currency
 *   POST   /api/v1/bonuses/welcome { bonus_id }         (auth) → { welcome_bonus_id }
 *   GET    /api/v1/bonuses/balances/players/me          (auth) → [player bonus record]
 *   DELETE /api/v1/bonuses/balances/:id                 (auth) → the record, now deactivated
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CURRENCY, isKnownCurrency } from '../data/currencies.ts';
import { bonusView, welcomeBonusesFor } from '../data/welcomeBonuses.ts';
import { authenticate, publicOrigin } from '../http/authenticate.ts';
import { apiError, sendError } from '../http/errors.ts';
import { welcomeBonusRecord } from '../store/buildPlayer.ts';
import type { PlayerBonus } from '../store/player.ts';
import type { SandboxState } from '../store/state.ts';
import { asRecord, isTicked, optionalId } from '../validation/fields.ts';
import { PROMO_MESSAGES, checkPromo } from '../validation/promo.ts';

const recordView = (b: PlayerBonus) => ({
  id: b.id,
  created_at: b.created_at,
  status: b.status,
  bonus: { id: b.bonus_id, name: b.name, wager: b.wager, bets: b.bets, casino: b.casino },
  orig_bonus: { amount: b.orig_amount, currency: b.currency },
  transfer: { amount: b.transfer_amount, currency: b.currency },
});

export function registerBonusRoutes(app: FastifyInstance, state: SandboxState): void {
  app.get('/bonus/bonuses/welcome-for-land', async (req, reply) => {
    const q = asRecord(req.query);
    const currency = typeof q.currency === 'string' && q.currency ? q.currency.toUpperCase() : DEFAULT_CURRENCY;
    if (!isKnownCurrency(currency))
      return sendError(reply, apiError(422, 'unprocessableEntity', 'The currency is not supported', 'currency'));
    return welcomeBonusesFor(currency, isTicked(q.crash)).map((b) => bonusView(b, publicOrigin(req)));
  });

  app.get('/api/v1/bonuses/promo/check', async (req, reply) => {
    const promo = checkPromo(asRecord(req.query).code);
    return promo.ok ? { code: promo.value.code, description: promo.value.description } : sendError(reply, promo.error);
  });

  app.patch('/api/v1/bonuses/promo', async (req, reply) => {
    const auth = authenticate(state, req);
    if (!auth.ok) return sendError(reply, auth.error);
    const promo = checkPromo(asRecord(req.body).code);
    if (!promo.ok) return sendError(reply, promo.error);
    if (auth.value.usedPromoCodes.includes(promo.value.code))
      return sendError(reply, apiError(409, 'conflict', PROMO_MESSAGES.used, 'code'));
    state.players.update(auth.value.uuid, (p) => ({
      ...p,
      promoCode: promo.value.code,
      usedPromoCodes: [...p.usedPromoCodes, promo.value.code],
    }));
    return { code: promo.value.code, description: promo.value.description };
  });

  app.get('/api/v1/bonuses/welcome', async (req, reply) => {
    const auth = authenticate(state, req);
    if (!auth.ok) return sendError(reply, auth.error);
    return welcomeBonusesFor(auth.value.currency).map((b) => bonusView(b, publicOrigin(req)));
  });

  app.post('/api/v1/bonuses/welcome', async (req, reply) => {
    const auth = authenticate(state, req);
    if (!auth.ok) return sendError(reply, auth.error);
    const id = optionalId(asRecord(req.body).bonus_id);
    const player = auth.value;
    if (id === null || !welcomeBonusesFor(player.currency).some((b) => b.id === id)) {
      return sendError(reply, apiError(400, 'badRequest', 'The bonus is not available for this currency', 'bonus_id'));
    }
    state.players.update(player.uuid, (p) => {
      const has = p.bonuses.some((b) => b.bonus_id === id && b.status === 'pending');
      const record = has
        ? undefined
        : welcomeBonusRecord(
            id,
            Math.max(0, ...p.bonuses.map((b) => b.id)) + 1,
            Math.floor(state.deps.clock.now() / 1000),
          );
      return { ...p, welcomeBonusId: id, bonuses: record ? [...p.bonuses, record] : p.bonuses };
    });
    return { welcome_bonus_id: id };
  });

  app.get('/api/v1/bonuses/balances/players/me', async (req, reply) => {
    const auth = authenticate(state, req);
    if (!auth.ok) return sendError(reply, auth.error);
    return auth.value.bonuses.map(recordView);
  });

  app.delete<{ Params: { id: string } }>('/api/v1/bonuses/balances/:id', async (req, reply) => {
    const auth = authenticate(state, req);
    if (!auth.ok) return sendError(reply, auth.error);
    const id = Number(req.params.id);
    if (!auth.value.bonuses.some((b) => b.id === id))
      return sendError(reply, apiError(404, 'notFound', 'Bonus balance not found', 'id'));
    const updated = state.players.update(auth.value.uuid, (p) => ({
      ...p,
      bonuses: p.bonuses.map((b) =>
        b.id === id && b.status === 'pending' ? { ...b, status: 'deactivated' as const } : b,
      ),
    }));
    return recordView(updated!.bonuses.find((b) => b.id === id)!);
  });
}
