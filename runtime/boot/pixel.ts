/**
 * The tracking pixel: 3 s after arrival (visitors without a session only) the campaign's pixel
 * category fires. The pixel script is loaded from the site config's host and awaited by polling
 * each second, giving up after 15 tries. The script exposes `window.promoPixel.track(category, data)`; in an experiment
 * the data carry the experiment, arm and visitor id (the report's count of visitors).
 */
import type { BootData } from '../core/BootData.ts';
import { loadScript } from '../core/loadScript.ts';
import { pixelArm } from '../core/experimentArm.ts';

export const PIXEL = { delayMs: 3000, pollMs: 1000, tries: 15 } as const;

export function schedulePixel(boot: BootData, win: Window = window) {
  if (boot.pixel === 'none') return;
  loadScript(boot.site.hosts.pixelScript).catch(() => {
    /* polled below; a blocked pixel must not break the page */
  });
  setTimeout(() => {
    let tries = 0;
    const attempt = () => {
      if (win.promoPixel?.track) {
        win.promoPixel.track(boot.pixel, { page: boot.url, ...pixelArm(boot) });
        return;
      }
      if (++tries < PIXEL.tries) setTimeout(attempt, PIXEL.pollMs);
    };
    attempt();
  }, PIXEL.delayMs);
}
