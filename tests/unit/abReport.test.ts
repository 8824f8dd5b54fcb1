/** `promo report`: the statistics against known values, the tally per arm, reading sandbox/JSON/CSV events, and the command. */
import { describe, expect, it } from 'vitest';
import { twoProportionTest, wilsonInterval, zFor, Z95 } from '../../cli/report/abStats.ts';
import { tallyArms } from '../../cli/report/armTally.ts';
import { parseCsv, parseCsvEvents, parseJsonEvents, readEvents } from '../../cli/report/readEvents.ts';
import { runReport } from '../../cli/commands/report.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import { PromoError } from '../../cli/errors/PromoError.ts';
import { REPO } from '../support/tempProject.ts';

describe('statistics, against published values', () => {
  it('z for 95 % is 1.959964', () => {
    expect(Z95).toBeCloseTo(1.959964, 5);
    expect(zFor(0.99)).toBeCloseTo(2.575829, 5);
  });

  it.each([
    // Wilson score intervals (Newcombe 1998, table I; and the usual textbook examples).
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [10, 100, 0.0552, 0.1744],
    [20, 20, 0.8389, 1],
  ])('Wilson %i/%i → %f–%f', (k, n, lo, hi) => {
    const [a, b] = wilsonInterval(k, n);
    expect(a).toBeCloseTo(lo, 4);
    expect(b).toBeCloseTo(hi, 4);
  });

  it('two-proportion z-test: 10/100 vs 20/100 gives z 1.980, p 0.0477 (significant); 45/100 vs 55/100 is not', () => {
    const t = twoProportionTest({ successes: 10, trials: 100 }, { successes: 20, trials: 100 })!;
    expect(t.difference).toBeCloseTo(0.1, 10);
    expect(t.z).toBeCloseTo(1.9803, 4);
    expect(t.p).toBeCloseTo(0.0477, 4);
    expect(t.significant).toBe(true);
    const u = twoProportionTest({ successes: 45, trials: 100 }, { successes: 55, trials: 100 })!;
    expect([u.z, u.p, u.significant]).toEqual([expect.closeTo(1.4142, 4), expect.closeTo(0.1573, 4), false]);
    expect(twoProportionTest({ successes: 0, trials: 0 }, { successes: 1, trials: 5 })).toBeNull();
    expect(twoProportionTest({ successes: 0, trials: 5 }, { successes: 0, trials: 5 })).toEqual({ difference: 0, z: 0, p: 1, significant: false });
  });
});

describe('tally per arm', () => {
  const ev = (kind: string, arm: string | null, experiment: string | null = 'mega_contest') => ({ kind, experiment, arm });
  it('counts visitors, opens and registrations of this experiment only', () => {
    const events = [
      ...Array.from({ length: 100 }, () => ev('pixel', 'control')), ...Array.from({ length: 100 }, () => ev('pixel', 'b')),
      ...Array.from({ length: 30 }, () => ev('statistics', 'b')), ...Array.from({ length: 10 }, () => ev('registration', 'control')),
      ...Array.from({ length: 20 }, () => ev('registration', 'b')), ev('pixel', 'b', 'other'), ev('pixel', null, null), ev('login', 'b'),
    ];
    const rows = tallyArms(events, 'mega_contest', [{ id: 'control', weight: 1, control: true }, { id: 'b', weight: 1, control: false }]);
    expect(rows.map((r) => [r.id, r.visitors, r.opens, r.registrations, r.conversion])).toEqual([['control', 100, 0, 10, 0.1], ['b', 100, 30, 20, 0.2]]);
    expect(rows[0]!.vsControl).toBeNull();
    expect(rows[1]!.vsControl!.p).toBeCloseTo(0.0477, 4);
  });
});

describe('reading events', () => {
  it('reads the sandbox list, flat JSON rows and CSV with quotes', () => {
    expect(parseJsonEvents('[{"seq":1,"kind":"pixel","data":{"category":"sit","experiment":"e","arm":"a"}},{"kind":"registration","experiment":"e","arm":"b"}]', 'x.json'))
      .toEqual([{ kind: 'pixel', experiment: 'e', arm: 'a' }, { kind: 'registration', experiment: 'e', arm: 'b' }]);
    expect(parseCsv('a,"b,""c"""\r\n1,2\n')).toEqual([['a', 'b,"c"'], ['1', '2']]);
    expect(parseCsvEvents('time,Kind,experiment,arm\n1,pixel,e,a\n2,statistics,,\n', 'x.csv')).toEqual([{ kind: 'pixel', experiment: 'e', arm: 'a' }, { kind: 'statistics', experiment: null, arm: null }]);
  });

  it('says what is wrong with a file that is not events', () => {
    expect(() => parseJsonEvents('{"kind":1}', 'x.json')).toThrow('x.json must hold a JSON list');
    expect(() => parseJsonEvents('[{"data":{}}]', 'x.json')).toThrow('x.json item 1: the event has no "kind"');
    expect(() => parseJsonEvents('nope', 'x.json')).toThrow('x.json is not valid JSON');
    expect(() => parseCsvEvents('a,b\n1,2', 'x.csv')).toThrow('the first line must name the columns kind, experiment and arm');
  });

  it('reads a sandbox at its /__sandbox/events, under the prefix promo serve mounts it at', async () => {
    const seen: string[] = [];
    const events = await readEvents('http://127.0.0.1:3000/sandbox-api/', { readFile: async () => '', fetch: async (u) => { seen.push(u); return { ok: true, status: 200, text: async () => '[{"kind":"pixel","data":{"experiment":"e","arm":"a"}}]' }; } });
    expect([seen, events]).toEqual([['http://127.0.0.1:3000/sandbox-api/__sandbox/events'], [{ kind: 'pixel', experiment: 'e', arm: 'a' }]]);
  });

  it('sends the sandbox control token (PROMO_SANDBOX_TOKEN) and says what to do when it is missing or wrong', async () => {
    const headers: Record<string, string>[] = [];
    const answer = (status: number) => async (_u: string, init: { headers: Record<string, string> }) => { headers.push(init.headers); return { ok: status === 200, status, text: async () => '[]' }; };
    await readEvents('http://127.0.0.1:3000/sandbox-api', { readFile: async () => '', fetch: answer(200), sandboxToken: 'tok-0123456789abcdef' });
    expect(headers[0]).toEqual({ 'x-sandbox-token': 'tok-0123456789abcdef' });
    await expect(readEvents('http://127.0.0.1:3000/sandbox-api', { readFile: async () => '', fetch: answer(401) })).rejects.toThrow(/set PROMO_SANDBOX_TOKEN to the token promo serve printed/);
    await expect(readEvents('http://127.0.0.1:3000/sandbox-api', { readFile: async () => '', fetch: answer(401), sandboxToken: 'wrong-0123456789abc' })).rejects.toThrow(/refused the token in PROMO_SANDBOX_TOKEN/);
  });
});

describe('promo report', () => {
  const csv = ['kind,experiment,arm', ...Array(100).fill('pixel,mega_contest,control'), ...Array(100).fill('pixel,mega_contest,prize-pool'),
    ...Array(25).fill('statistics,mega_contest,control'), ...Array(32).fill('statistics,mega_contest,prize-pool'),
    ...Array(10).fill('registration,mega_contest,control'), ...Array(20).fill('registration,mega_contest,prize-pool')].join('\n');
  const run = async (slug: string, format: 'text' | 'json') => {
    let out = '';
    await runReport({ root: REPO, fs: nodeFs, out: (s) => { out += s; }, readFile: async () => csv, fetch: async () => { throw new Error('no network'); } }, { slug, from: 'events.csv', format });
    return out;
  };

  it('prints the table per arm of mega-contest', async () => {
    const text = await run('mega-contest', 'text');
    expect(text).toContain('Experiment mega_contest (mega-contest), events from events.csv');
    expect(text).toMatch(/control \(control\)\s+50\.0%\s+100\s+25\s+10\s+10\.0%\s+5\.5%–17\.4%\s+—/);
    expect(text).toMatch(/prize-pool\s+50\.0%\s+100\s+32\s+20\s+20\.0%\s+13\.3%–28\.9%\s+\+10\.0 pts, z=1\.98, p=0\.048, significant/);
  });

  it('--format json gives the same numbers', async () => {
    const json = JSON.parse(await run('mega-contest', 'json')) as { experiment: string; arms: { id: string; visitors: number; registrations: number; vsControl: { significant: boolean } | null }[] };
    expect(json.experiment).toBe('mega_contest');
    expect(json.arms.map((a) => [a.id, a.visitors, a.registrations, a.vsControl?.significant ?? null])).toEqual([['control', 100, 10, null], ['prize-pool', 100, 20, true]]);
  });

  it('a campaign without an experiment, or an unreachable sandbox, is a clear error', async () => {
    await expect(run('welcome-bonuses', 'text')).rejects.toThrow('declares no experiment');
    const err = await runReport({ root: REPO, fs: nodeFs, out: () => undefined, readFile: async () => '', fetch: async () => { throw new Error('ECONNREFUSED'); } }, { slug: 'mega-contest', from: 'http://127.0.0.1:1', format: 'text' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PromoError);
    expect((err as PromoError).message).toContain('No sandbox answers at http://127.0.0.1:1/__sandbox/events');
  });
});
