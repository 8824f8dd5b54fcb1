/**
 * Every answer of the sandbox that is not a page (JSON, the stub scripts, SVG placeholders, errors,
 * preflights) runs nothing when opened on its own: the site's files CSP and nosniff, as `promo serve`
 * sends for its own files (cli/build/contentSecurityPolicy.ts). The arrival page keeps its own
 * (ARRIVAL_PAGE_CSP); a 304 gets none (its headers would replace the cached response's).
 */
import type { FastifyInstance } from 'fastify';
import { FILE_CSP, takesFileCsp } from '../../cli/build/contentSecurityPolicy.ts';

/** The stub arrival page (stubs/arrivalPage.ts): its own styles, no script, nothing loaded, not framed. */
export const ARRIVAL_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function registerFileCspHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('content-security-policy') && takesFileCsp(reply.statusCode, reply.getHeader('content-type')))
      reply.header('Content-Security-Policy', FILE_CSP);
    return payload;
  });
}
