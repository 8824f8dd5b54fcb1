/**
 * The per-run token of the control endpoints (/__sandbox/*): anyone who reaches the port could
 * otherwise create players with any balance, inject faults and read the request log. A control
 * request carries it in the X-Sandbox-Token header (compared in constant time); without it, or with
 * another, the answer is 401 and nothing is done. Browsers on other origins cannot send the header:
 * the CORS preflight does not allow it.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiError, errorBody } from './errors.ts';

export const CONTROL_TOKEN_HEADER = 'x-sandbox-token';
/** The environment variable main.ts, `promo serve` and `promo report` take the token from. */
export const CONTROL_TOKEN_ENV = 'PROMO_SANDBOX_TOKEN';
export const MIN_TOKEN_LENGTH = 16;

export class ControlTokenError extends Error {}

/** The token to use: the one given (checked), else a fresh random one. */
export function controlTokenFrom(given: string | undefined, random: () => string): string {
  if (given === undefined || given === '') return random();
  if (given.length < MIN_TOKEN_LENGTH || /\s/.test(given)) {
    throw new ControlTokenError(
      `the control token (${CONTROL_TOKEN_ENV}) must be at least ${MIN_TOKEN_LENGTH} characters without spaces; leave it unset for a random one.`,
    );
  }
  return given;
}

function sameToken(sent: unknown, token: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
const decoded = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * A request for a control endpoint: by the route it matched (the router decodes `%5f%5fsandbox`), or
 * by its path, raw or decoded (an unknown path under the prefix).
 */
export function isControlRequest(req: FastifyRequest, prefix: string): boolean {
  const path = req.url.split('?')[0] ?? req.url;
  return under(req.routeOptions.url ?? '', prefix) || under(path, prefix) || under(decoded(path), prefix);
}

/** Refuses every request under `prefix` that does not carry the token. */
export function requireControlToken(app: FastifyInstance, prefix: string, token: string): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!isControlRequest(req, prefix)) return;
    if (sameToken(req.headers[CONTROL_TOKEN_HEADER], token)) return;
    return reply
      .code(401)
      .send(
        errorBody(
          apiError(
            401,
            'unauthorized',
            `The sandbox control endpoints need the header X-Sandbox-Token with the token the sandbox printed when it started (or ${CONTROL_TOKEN_ENV} it was started with).`,
            CONTROL_TOKEN_HEADER,
          ),
        ),
      );
  });
}
