/**
 * The first Intl.NumberFormat a page creates loads ICU's number data: 50–125 ms on a 4× slower CPU,
 * later ones 1–5 ms. The sign-up dialog formats amounts in its first render, so a tap that comes
 * before the runtime would pay it on the way to the dialog. When a call to action is about to be
 * tapped (a pointer, finger or focus reached it) and the runtime's code is still downloading, the
 * main thread is idle: this creates one formatter then, once the loader has painted. Never on idle
 * alone (Lighthouse would count it as blocking time) and never twice.
 */
import { afterPaint, type PaintClock } from './afterPaint.ts';

let warmed = false;

/** `lang`: the page's `<html lang>`; any locale warms the shared data. */
export function warmIntl(
  lang: string,
  clock?: PaintClock,
  make: (lang: string) => void = (l) => {
    new Intl.NumberFormat(l || undefined, { maximumFractionDigits: 2 }).format(0);
  },
) {
  if (warmed) return;
  warmed = true;
  afterPaint(() => {
    try {
      make(lang);
    } catch {
      /* an unknown tag: nothing to warm */
    }
  }, clock);
}

/** For tests: forget that it ran. */
export const resetWarmIntl = () => {
  warmed = false;
};
