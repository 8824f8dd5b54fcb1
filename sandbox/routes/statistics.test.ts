import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestSandbox, bearer, registered, testSandbox } from '../testSupport.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
beforeEach(() => sb.reset());

describe('statistics and tracking', () => {
  it('records an open-registration-form event with affiliate keys', async () => {
    const body = {
      form_id: 'f-123',
      ga_id: 'GA1.2.3',
      type: 2,
      click_id: 'c',
      offer_id: 'o',
      partner_id: 'p',
      landing_id: 'l',
    };
    const res = await sb.api.post('/api/v1/statistics/open-registration-form', body, { 'accept-language': 'hi' });
    expect(res.status).toBe(200);
    const events = (await sb.api.get('/__sandbox/events?kind=statistics')).body;
    expect(events).toHaveLength(1);
    expect(events[0].data).toEqual({ ...body, player_uuid: null, accept_language: 'hi' });
  });

  it.each([
    [{ ga_id: 'x', type: 1 }, 'form_id'],
    [{ form_id: 'f', type: 3 }, 'type'],
  ])('refuses %j (%s)', async (body, location) => {
    const res = await sb.api.post('/api/v1/statistics/open-registration-form', body);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].location).toBe(location);
  });

  it('records player-activity and sessions', async () => {
    await sb.api.post('/api/v1/player-activity', {
      player_uuid: 'u',
      action: 'visit',
      partner_url: 'http://x',
      landing_name: 'aviator',
    });
    const session = await sb.api.post('/api/v1/sessions', { bonus_id: 101 });
    expect(session.body).toMatchObject({ bonus_id: 101, session_id: expect.any(String) });
    expect((await sb.api.get('/__sandbox/events')).body.map((e: { kind: string }) => e.kind)).toEqual([
      'player-activity',
      'session',
    ]);
  });
});

describe('tournament registration', () => {
  it('needs a session, answers 200 and records it once', async () => {
    expect((await sb.api.post('/api/v1/tournaments/registration', {})).status).toBe(401);
    const t = await registered(sb.api);
    for (let i = 0; i < 2; i++) {
      const res = await sb.api.post(
        '/api/v1/tournaments/registration',
        { tournament_id: 'ipl-2024' },
        bearer(t.access_token),
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ registered: true, tournament_id: 'ipl-2024' });
    }
    expect(sb.state.players.get(t.uuid)!.tournaments).toEqual(['ipl-2024']);
    expect(sb.state.events.list('tournament-registration')).toHaveLength(1);
  });
});
