/**
 * `promo dev` and `promo studio`: once a page has been answered and the server has then had no request for
 * `idleMs`, runs `warm` once with the page's path below the base (e.g. `/cash-race/`), so work the first save
 * would otherwise do (warmCheck.ts) is done while the manager reads the page, not while they wait for it.
 * A page is a GET for a path ending in `/` that asks for HTML; the timer restarts on every request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

type Next = (err?: unknown) => void;

export function devWarmUp(base: string, warm: (page: string) => Promise<void>, idleMs = 500) {
  let page: string | undefined;
  let done = false;
  let timer: NodeJS.Timeout | undefined;
  let open = 0;
  const arm = () => {
    clearTimeout(timer);
    if (done || !page || open) return;
    timer = setTimeout(() => {
      done = true;
      // A warm-up that fails costs only its time: the save does the same work and reports any error.
      warm(page!).catch(() => undefined);
    }, idleMs);
    timer.unref();
  };
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    if (done) {
      next();
      return;
    }
    clearTimeout(timer);
    const path = (req.url ?? '').split('?')[0]!;
    if (
      page === undefined &&
      req.method === 'GET' &&
      path.startsWith(base) &&
      path.endsWith('/') &&
      (req.headers.accept ?? '').includes('text/html')
    )
      page = path.slice(base.length - 1);
    open++;
    res.once('close', () => {
      open--;
      arm();
    });
    next();
  };
}
