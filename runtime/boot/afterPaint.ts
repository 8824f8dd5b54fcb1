/**
 * Runs something once the page has painted and its hero image (the largest paint, fetched at high
 * priority) has arrived, so that what it fetches never competes with the page's first view.
 */

/** The part of an <img> this needs (its load finished, or the events saying so). */
export interface HeroImage {
  complete: boolean;
  addEventListener(type: 'load' | 'error', fn: () => void, opts: { once: true }): void;
}

export interface PaintClock {
  /** Before the next frame (requestAnimationFrame). */
  frame(fn: () => void): void;
  /** A task after the current one (the frame's paint then comes first). */
  task(fn: () => void): void;
}

const browserClock: PaintClock = { frame: (fn) => requestAnimationFrame(fn), task: (fn) => setTimeout(fn, 0) };

export function afterPaint(fn: () => void, hero: HeroImage | null, clock: PaintClock = browserClock) {
  let done = false;
  const once = () => {
    if (!done) {
      done = true;
      fn();
    }
  };
  clock.frame(() =>
    clock.task(() => {
      if (!hero || hero.complete) {
        once();
        return;
      }
      hero.addEventListener('load', once, { once: true });
      hero.addEventListener('error', once, { once: true });
    }),
  );
}

/** The page's hero image, if it has one (runtime/components/HeroPicture.tsx marks it high priority). */
export const heroImage = (doc: Document): HTMLImageElement | null =>
  doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
