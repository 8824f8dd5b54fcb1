/** GET /__sandbox/ab-events: the event log as the A/B event export (model/abEvents.ts), per visitor, JSON and CSV. */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestSandbox, registered, testSandbox } from '../testSupport.ts';
import { parseCsvEvents, parseJsonEvents } from '../../cli/report/readAbEvents.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
beforeEach(() => sb.reset());

const VISITOR = 'k3x9a0b1c2d3e4f5';
const arm = { experiment: 'mega_contest', arm: 'prize-pool', visitor: VISITOR };

describe('the A/B event export', () => {
  it('turns pixel calls, ab-open pixel calls, statistics calls and registrations of an experiment into exposures, openings and registrations of a visitor', async () => {
    await sb.api.post('/pixel/events', { category: 'sit', data: { page: '/mega-contest/', ...arm } });
    await sb.api.post('/pixel/events', { category: 'ab-open', data: { page: '/mega-contest/', ...arm } });
    await sb.api.post('/api/v1/statistics/open-registration-form', {
      form_id: `ab.mega_contest.prize-pool.${VISITOR}.1b4e28ba-2fa1-11d2-883f-0016d3cca427`,
      ga_id: 'g',
      type: 2,
    });
    await registered(sb.api, { form_id: `ab.mega_contest.prize-pool.${VISITOR}.2b4e28ba-2fa1-11d2-883f-0016d3cca427` });
    // Left out: no experiment, an old form id without a visitor, a visitor id of the wrong shape.
    await sb.api.post('/pixel/events', { category: 'sit', data: { page: '/x/' } });
    await sb.api.post('/api/v1/statistics/open-registration-form', {
      form_id: 'ab.mega_contest.control.1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      type: 2,
    });
    await sb.api.post('/pixel/events', { category: 'sit', data: { ...arm, visitor: 'x<y>' } });

    const json = await sb.api.get('/__sandbox/ab-events');
    expect(json.body).toMatchObject({ schema: 'promo-ab-events', schema_version: 1 });
    const events = parseJsonEvents(json.text, 'sandbox');
    expect(events.map((e) => [e.experiment, e.arm, e.visitor, e.event])).toEqual([
      ['mega_contest', 'prize-pool', VISITOR, 'exposure'],
      ['mega_contest', 'prize-pool', VISITOR, 'open'],
      ['mega_contest', 'prize-pool', VISITOR, 'open'],
      ['mega_contest', 'prize-pool', VISITOR, 'registration'],
    ]);
    const csv = await sb.api.get('/__sandbox/ab-events?format=csv');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(parseCsvEvents(csv.text, 'sandbox.csv')).toEqual(events);
  });
});
