/**
 * `promo dev`: every answer of the Vite dev server that is not a page (modules, styles, source maps,
 * JSON, images, its 404s) carries the files' CSP and nosniff, as `promo serve` sends them
 * (build/contentSecurityPolicy.ts): opened on its own it runs nothing. Pages keep their own headers,
 * a 304 gets none, and an answer that set its own CSP keeps it. A page's URL ends with `/` (strict
 * trailing slash): HTML anywhere else is a file Vite serves as it is (`<base>@fs/<repo>/…/evil.html`,
 * any .html of the project), and gets the files' CSP too. The type is known only when the headers go
 * out, so the middleware looks at them then (through the response's writeHead, which Node calls for
 * implicit headers too).
 */
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Connect } from 'vite';
import { FILE_CSP, takesFileCsp } from '../build/contentSecurityPolicy.ts';

/** A header among writeHead's own (an object, or a flat [name, value, …] list), else as set on the response. */
function headerOf(
  res: ServerResponse,
  given: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined,
  name: string,
): unknown {
  if (Array.isArray(given)) {
    for (let i = 0; i + 1 < given.length; i += 2) if (String(given[i]).toLowerCase() === name) return given[i + 1];
  } else if (given) {
    for (const [k, v] of Object.entries(given)) if (k.toLowerCase() === name) return v;
  }
  return res.getHeader(name);
}

/**
 * Sets the files' CSP and nosniff on `res` just before its headers go out, unless it is a 304 or a
 * page (HTML, when `mayBePage`: the request's URL is a page's).
 */
export function fileCspOnHeaders(res: ServerResponse, mayBePage: boolean): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const given = rest.find(
      (r): r is OutgoingHttpHeaders | OutgoingHttpHeader[] => typeof r === 'object' && r !== null,
    );
    if (
      !this.headersSent &&
      headerOf(this, given, 'content-security-policy') === undefined &&
      takesFileCsp(status, mayBePage ? headerOf(this, given, 'content-type') : 'any file')
    ) {
      if (Array.isArray(given)) given.push('Content-Security-Policy', FILE_CSP, 'X-Content-Type-Options', 'nosniff');
      else {
        this.setHeader('Content-Security-Policy', FILE_CSP);
        this.setHeader('X-Content-Type-Options', 'nosniff');
      }
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as typeof res.writeHead;
}

export function devFileCsp(): Connect.NextHandleFunction {
  return (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
    fileCspOnHeaders(res, (req.url ?? '').split('?')[0]!.endsWith('/'));
    next();
  };
}
