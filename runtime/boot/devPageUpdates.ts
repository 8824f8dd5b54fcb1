/**
 * `promo dev` only (Vite's `import.meta.hot`, absent from built pages): when a saved campaign changed
 * only the text of this page, the dev server names it (DEV_PAGES_EVENT) and the page renders again from
 * its new page-data.json in place — no reload, the scroll position kept — as the language switch does
 * (app/languageSwitch.tsx). Any other change reloads the page (cli/site/pageChanges.ts decides which).
 */
import type { BootData } from '../core/BootData.ts';
import { DEV_PAGES_EVENT, type DevPagesChange } from '../../model/devPageData.ts';

interface HotContext {
  on(event: string, cb: (data: DevPagesChange) => void): void;
}

/** The performance measure each in-place update leaves: from the dev server's message to the page rendered again. */
export const DEV_UPDATE_MEASURE = 'promo-dev-update';
/** How long after the page's load event its update's modules are loaded (after what the page itself loads). */
const PREPARE_AFTER_LOAD_MS = 300;

export function devPageUpdates(hot: HotContext, boot: BootData, doc: Document = document) {
  // What an update renders with is loaded once the page is idle: the first save then waits for nothing more than the next.
  const prepare = () =>
    void import('../app/languageSwitch.tsx').then((m) => m.prepareNewPageData(boot)).catch(() => undefined);
  if (doc.readyState === 'complete') setTimeout(prepare, PREPARE_AFTER_LOAD_MS);
  else addEventListener('load', () => setTimeout(prepare, PREPARE_AFTER_LOAD_MS), { once: true });
  hot.on(DEV_PAGES_EVENT, ({ urls }) => {
    if (!urls.includes(boot.url)) return;
    // Marks for bench/devLoop.ts: how much of a save's time the page's own update takes.
    const received = performance.now();
    void import('../app/languageSwitch.tsx')
      .then((m) => m.showNewPageData(boot))
      .then(() => {
        performance.measure(DEV_UPDATE_MEASURE, { start: received });
        doc.documentElement.dataset.promoDevUpdated = String(Date.now());
      })
      .catch((e: unknown) => {
        // Said in the console: a reload that loses the scroll position should say why.
        console.error('promo dev: the page could not take the saved text in place, so it reloads.', e);
        location.reload();
      });
  });
}
