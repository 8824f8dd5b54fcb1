/** A failed chunk load (e.g. after a deploy) reloads the page once, at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const KEY = 'promo:chunk-reload';

export const isChunkLoadError = (reason: unknown) =>
  /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
    reason instanceof Error ? reason.message : String(reason),
  );

/**
 * Watches for chunk failures and returns the handler for a failure the caller caught itself (the
 * runtime's start): a chunk failure reloads (guarded), anything else is only reported.
 */
export function reloadOnChunkFailure(win: Window = window, now = Date.now): (reason: unknown) => void {
  const handle = () => {
    let last = 0;
    try {
      last = Number(win.sessionStorage.getItem(KEY) ?? 0);
    } catch {
      /* storage off: still guard in memory */
    }
    if (now() - last < CHUNK_RELOAD_GUARD_MS) return;
    try {
      win.sessionStorage.setItem(KEY, String(now()));
    } catch {
      /* ignore */
    }
    win.location.reload();
  };
  win.addEventListener('vite:preloadError', (e) => {
    e.preventDefault();
    handle();
  });
  win.addEventListener('unhandledrejection', (e) => {
    if (isChunkLoadError(e.reason)) handle();
  });
  return (reason) => {
    if (isChunkLoadError(reason)) handle();
    console.warn(
      'The runtime did not start; calls to action work as plain links:',
      reason instanceof Error ? reason.message : String(reason),
    );
  };
}
