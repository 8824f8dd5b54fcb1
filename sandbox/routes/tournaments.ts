/**
 * POST /api/v1/tournaments/registration { tournament_id? } (auth) → 200 { registered: true, tournament_id }.
 * Registering twice is fine (still 200, recorded once). Event 'tournament-registration'.
 */
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../http/authenticate.ts';
import { sendError } from '../http/errors.ts';
import type { SandboxState } from '../store/state.ts';
import { asRecord, optionalText } from '../validation/fields.ts';

export const DEFAULT_TOURNAMENT = 'default';

export function registerTournamentRoutes(app: FastifyInstance, state: SandboxState): void {
  app.post('/api/v1/tournaments/registration', async (req, reply) => {
    const auth = authenticate(state, req);
    if (!auth.ok) return sendError(reply, auth.error);
    const body = asRecord(req.body);
    const tournamentId = optionalText(body.tournament_id) ?? optionalText(body.name) ?? DEFAULT_TOURNAMENT;
    if (!auth.value.tournaments.includes(tournamentId)) {
      state.players.update(auth.value.uuid, (p) => ({ ...p, tournaments: [...p.tournaments, tournamentId] }));
      state.events.add('tournament-registration', { uuid: auth.value.uuid, tournament_id: tournamentId });
    }
    return { registered: true, tournament_id: tournamentId };
  });
}
