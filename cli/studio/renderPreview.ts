/**
 * The preview's page answer: what Vike's own dev server does after Vite's middlewares (its SSR
 * middleware, which Vike leaves out in middleware mode): `renderPage` from vike/server over the
 * dev server's pages, with the request's URL and headers, streamed back.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export async function renderPreview(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { renderPage } = await import('vike/server');
  const ctx = await renderPage({
    urlOriginal: (req as { originalUrl?: string }).originalUrl ?? req.url ?? '/',
    headersOriginal: req.headers,
  });
  const http = ctx.httpResponse;
  for (const [name, value] of http.headers) res.setHeader(name, value);
  res.statusCode = http.statusCode;
  http.pipe(res);
}
