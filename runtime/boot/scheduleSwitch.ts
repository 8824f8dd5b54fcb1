/**
 * Keeps <html data-schedule> right while the page is open: the head script set it on arrival; this
 * switches it at each boundary of the schedule (start, end) with a timer to the next one, and again
 * when a hidden tab comes back (timers there may run late). Preview builds are left as built.
 */
import { nextBoundary, scheduleStateAt, type SwitchState } from '../../model/scheduleStates.ts';
import { pageClock } from '../core/pageClock.ts';

/** setTimeout's longest delay (about 24.8 days); longer waits are taken in steps. */
const MAX_DELAY = 2 ** 31 - 1;

export interface SwitchClock {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}
/** The page's clock (the visitor's, or a `promo dev` ?at= preview's, core/pageClock.ts) and the real timers. */
const clockOf = (doc: Document): SwitchClock => ({
  now: pageClock(doc),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as number),
});

/** Starts switching; returns a stop function (null when the page does not switch). */
export function startScheduleSwitch(
  doc: Document,
  clock: SwitchClock = clockOf(doc),
  onSwitch?: (s: SwitchState) => void,
): (() => void) | null {
  const html = doc.documentElement;
  const starts = Number(html.getAttribute('data-starts'));
  const ends = Number(html.getAttribute('data-ends'));
  if (!starts || !ends || html.hasAttribute('data-schedule-preview')) return null;
  const w = { starts, ends };
  let timer: unknown = null;
  const apply = () => {
    const now = clock.now();
    const state = scheduleStateAt(w, now);
    if (html.getAttribute('data-schedule') !== state) {
      html.setAttribute('data-schedule', state);
      onSwitch?.(state);
    }
    if (timer !== null) clock.clearTimeout(timer);
    const next = nextBoundary(w, now);
    timer = next === null ? null : clock.setTimeout(apply, Math.min(Math.max(next - now, 0), MAX_DELAY));
  };
  const onVisible = () => {
    if (doc.visibilityState === 'visible') apply();
  };
  apply();
  doc.addEventListener('visibilitychange', onVisible);
  return () => {
    if (timer !== null) clock.clearTimeout(timer);
    doc.removeEventListener('visibilitychange', onVisible);
  };
}
