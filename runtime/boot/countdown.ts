/** Keeps countdowns ([data-countdown-to]) ticking once a second; reloads at zero. Finds them at each tick, so re-rendered pages keep ticking. */
import { splitDuration } from '../components/Countdown.tsx';

export function startCountdowns(doc: Document, now: () => number = Date.now) {
  if (!doc.querySelector('[data-countdown-to]')) return;
  const tick = () => {
    for (const el of doc.querySelectorAll<HTMLElement>('[data-countdown-to]')) {
      const left = Number(el.dataset.countdownTo) - now();
      const parts = splitDuration(left);
      for (const cell of el.querySelectorAll<HTMLElement>('[data-unit]')) {
        cell.textContent = String(parts[cell.dataset.unit as keyof typeof parts]).padStart(2, '0');
      }
      if (left <= 0 && !el.dataset.done) { el.dataset.done = '1'; setTimeout(() => location.reload(), 1500); }
    }
  };
  tick();
  setInterval(tick, 1000);
}
