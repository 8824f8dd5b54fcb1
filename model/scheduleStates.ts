/**
 * Schedule states of a page with a window, by a clock: the one rule the build, the inline head
 * script and the boot script's switch share. The start is live; the end moment is still live.
 */
import type { ScheduleStatus } from './Site.ts';

export type SwitchState = Exclude<ScheduleStatus, 'always'>;
export interface ScheduleWindow {
  starts: number;
  ends: number;
}

/** The states a page that switches in the browser renders, in schedule order. */
export const SWITCH_STATES: readonly SwitchState[] = ['scheduled', 'live', 'ended'];
/** Every state but "ended": where calls to action, steps and the closing band show. */
export const OPEN_STATES: readonly ScheduleStatus[] = ['always', 'scheduled', 'live'];
export const ENDED_STATES: readonly ScheduleStatus[] = ['ended'];

export function scheduleStateAt(w: ScheduleWindow, at: number): SwitchState {
  return at < w.starts ? 'scheduled' : at > w.ends ? 'ended' : 'live';
}

/** Where a page's schedule stands at a moment; 'always' for a campaign without one. */
export function statusAt(w: ScheduleWindow | null, at: number): ScheduleStatus {
  return w ? scheduleStateAt(w, at) : 'always';
}

/** The next moment the state changes after `at` (null once ended). */
export function nextBoundary(w: ScheduleWindow, at: number): number | null {
  const s = scheduleStateAt(w, at);
  return s === 'scheduled' ? w.starts : s === 'live' ? w.ends + 1 : null;
}

/**
 * <html data-visit-at="epoch ms">: the page is seen as at that moment (`promo dev`'s ?at=). The inline
 * head script takes that moment for now; the boot script's clock starts there and ticks on
 * (runtime/core/pageClock.ts).
 */
export const VISIT_AT_ATTRIBUTE = 'data-visit-at';

/**
 * The inline <head> script of a switching page: sets <html data-schedule> from data-starts and
 * data-ends by the visitor's clock (or the page's, data-visit-at) before the first paint. The same
 * text on every page (one CSP hash); it must agree with scheduleStateAt (a unit test runs both).
 */
export const SCHEDULE_HEAD_SCRIPT = `(function(d){var s=+d.getAttribute("data-starts"),e=+d.getAttribute("data-ends"),a=d.getAttribute("${VISIT_AT_ATTRIBUTE}"),n=a?+a:Date.now();if(s&&e)d.setAttribute("data-schedule",n<s?"scheduled":n>e?"ended":"live")})(document.documentElement)`;
