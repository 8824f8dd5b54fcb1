/** Schedules that switch in the browser: the shared state rule, the head script, the boot switch, the markup. */
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { nextBoundary, scheduleStateAt, SCHEDULE_HEAD_SCRIPT, OPEN_STATES } from '../../model/scheduleStates.ts';
import { scheduleHead } from '../../runtime/boot/scheduleHead.ts';
import { startScheduleSwitch, type SwitchClock } from '../../runtime/boot/scheduleSwitch.ts';
import { startCountdowns } from '../../runtime/boot/countdown.ts';
import { When, EndedOr } from '../../runtime/components/When.tsx';
import { inlineScriptHashes } from '../../cli/build/contentSecurityPolicy.ts';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import { planSite } from '../../cli/site/planSite.ts';
import { scheduleStatus } from '../../cli/site/scheduleStatus.ts';
import { REPO } from '../support/tempProject.ts';
import type { ScheduleStatus } from '../../model/Site.ts';

/** A stand-in for <html> with attributes only. */
function fakeHtml(attrs: Record<string, string>) {
  const a = new Map(Object.entries(attrs));
  return {
    getAttribute: (k: string) => a.get(k) ?? null,
    setAttribute: (k: string, v: string) => void a.set(k, v),
    hasAttribute: (k: string) => a.has(k),
  };
}

function fakeDoc(attrs: Record<string, string>) {
  const html = fakeHtml(attrs);
  const listeners = new Map<string, () => void>();
  const doc = {
    documentElement: html,
    visibilityState: 'visible',
    addEventListener: (t: string, f: () => void) => void listeners.set(t, f),
    removeEventListener: (t: string) => void listeners.delete(t),
  };
  return { doc: doc as unknown as Document, html, listeners };
}

/** A clock whose timers run when `advance` passes them. */
function fakeClock(start: number) {
  let now = start;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  const clock: SwitchClock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = ++ids;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      now = due.at;
      due.fn();
    }
    now = until;
  };
  return { clock, advance, pending: () => timers.length, delays: () => timers.map((t) => t.at - now) };
}

const W = { starts: 1_800_000_000_000, ends: 1_800_000_000_000 + 7 * 86_400_000 };

describe('schedule state by a clock', () => {
  it('is scheduled before the start, live from the start to the end inclusive, ended after', () => {
    expect(scheduleStateAt(W, W.starts - 1)).toBe('scheduled');
    expect(scheduleStateAt(W, W.starts)).toBe('live');
    expect(scheduleStateAt(W, W.ends)).toBe('live');
    expect(scheduleStateAt(W, W.ends + 1)).toBe('ended');
    expect(nextBoundary(W, W.starts - 10)).toBe(W.starts);
    expect(nextBoundary(W, W.starts)).toBe(W.ends + 1);
    expect(nextBoundary(W, W.ends + 1)).toBeNull();
  });

  it('the inline head script picks the same state as the build and the boot script, at any moment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4e12 }),
        fc.integer({ min: 0, max: 1e11 }),
        fc.integer({ min: -2e11, max: 2e11 }),
        (starts, len, offset) => {
          const w = { starts, ends: starts + len };
          const html = fakeHtml({
            'data-schedule': 'live',
            'data-starts': String(w.starts),
            'data-ends': String(w.ends),
          });
          const at = starts + offset;
          new Function('document', 'Date', SCHEDULE_HEAD_SCRIPT)({ documentElement: html }, { now: () => at });
          expect(html.getAttribute('data-schedule')).toBe(scheduleStateAt(w, at));
        },
      ),
    );
  });

  it("agrees with the build's scheduleStatus for every catalogue campaign with a schedule", async () => {
    const { config, campaigns } = await checkProject({ root: REPO, fs: nodeFs });
    const at = Date.parse('2026-11-21T12:00:00Z');
    const manifest = planSite(
      config!,
      campaigns.map((c) => c.data),
      { env: 'development', at },
    );
    const pages = Object.values(manifest.pages);
    expect(pages.some((p) => p.switches)).toBe(true);
    for (const p of pages) {
      expect(!!p.switches).toBe(!!p.window);
      expect(p.preview).toBeUndefined();
      if (p.window)
        for (const t of [p.window.starts - 1, p.window.starts, p.window.ends, p.window.ends + 1])
          expect(scheduleStateAt(p.window, t)).toBe(scheduleStatus(p.campaign, t));
    }
    const preview = planSite(
      config!,
      campaigns.map((c) => c.data),
      { env: 'development', at, preview: true },
    );
    for (const p of Object.values(preview.pages)) expect(!!p.preview).toBe(!!p.window);
  });
});

describe('the document of a switching page', () => {
  const page = { status: 'scheduled' as const, window: W, switches: true };
  it("carries the window and the build's state on <html>, and one inline script whose CSP hash is the same on every page", () => {
    const head = scheduleHead(page);
    expect(head.attributes).toBe(` data-schedule="scheduled" data-starts="${W.starts}" data-ends="${W.ends}"`);
    expect(head.script).toBe(`<script>${SCHEDULE_HEAD_SCRIPT}</script>\n`);
    const other = scheduleHead({ ...page, status: 'live', window: { starts: 5, ends: 9 } });
    expect(inlineScriptHashes(head.script)).toEqual(inlineScriptHashes(other.script));
    expect(inlineScriptHashes(head.script)).toHaveLength(1);
  });
  it('a page seen at another moment (promo dev ?at=) carries it, and the head script takes it for now', () => {
    const head = scheduleHead({ ...page, visitAt: W.ends - 2_000 });
    expect(head.attributes).toBe(
      ` data-schedule="scheduled" data-starts="${W.starts}" data-ends="${W.ends}" data-visit-at="${W.ends - 2_000}"`,
    );
    expect(head.script).toBe(`<script>${SCHEDULE_HEAD_SCRIPT}</script>\n`);
    const run = (visitAt: number) => {
      const html = fakeHtml({
        'data-schedule': 'scheduled',
        'data-starts': String(W.starts),
        'data-ends': String(W.ends),
        'data-visit-at': String(visitAt),
      });
      // The visitor's own clock is far before the schedule; only the page's moment counts.
      new Function('document', 'Date', SCHEDULE_HEAD_SCRIPT)({ documentElement: html }, { now: () => 0 });
      return html.getAttribute('data-schedule');
    };
    expect([run(W.starts - 1), run(W.ends), run(W.ends + 1)]).toEqual(['scheduled', 'live', 'ended']);
  });
  it('a preview keeps its state: marked, and no script', () => {
    expect(scheduleHead({ ...page, preview: true })).toEqual({
      attributes: ` data-schedule="scheduled" data-starts="${W.starts}" data-ends="${W.ends}" data-schedule-preview=""`,
      script: '',
    });
  });
  it('a page without a schedule gets nothing', () => {
    expect(scheduleHead({ status: 'always', window: null })).toEqual({ attributes: '', script: '' });
  });
});

describe("the boot script's switch", () => {
  it("on a page seen at another moment, runs by that moment ticking on from the page's load, not the visitor's clock", () => {
    const { doc, html } = fakeDoc({
      'data-schedule': 'live',
      'data-starts': String(W.starts),
      'data-ends': String(W.ends),
      'data-visit-at': String(W.ends - 1_000),
    });
    vi.useFakeTimers({ now: 0, toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const stop = startScheduleSwitch(doc)!;
      expect(html.getAttribute('data-schedule')).toBe('live');
      vi.advanceTimersByTime(1_001);
      expect(html.getAttribute('data-schedule')).toBe('ended');
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('switches at the start and at the end while the page is open, then stops', () => {
    const { doc, html } = fakeDoc({
      'data-schedule': 'scheduled',
      'data-starts': String(W.starts),
      'data-ends': String(W.ends),
    });
    const c = fakeClock(W.starts - 60_000);
    const seen: string[] = [];
    startScheduleSwitch(doc, c.clock, (s) => seen.push(s));
    expect(html.getAttribute('data-schedule')).toBe('scheduled');
    c.advance(59_999);
    expect(html.getAttribute('data-schedule')).toBe('scheduled');
    c.advance(1);
    expect(html.getAttribute('data-schedule')).toBe('live');
    c.advance(W.ends - W.starts);
    expect(html.getAttribute('data-schedule')).toBe('live');
    c.advance(1);
    expect(html.getAttribute('data-schedule')).toBe('ended');
    expect(seen).toEqual(['live', 'ended']);
    expect(c.pending()).toBe(0);
  });

  it('corrects a state the build saw, and waits longer than setTimeout allows in steps', () => {
    const { doc, html } = fakeDoc({
      'data-schedule': 'live',
      'data-starts': String(W.starts),
      'data-ends': String(W.starts + 100 * 86_400_000),
    });
    const c = fakeClock(W.starts - 1000);
    startScheduleSwitch(doc, c.clock);
    expect(html.getAttribute('data-schedule')).toBe('scheduled');
    c.advance(1000);
    expect(html.getAttribute('data-schedule')).toBe('live');
    expect(c.delays()).toEqual([2 ** 31 - 1]);
    c.advance(100 * 86_400_000);
    expect(html.getAttribute('data-schedule')).toBe('live');
    c.advance(1);
    expect(html.getAttribute('data-schedule')).toBe('ended');
  });

  it('leaves a preview build and a page without a schedule alone', () => {
    const preview = fakeDoc({
      'data-schedule': 'scheduled',
      'data-starts': String(W.starts),
      'data-ends': String(W.ends),
      'data-schedule-preview': '',
    });
    expect(startScheduleSwitch(preview.doc, fakeClock(W.ends + 5).clock)).toBeNull();
    expect(preview.html.getAttribute('data-schedule')).toBe('scheduled');
    expect(startScheduleSwitch(fakeDoc({}).doc, fakeClock(0).clock)).toBeNull();
  });

  it('re-checks when a hidden tab comes back', () => {
    const { doc, html, listeners } = fakeDoc({
      'data-schedule': 'live',
      'data-starts': String(W.starts),
      'data-ends': String(W.ends),
    });
    let now = W.starts;
    const clock: SwitchClock = { now: () => now, setTimeout: () => 1, clearTimeout: () => undefined };
    startScheduleSwitch(doc, clock);
    now = W.ends + 10; // the timer was throttled away
    listeners.get('visibilitychange')!();
    expect(html.getAttribute('data-schedule')).toBe('ended');
  });

  it('countdowns on a switching page do not reload it when they reach zero', () => {
    vi.useFakeTimers();
    let now = 1_000_000;
    let reloads = 0;
    const cells = ['days', 'hours', 'minutes', 'seconds'].map((unit) => ({ dataset: { unit }, textContent: '' }));
    const el = { dataset: { countdownTo: String(now + 2000) }, querySelectorAll: () => cells };
    const doc = {
      documentElement: fakeHtml({ 'data-starts': '1', 'data-ends': '2' }),
      querySelector: () => el,
      querySelectorAll: () => [el],
    } as unknown as Document;
    startCountdowns(
      doc,
      () => now,
      () => reloads++,
    );
    now += 3000;
    vi.advanceTimersByTime(10_000);
    expect(reloads).toBe(0);
    expect(cells.map((c) => c.textContent)).toEqual(['00', '00', '00', '00']);
    vi.useRealTimers();
  });
});

describe('<When>', () => {
  const render = (status: ScheduleStatus, switches?: boolean) =>
    renderToStaticMarkup(
      createElement(
        'div',
        null,
        createElement(When, { page: { status, switches }, is: ['scheduled'], children: 'soon' }),
        createElement(EndedOr, { page: { status, switches }, ended: 'over', open: 'join' }),
      ),
    );
  it("renders only the page's own state on a page that does not switch", () => {
    expect(render('scheduled')).toBe('<div>soonjoin</div>');
    expect(render('ended')).toBe('<div>over</div>');
    expect(render('always')).toBe('<div>join</div>');
  });
  it('renders every state, each marked with the states it belongs to, on a switching page', () => {
    const html =
      '<div><promo-when data-when="scheduled">soon</promo-when><promo-when data-when="ended">over</promo-when><promo-when data-when="scheduled live">join</promo-when></div>';
    expect(render('scheduled', true)).toBe(html);
    expect(render('ended', true)).toBe(html);
    expect(OPEN_STATES).toContain('always');
  });
});
