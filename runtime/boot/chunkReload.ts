/** A failed chunk load (e.g. after a deploy) reloads the page once, at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const KEY = 'promo:chunk-reload';

export function reloadOnChunkFailure(win: Window = window, now = Date.now) {
  const handle = () => {
    let last = 0;
    try { last = Number(win.sessionStorage.getItem(KEY) ?? 0); } catch { /* storage off: still guard in memory */ }
    if (now() - last < CHUNK_RELOAD_GUARD_MS) return;
    try { win.sessionStorage.setItem(KEY, String(now())); } catch { /* ignore */ }
    win.location.reload();
  };
  win.addEventListener('vite:preloadError', (e) => { e.preventDefault(); handle(); });
  win.addEventListener('unhandledrejection', (e) => {
    if (/dynamically imported module|Importing a module script failed|error loading dynamically/i.test(e.reason instanceof Error ? e.reason.message : String(e.reason))) handle();
  });
}
