/**
 * The suite a year ahead: with the machine's clock a year after the suite's moment (SHOT_AT, the
 * moment the browser suite's site is built as at and its pages' clocks start at), the pages the
 * browser tests rely on are planned exactly as with the real clock, in the states those tests expect.
 * Nothing in checking and planning reads the machine's clock, so the suite passes on any day.
 * (The browser side: tests/e2e/yearAhead.spec.ts runs with the pages' clock a year ahead.)
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import { planSite } from '../../cli/site/planSite.ts';
import { buildMoment } from '../../cli/commands/buildMoment.ts';
import { SHOT_AT } from '../../cli/shot/shotAt.ts';
import { REPO } from '../support/tempProject.ts';

const YEAR = 365 * 86_400_000;
/** What the browser tests expect of these pages at SHOT_AT: a schedule state, and whether an A/B experiment runs. */
const EXPECTED = {
  '/cash-race/': ['live', false], // countdowns, the phone registration, the runtime's calls
  '/cash-race/hi/': ['live', false],
  '/mega-contest/': ['live', true], // the A/B arm tests
  '/merry-prize-month/': ['scheduled', false], // schedule.spec.ts: built before it starts
  '/reg-en/': ['always', true], // an experiment: the arm in the pixel and registration calls
  '/welcome-bonuses/': ['always', false],
} as const;
const SLUGS = [...new Set(Object.keys(EXPECTED).map((u) => u.split('/')[1]!))];

type Checked = Awaited<ReturnType<typeof checkProject>>;
const check = () => checkProject({ root: REPO, fs: nodeFs, files: SLUGS.map((s) => `campaigns/${s}.yaml`) });
/** As `promo build --at <SHOT_AT>` plans it (the browser suite's build, playwright.config.ts); `{}` as a build without --at. */
const plan = ({ config, campaigns }: Checked, o: { at?: number } = { at: SHOT_AT }) =>
  planSite(
    config!,
    campaigns.map((c) => c.data),
    { env: 'development', ...buildMoment(o, Date.now) },
  );

describe("the suite's site with the machine's clock a year ahead", () => {
  let today: Checked;
  beforeAll(async () => {
    today = await check();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is checked and planned as with the real clock, each page in the state the browser tests expect', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SHOT_AT + YEAR });
    expect(Date.now()).toBe(SHOT_AT + YEAR);
    const checked = await check();
    expect(checked.problems).toEqual(today.problems);
    const ahead = plan(checked);
    expect(ahead).toEqual(plan(today));
    for (const [url, [status, experiment]] of Object.entries(EXPECTED)) {
      const page = ahead.pages[url];
      expect([url, page?.status, !!page?.experiment, page?.preview]).toEqual([url, status, experiment, undefined]);
    }
    expect(ahead.experiments?.map((e) => e.slug).sort()).toEqual(['mega-contest', 'reg-en']);
  });

  it("would not be, built as at the machine's clock: the live pages have ended and the experiments are gone", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SHOT_AT + YEAR });
    const now = plan(today, {});
    expect(now.pages['/cash-race/']?.status).toBe('ended');
    expect(now.pages['/mega-contest/']?.experiment).toBeUndefined();
    expect(now.experiments ?? []).toEqual([]);
  });
});
