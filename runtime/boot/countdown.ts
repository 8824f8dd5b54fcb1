/**
 * Keeps countdowns ([data-countdown-to]) ticking once a second. A countdown that reaches zero while
 * the page is open reloads it once (the page then shows its next state); one already past when the
 * page opened just shows zeros — reloading would loop until the site is rebuilt. A page that switches
 * its schedule state in place (html[data-starts], boot/scheduleSwitch.ts) is not reloaded.
 * Finds the countdowns at each tick, so a page rendered again keeps ticking. Time is the page's clock
 * (core/pageClock.ts): the visitor's, or the ?at= moment of a `promo dev` preview ticking on.
 */
// Not from components/Countdown.tsx: the boot script must not pull in React.
import { splitDuration } from '../content/splitDuration.ts';
import { pageClock } from '../core/pageClock.ts';

export function startCountdowns(
  doc: Document,
  now: () => number = pageClock(doc),
  reload: () => void = () => location.reload(),
) {
  if (!doc.querySelector('[data-countdown-to]')) return;
  const openedAt = now();
  const switches = doc.documentElement?.hasAttribute('data-starts') ?? false;
  let reloading = false;
  const tick = () => {
    for (const el of doc.querySelectorAll<HTMLElement>('[data-countdown-to]')) {
      const target = Number(el.dataset.countdownTo);
      const parts = splitDuration(target - now());
      for (const cell of el.querySelectorAll<HTMLElement>('[data-unit]')) {
        // Only a digit that changed is written: most ticks touch one text node (no style or layout work for the rest).
        const digits = String(parts[cell.dataset.unit as keyof typeof parts]).padStart(2, '0');
        if (cell.textContent !== digits) cell.textContent = digits;
      }
      if (!switches && !reloading && target > openedAt && target <= now()) {
        reloading = true;
        setTimeout(reload, 1500);
      }
    }
  };
  tick();
  setInterval(tick, 1000);
}
