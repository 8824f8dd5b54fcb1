/**
 * Calls to the tracking pixel: `window.promoPixel.track(category, data)` once its script has run, or
 * queued in `window.promoPixel.q` before that (the script sends the queue when it loads) with the
 * script requested, so an event is never lost to the order of loading.
 */
import { loadScript } from './loadScript.ts';

export type PixelData = Record<string, string>;

declare global {
  interface Window {
    promoPixel?: { track?: (category: string, data?: PixelData) => void; q?: [string, PixelData][] };
  }
}

export function trackPixel(
  scriptUrl: string,
  category: string,
  data: PixelData,
  win: Window = window,
  load: (src: string) => Promise<void> = loadScript,
): void {
  const pixel = win.promoPixel;
  if (pixel?.track) {
    pixel.track(category, data);
    return;
  }
  const queue = pixel ?? {};
  queue.q = [...(queue.q ?? []), [category, data]];
  win.promoPixel = queue;
  load(scriptUrl).catch(() => {
    /* a blocked pixel must not break the page */
  });
}
