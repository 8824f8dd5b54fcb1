/**
 * Stand-ins for the third parties and neighbouring services the landing talks to.
 *   GET  /app, /app/*, /auth, /auth/*   → arrival page (see stubs/arrivalPage.ts)
 *   GET  /captcha/api.js                → test captcha widget (stubs/captcha.js)
 *   POST /captcha/token { sitekey }     → { token: "sandbox-captcha-…", expires_in }  (what ticking the box calls)
 *   GET  /pixel/pixel.js                → window.promoPixel.track(category, data)
 *   GET  /fingerprint/fp.js             → window.__deviceFingerprint
 *   POST /pixel/events                  → { id }  (event 'pixel')
 *   GET  /chat/sdk.js                   → support chat stub with a "Support" button
 *   POST /chat/loaded, /chat/run        → { id }  (events 'chat-loaded', 'chat-run')
 *   GET  /img/flags/:code.svg, /img/bonuses/:kind.svg → placeholder images; /favicon.ico → 204
 */
import { armFromPixel } from '../store/armFields.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError, sendError } from '../http/errors.ts';
import type { SandboxState } from '../store/state.ts';
import { arrivalPage } from '../stubs/arrivalPage.ts';
import { ARRIVAL_PAGE_CSP } from '../http/fileCspHeaders.ts';
import { stubScripts } from '../stubs/scripts.ts';
import { bonusSvg, flagSvg } from '../stubs/svg.ts';
import { asRecord } from '../validation/fields.ts';

function sendScript(reply: FastifyReply, source: string) {
  return reply
    .type('application/javascript; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Cross-Origin-Resource-Policy', 'cross-origin')
    .send(source);
}

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .type('image/svg+xml')
    .header('Cache-Control', 'public, max-age=3600')
    .header('Cross-Origin-Resource-Policy', 'cross-origin')
    .send(svg);
}

function arrival(service: 'app' | 'auth') {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? req.url;
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', ARRIVAL_PAGE_CSP)
      .send(arrivalPage({ service, path, query: { ...asRecord(req.query) }, url: req.url }));
  };
}

export function registerStubRoutes(app: FastifyInstance, state: SandboxState): void {
  const scripts = stubScripts();
  for (const service of ['app', 'auth'] as const) {
    app.get(`/${service}`, arrival(service));
    app.get(`/${service}/*`, arrival(service));
  }

  app.get('/captcha/api.js', (_req, reply) => sendScript(reply, scripts.captcha));
  app.post('/captcha/token', async (req, reply) => {
    const sitekey = asRecord(req.body).sitekey;
    if (typeof sitekey !== 'string' || !sitekey || sitekey === 'sandbox-fail') {
      return sendError(reply, apiError(400, 'badRequest', 'A valid sitekey is required', 'sitekey'));
    }
    const ttl = state.config.captchaTtlSeconds;
    return { token: state.captcha.issue({ sitekey }, ttl), expires_in: ttl };
  });

  app.get('/pixel/pixel.js', (_req, reply) => sendScript(reply, scripts.pixel));
  app.get('/fingerprint/fp.js', (_req, reply) => sendScript(reply, scripts.fingerprint));
  app.post('/pixel/events', async (req, reply) => {
    const body = asRecord(req.body);
    if (typeof body.category !== 'string' || !body.category)
      return sendError(reply, apiError(400, 'badRequest', 'category is required', 'category'));
    const event = state.events.add('pixel', {
      category: body.category,
      data: body.data ?? {},
      page: body.page ?? null,
      referrer: body.referrer ?? null,
      ...armFromPixel(body.data),
    });
    return { id: event.seq };
  });

  app.get('/chat/sdk.js', (_req, reply) => sendScript(reply, scripts.chat));
  app.post('/chat/loaded', async (req) => ({ id: state.events.add('chat-loaded', asRecord(req.body)).seq }));
  app.post('/chat/run', async (req) => ({ id: state.events.add('chat-run', asRecord(req.body)).seq }));

  app.get('/favicon.ico', (_req, reply) => reply.code(204).send());
  app.get<{ Params: { file: string } }>('/img/flags/:file', (req, reply) =>
    sendSvg(reply, flagSvg(req.params.file.replace(/\.svg$/, ''))),
  );
  app.get<{ Params: { file: string } }>('/img/bonuses/:file', (req, reply) =>
    sendSvg(reply, bonusSvg(req.params.file.replace(/\.svg$/, ''))),
  );
}
