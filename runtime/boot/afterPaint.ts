/**
 * Runs something once the page has painted: in a task after the next frame, so that the frame (a loader just
 * shown, say) is painted first.
 */

export interface PaintClock {
  /** Before the next frame (requestAnimationFrame). */
  frame(fn: () => void): void;
  /** A task after the current one (the frame's paint then comes first). */
  task(fn: () => void): void;
}

const browserClock: PaintClock = { frame: (fn) => requestAnimationFrame(fn), task: (fn) => setTimeout(fn, 0) };

export function afterPaint(fn: () => void, clock: PaintClock = browserClock) {
  clock.frame(() => clock.task(fn));
}
