/**
 * Cross-cutting hooks: fault injection (before the handler, after the body is parsed, so the log keeps
 * the body) and the request log (after the response, with its status). Control endpoints and CORS
 * preflights are neither faulted nor logged.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxState } from '../store/state.ts';
import { LOGGED_HEADERS } from '../store/requestLog.ts';
import { defaultMessage, Errors, reasonForStatus } from './errors.ts';
import { isControlRequest } from './controlToken.ts';

export const CONTROL_PREFIX = '/__sandbox';

const pathOf = (url: string) => url.split('?')[0] ?? url;
const isControl = (req: FastifyRequest) => isControlRequest(req, CONTROL_PREFIX);

function defaultFaultBody(status: number) {
  if (status === 401) return { errors: Errors.unauthorized().errors };
  return { errors: [{ reason: reasonForStatus(status), msg: defaultMessage(status) }] };
}

export function registerHooks(app: FastifyInstance, state: SandboxState): void {
  const started = new WeakMap<FastifyRequest, number>();
  const faulted = new WeakMap<FastifyRequest, number>();

  app.addHook('onRequest', async (req) => {
    started.set(req, state.deps.clock.now());
  });

  app.addHook('preHandler', async (req, reply) => {
    if (isControl(req)) return;
    const fault = state.faults.take(req.method, pathOf(req.url));
    if (!fault) return;
    if (fault.delayMs) await state.deps.sleep(fault.delayMs);
    if (fault.drop) {
      faulted.set(req, fault.id);
      req.raw.socket.destroy();
      return reply.hijack();
    }
    if (fault.status === undefined) return;
    faulted.set(req, fault.id);
    reply.header('X-Sandbox-Fault', String(fault.id));
    for (const [k, v] of Object.entries(fault.headers ?? {})) reply.header(k, v);
    return reply.code(fault.status).send(fault.body === undefined ? defaultFaultBody(fault.status) : fault.body);
  });

  app.addHook('onResponse', async (req, reply) => {
    if (isControl(req) || req.method === 'OPTIONS') return;
    const time = started.get(req) ?? state.deps.clock.now();
    const headers: Record<string, string> = {};
    for (const name of LOGGED_HEADERS) {
      const v = req.headers[name];
      if (v !== undefined) headers[name] = Array.isArray(v) ? v.join(', ') : v;
    }
    const fault = faulted.get(req);
    state.requests.add({
      method: req.method,
      path: pathOf(req.url),
      query: { ...(req.query as Record<string, unknown>) },
      headers,
      body: req.body ?? null,
      status: reply.statusCode,
      time,
      durationMs: Math.max(0, state.deps.clock.now() - time),
      ...(fault === undefined ? {} : { fault }),
    });
  });
}
