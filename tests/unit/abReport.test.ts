/** `promo report`: the statistics against known values, the count per visitor, the export format, the verdicts and the command. */
import { describe, expect, it } from 'vitest';
import { wilsonInterval, zFor, Z95 } from '../../cli/report/abStats.ts';
import { tallyVisitors } from '../../cli/report/visitorTally.ts';
import { parseCsv } from '../../cli/report/parseCsv.ts';
import { parseCsvEvents, parseJsonEvents, readAbEvents } from '../../cli/report/readAbEvents.ts';
import { compareArms, visitorsNeeded, visitorsPerArmFor, zBound } from '../../cli/report/sequentialTest.ts';
import { sampleRatioCheck } from '../../cli/report/sampleRatio.ts';
import { analyseExperiment } from '../../cli/report/analyseExperiment.ts';
import { reportSvg } from '../../cli/report/reportSvg.ts';
import { runReport } from '../../cli/commands/report.ts';
import { abEventsCsv, abEventsJson, type AbEvent } from '../../model/abEvents.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import { PromoError } from '../../cli/errors/PromoError.ts';
import { REPO } from '../support/tempProject.ts';

const DAY = 86_400_000;
const T0 = Date.parse('2026-11-02T09:00:00Z');
const ev = (
  visitor: string,
  arm: string,
  event: AbEvent['event'],
  time = T0,
  experiment = 'mega_contest',
): AbEvent => ({ time, experiment, arm, visitor, event });
const ARMS = [
  { id: 'control', weight: 1, share: 0.5, control: true },
  { id: 'prize-pool', weight: 1, share: 0.5, control: false },
];

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

  it('the split check: chi-square against the declared weights (20 on 900/1,100 at 50/50, p = 7.7e-6; 10 on 3 arms, p = e^-5)', () => {
    expect(sampleRatioCheck([900, 1100], [0.5, 0.5])).toEqual({
      chiSquare: 20,
      df: 1,
      p: expect.closeTo(7.744e-6, 8),
      broken: true,
    });
    expect(sampleRatioCheck([450, 550], [0.5, 0.5])!.broken).toBe(false); // p = 0.0016: not below 0.001
    expect(sampleRatioCheck([10, 20, 30], [1 / 3, 1 / 3, 1 / 3])!.p).toBeCloseTo(Math.exp(-5), 10);
    expect(sampleRatioCheck([800, 200], [0.8, 0.2])!.chiSquare).toBe(0);
    expect(sampleRatioCheck([0, 0], [0.5, 0.5])).toBeNull();
  });

  it('the mSPRT: its bound grows with the sample, its p-value is 1 / the largest likelihood ratio seen, and it never shrinks', () => {
    // With τ² = V the bound is sqrt(2 (2 ln 20 + ln 2)) = 3.6622.
    expect(zBound(1, 1)).toBeCloseTo(Math.sqrt(2 * (2 * Math.log(20) + Math.log(2))), 10);
    expect(zBound(0.01, 1)).toBeGreaterThan(zBound(1, 1) - 1.2);
    const strong = { control: { visitors: 2000, registrants: 100 }, arm: { visitors: 2000, registrants: 180 } };
    const even = { control: { visitors: 4000, registrants: 200 }, arm: { visitors: 4000, registrants: 200 } };
    const now = compareArms([strong])!;
    expect(now.significant).toBe(true);
    expect(now.lift).toBeCloseTo(0.8, 10);
    expect(now.interval[0]).toBeGreaterThan(0);
    // Once the evidence was there, a later even look does not take it back (always-valid p-value).
    expect(compareArms([strong, even])!.p).toBe(now.p);
    expect(compareArms([even])!.p).toBe(1);
    expect(
      compareArms([{ control: { visitors: 0, registrants: 0 }, arm: { visitors: 5, registrants: 1 } }]),
    ).toBeNull();
  });

  it('visitors needed per arm: more than a fixed-horizon test (8,150 for 5 % → 6 %), fewer for a bigger lift', () => {
    const n20 = visitorsPerArmFor(0.05, 0.2)!;
    expect(n20).toBeGreaterThan(8150);
    expect(n20).toBeLessThan(2.2 * 8150);
    expect(visitorsPerArmFor(0.05, 0.1)!).toBeGreaterThan(3 * n20);
    expect(visitorsPerArmFor(0, 0.1)).toBeNull();
  });

  it('visitors needed at an uneven split: sized on the smallest arm, more in all than two halves', () => {
    const even = visitorsNeeded(0.05, 0.2, [0.5, 0.5])!;
    const uneven = visitorsNeeded(0.05, 0.2, [0.9, 0.1])!;
    // 10 % against 90 %: the variance 1/(0.9N) + 1/(0.1N) is 2.78× that of halves, so about 2.78× the visitors in all.
    const ratio = (uneven[0]! + uneven[1]!) / (even[0]! + even[1]!);
    expect(ratio).toBeGreaterThan(2.6);
    expect(ratio).toBeLessThan(2.95);
    expect(uneven[0]! / uneven[1]!).toBeCloseTo(9, 1);
    // Three arms: the control is compared with each; equal thirds need a third of the traffic each.
    const thirds = visitorsNeeded(0.05, 0.2, [1 / 3, 1 / 3, 1 / 3])!;
    expect(new Set(thirds).size).toBe(1);
    expect(visitorsNeeded(0.05, 0.2, [1, 0])).toBeNull();
  });
});

describe('counted per visitor', () => {
  it('a visitor counts once whatever they repeat, opens count without any analytics cookie, registering before the pixel still counts the visitor', () => {
    const t = tallyVisitors(
      [
        ev('v1', 'control', 'exposure'),
        ev('v1', 'control', 'exposure', T0 + 1000),
        ev('v1', 'control', 'exposure', T0 + 2000),
        ev('v1', 'control', 'open', T0 + 3000),
        ev('v1', 'control', 'open', T0 + 4000),
        ev('v1', 'control', 'registration', T0 + 5000),
        ev('v2', 'prize-pool', 'registration', T0 + DAY),
        ev('v3', 'prize-pool', 'exposure', T0 + DAY),
        ev('v3', 'prize-pool', 'open', T0 + DAY + 1),
        ev('v4', 'control', 'exposure'),
        ev('v4', 'prize-pool', 'exposure', T0 + 10),
        ev('v5', 'gone', 'exposure'),
        ev('v6', 'control', 'exposure', T0, 'other'),
      ],
      'mega_contest',
      ['control', 'prize-pool'],
    );
    expect(t.arms).toEqual({
      control: { visitors: 1, openers: 1, registrants: 1 },
      'prize-pool': { visitors: 2, openers: 1, registrants: 1 },
    });
    expect([t.switched, t.unknownArm]).toEqual([1, 1]);
    expect(t.days.map((d) => [d.day, d.arms['prize-pool']!.visitors])).toEqual([
      ['2026-11-02', 0],
      ['2026-11-03', 2],
    ]);
  });
});

describe('the event export, version 1', () => {
  const events = [ev('k3x9', 'control', 'exposure'), ev('a,"b"', 'prize-pool', 'registration', T0 + 5)];
  it('writes and reads the same events as JSON and as CSV', () => {
    expect(parseJsonEvents(JSON.stringify(abEventsJson(events)), 'x.json')).toEqual(events);
    const csv = abEventsCsv(events);
    expect(csv.split('\n')[0]).toBe('schema_version,time,experiment,arm,visitor,event');
    expect(csv.split('\n')[1]).toBe('1,2026-11-02T09:00:00.000Z,mega_contest,control,k3x9,exposure');
    expect(parseCsvEvents(csv, 'x.csv')).toEqual(events);
    // Columns in any order, times with an offset.
    expect(
      parseCsvEvents(
        'event,visitor,arm,experiment,time,schema_version\nopen,v,b,e,2026-11-02T10:00:00+01:00,1\n',
        'y.csv',
      ),
    ).toEqual([{ time: T0, experiment: 'e', arm: 'b', visitor: 'v', event: 'open' }]);
    expect(parseCsv('a,"b,""c"""\r\n1,2\n\n3,"x\ny"\n4,5')).toEqual([
      { line: 1, cells: ['a', 'b,"c"'] },
      { line: 2, cells: ['1', '2'] },
      { line: 4, cells: ['3', 'x\ny'] },
      { line: 6, cells: ['4', '5'] },
    ]);
  });

  it('says where a file is wrong and what to do', () => {
    expect(() => parseJsonEvents('[{"kind":"pixel"}]', 'x.json')).toThrow(
      'x.json is not an A/B event export: expected { "schema": "promo-ab-events"',
    );
    expect(() => parseJsonEvents('{"schema":"promo-ab-events","schema_version":2,"events":[]}', 'x.json')).toThrow(
      'x.json: the file is schema version 2; this promo reads version 1. Update promo',
    );
    expect(() =>
      parseJsonEvents(
        '{"schema":"promo-ab-events","schema_version":1,"events":[{"time":"2026-11-02","experiment":"e","arm":"a","visitor":"v","event":"open"}]}',
        'x.json',
      ),
    ).toThrow('x.json: events[0].time: "2026-11-02" is not an ISO 8601 time with a zone');
    expect(() => parseJsonEvents('nope', 'x.json')).toThrow('x.json is not valid JSON');
    expect(() => parseCsvEvents('kind,experiment,arm\npixel,e,a', 'x.csv')).toThrow(
      'x.csv:1: the header must name the columns schema_version,time,experiment,arm,visitor,event (missing: schema_version, time, visitor, event)',
    );
    expect(() =>
      parseCsvEvents(
        'schema_version,time,experiment,arm,visitor,event\n1,2026-11-02T09:00:00Z,e,a,v,open\n\n1,2026-11-02T09:00:00Z,e,a,,open',
        'x.csv',
      ),
    ).toThrow('x.csv:4: column visitor: visitor is missing');
    expect(() =>
      parseCsvEvents('schema_version,time,experiment,arm,visitor,event\n1,2026-11-02T09:00:00Z,e,a,v,click', 'x.csv'),
    ).toThrow('x.csv:2: column event: "click" is not one of exposure, open, registration.');
  });

  it('reads a sandbox at its /__sandbox/ab-events, under the prefix promo serve mounts it at', async () => {
    const seen: string[] = [];
    const read = await readAbEvents('http://127.0.0.1:3000/sandbox-api/', {
      readFile: async () => '',
      fetch: async (u) => {
        seen.push(u);
        return { ok: true, status: 200, text: async () => JSON.stringify(abEventsJson(events)) };
      },
    });
    expect([seen, read]).toEqual([['http://127.0.0.1:3000/sandbox-api/__sandbox/ab-events'], events]);
  });

  it('sends the sandbox control token (PROMO_SANDBOX_TOKEN) and says what to do when it is missing or wrong', async () => {
    const headers: Record<string, string>[] = [];
    const doc = JSON.stringify(abEventsJson([]));
    const answer = (status: number) => async (_u: string, init: { headers: Record<string, string> }) => {
      headers.push(init.headers);
      return { ok: status === 200, status, text: async () => doc };
    };
    await readAbEvents('http://127.0.0.1:3000/sandbox-api', {
      readFile: async () => '',
      fetch: answer(200),
      sandboxToken: 'tok-0123456789abcdef',
    });
    expect(headers[0]).toEqual({ 'x-sandbox-token': 'tok-0123456789abcdef' });
    await expect(
      readAbEvents('http://127.0.0.1:3000/sandbox-api', { readFile: async () => '', fetch: answer(401) }),
    ).rejects.toThrow(/set PROMO_SANDBOX_TOKEN to the token promo serve printed/);
    await expect(
      readAbEvents('http://127.0.0.1:3000/sandbox-api', {
        readFile: async () => '',
        fetch: answer(401),
        sandboxToken: 'wrong-0123456789abc',
      }),
    ).rejects.toThrow(/refused the token in PROMO_SANDBOX_TOKEN/);
  });
});

/** `n` visitors per arm over `days` days, converting at the given rates (every 1/rate-th visitor registers; deterministic). */
function experiment(perArm: Record<string, number>, rates: Record<string, number>, days: number): AbEvent[] {
  const out: AbEvent[] = [];
  for (const [arm, n] of Object.entries(perArm)) {
    for (let i = 0; i < n; i++) {
      const time = T0 + Math.floor((i / n) * days * DAY);
      out.push(ev(`${arm}-${i}`, arm, 'exposure', time));
      if (i % 4 === 0) out.push(ev(`${arm}-${i}`, arm, 'open', time + 1000));
      if (Math.floor((i + 1) * rates[arm]!) > Math.floor(i * rates[arm]!))
        out.push(ev(`${arm}-${i}`, arm, 'registration', time + 2000));
    }
  }
  return out;
}

describe('verdicts in plain words', () => {
  it('too early: before a whole week there is no verdict, whatever the numbers', () => {
    const a = analyseExperiment(
      experiment({ control: 3000, 'prize-pool': 3000 }, { control: 0.05, 'prize-pool': 0.1 }, 3),
      'mega_contest',
      ARMS,
    );
    expect(a.arms[1]!.vsControl!.significant).toBe(true);
    expect(a.verdict.status).toBe('too-early');
    expect(a.verdict.text).toMatch(
      /^keep running — day 3 of at least 7 \(a whole week, for weekly patterns\) before any verdict; about [\d,]+ more visitors per arm \(about \d+ more days at the current traffic\) to detect a 10 % lift\.$/,
    );
  });

  it('a winner after a week, with its lift and always-valid interval', () => {
    const a = analyseExperiment(
      experiment({ control: 3000, 'prize-pool': 3000 }, { control: 0.05, 'prize-pool': 0.1 }, 8),
      'mega_contest',
      ARMS,
    );
    expect(a.verdict).toMatchObject({ status: 'winner', winner: 'prize-pool' });
    expect(a.verdict.text).toMatch(
      /^prize-pool wins: \+100 % registrations per visitor against control \(95 % always-valid interval \+\d+ % to \+\d+ %\), p = /,
    );
  });

  it('keep running, with the visitors still needed; and the control winning when the arm is worse', () => {
    const even = analyseExperiment(
      experiment({ control: 2000, 'prize-pool': 2000 }, { control: 0.05, 'prize-pool': 0.05 }, 10),
      'mega_contest',
      ARMS,
    );
    expect(even.verdict.status).toBe('keep-running');
    expect(even.verdict.visitorsNeeded).toEqual({
      control: visitorsPerArmFor(0.05, 0.1),
      'prize-pool': visitorsPerArmFor(0.05, 0.1),
    });
    expect(even.verdict.moreVisitorsPerArm).toBe(visitorsPerArmFor(0.05, 0.1)! - 2000);
    expect(even.verdict.text).toMatch(
      /^keep running — no arm differs from control yet; about 59,000 more visitors per arm \(about 2\d\d more days at the current traffic\) to detect a 10 % lift\.$/,
    );
    const uneven = analyseExperiment(
      experiment({ control: 4500, 'prize-pool': 500 }, { control: 0.05, 'prize-pool': 0.05 }, 10),
      'mega_contest',
      [
        { id: 'control', weight: 9, share: 0.9, control: true },
        { id: 'prize-pool', weight: 1, share: 0.1, control: false },
      ],
    );
    const need = visitorsNeeded(0.05, 0.1, [0.9, 0.1])!;
    expect(uneven.verdict.visitorsNeeded).toEqual({ control: need[0], 'prize-pool': need[1] });
    expect(uneven.verdict.moreVisitorsPerArm).toBe(need[0]! - 4500);
    expect(uneven.verdict.text).toMatch(
      /^keep running — no arm differs from control yet; about [\d,]+ more visitors, [\d,]+ in control and [\d,]+ in prize-pool \(about \d+ more days at the current traffic; with an uneven split the smallest arm sets the pace\) to detect a 10 % lift\.$/,
    );
    // Three arms: the report sizes each comparison at its share of the 5 % (as the simulation's three-arm case does).
    const three = analyseExperiment(
      experiment({ control: 2000, a: 2000, b: 2000 }, { control: 0.05, a: 0.05, b: 0.05 }, 10),
      'mega_contest',
      ['control', 'a', 'b'].map((id, i) => ({ id, weight: 1, share: 1 / 3, control: i === 0 })),
    );
    const thirds = visitorsNeeded(0.05, 0.1, [1 / 3, 1 / 3, 1 / 3], 0.8, 0.05 / 2)!;
    expect(three.verdict.visitorsNeeded).toEqual({ control: thirds[0], a: thirds[1], b: thirds[2] });
    const worse = analyseExperiment(
      experiment({ control: 3000, 'prize-pool': 3000 }, { control: 0.1, 'prize-pool': 0.04 }, 8),
      'mega_contest',
      ARMS,
    );
    expect(worse.verdict.text).toBe(
      'control wins: every other arm converts worse (prize-pool −60 % registrations per visitor); keep control.',
    );
  });

  it('stop: a 45/55 split of a 50/50 experiment is broken, before any other verdict', () => {
    const a = analyseExperiment(
      experiment({ control: 1800, 'prize-pool': 2200 }, { control: 0.05, 'prize-pool': 0.1 }, 2),
      'mega_contest',
      ARMS,
    );
    expect(a.verdict.status).toBe('broken-split');
    expect(a.verdict.text).toMatch(
      /^stop: the split is broken — control 45\.0 %, prize-pool 55\.0 % of visitors where 50 % \/ 50 % was declared \(p = 2\.\de-10\)\./,
    );
  });

  it('no data', () => {
    expect(analyseExperiment([], 'mega_contest', ARMS).verdict.text).toBe(
      'no data yet: no visitor of this experiment in the events read.',
    );
  });
});

describe('promo report', () => {
  const events = experiment({ control: 3000, 'prize-pool': 3000 }, { control: 0.05, 'prize-pool': 0.1 }, 8);
  const run = async (
    opts: { format?: 'text' | 'json'; since?: number; until?: number; svg?: string; file?: string } = {},
  ) => {
    let out = '';
    const written: Record<string, string> = {};
    await runReport(
      {
        root: REPO,
        fs: nodeFs,
        out: (s) => {
          out += s;
        },
        readFile: async () => abEventsCsv(events),
        fetch: async () => {
          throw new Error('no network');
        },
        writeFile: async (f, t) => {
          written[f] = t;
        },
      },
      {
        slug: 'mega-contest',
        from: opts.file ?? 'events.csv',
        format: opts.format ?? 'text',
        since: opts.since,
        until: opts.until,
        svg: opts.svg,
      },
    );
    return { out, written };
  };

  it('prints a short table per arm, the verdict and how it was counted', async () => {
    const { out } = await run();
    console.log(out);
    expect(out.split('\n').length).toBeLessThanOrEqual(10);
    expect(out).toContain(
      'Experiment mega_contest (mega-contest), events from events.csv · 2026-11-02 09:00 → 2026-11-10 08:56 UTC, 8.0 days',
    );
    expect(out).toMatch(/control \(control\)\s+50\.0% of 50%\s+3,000\s+750\s+150\s+5\.0%\s+4\.3%–5\.8%\s+—/);
    expect(out).toMatch(
      /prize-pool\s+50\.0% of 50%\s+3,000\s+750\s+300\s+10\.0%\s+9\.0%–11\.1%\s+\+100% \(\+\d+% to \+\d+%\), p<0\.001/,
    );
    expect(out).toContain('Verdict: prize-pool wins: +100 % registrations per visitor');
  });

  it('--format json carries the same numbers; --since/--until keep a window', async () => {
    const json = JSON.parse((await run({ format: 'json' })).out) as {
      experiment: string;
      arms: { id: string; visitors: number; openers: number; registrants: number }[];
      verdict: { status: string };
      sampleRatio: { broken: boolean };
    };
    expect(json.arms.map((a) => [a.id, a.visitors, a.openers, a.registrants])).toEqual([
      ['control', 3000, 750, 150],
      ['prize-pool', 3000, 750, 300],
    ]);
    expect([json.experiment, json.verdict.status, json.sampleRatio.broken]).toEqual(['mega_contest', 'winner', false]);
    const early = JSON.parse((await run({ format: 'json', since: T0, until: T0 + 2 * DAY })).out) as {
      until: string;
      arms: { visitors: number }[];
      verdict: { status: string };
    };
    expect([early.until, early.arms.map((a) => a.visitors), early.verdict.status]).toEqual([
      '2026-11-04T09:00:00.000Z',
      [750, 750],
      'too-early',
    ]);
  });

  it('--svg writes the chart: a line and an interval band per arm, one point a day', async () => {
    const { out, written } = await run({ svg: 'chart.svg' });
    expect(out).toContain('Chart written to chart.svg');
    const svg = written['chart.svg']!;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg.match(/<g data-arm="[^"]+">/g)).toEqual(['<g data-arm="control">', '<g data-arm="prize-pool">']);
    expect(svg.match(/<circle /g)).toHaveLength(2 * 9);
    expect(svg).not.toContain('<script');
    expect(reportSvg('<b>&', analyseExperiment([], 'x', ARMS))).toContain('<title>&#60;b&#62;&#38;</title>');
  });

  it('a campaign without an experiment, an unreachable sandbox or a bad window is a clear error', async () => {
    const deps = {
      root: REPO,
      fs: nodeFs,
      out: () => undefined,
      readFile: async () => '',
      fetch: async () => {
        throw new Error('ECONNREFUSED');
      },
      writeFile: async () => undefined,
    };
    await expect(runReport(deps, { slug: 'welcome-bonuses', format: 'text' })).rejects.toThrow(
      'declares no experiment',
    );
    const err = await runReport(deps, { slug: 'mega-contest', from: 'http://127.0.0.1:1', format: 'text' }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(PromoError);
    expect((err as PromoError).message).toContain('No sandbox answers at http://127.0.0.1:1/__sandbox/ab-events');
    await expect(
      runReport(deps, { slug: 'mega-contest', from: 'x.csv', format: 'text', since: T0, until: T0 }),
    ).rejects.toThrow('--until: must be later than --since.');
  });
});
