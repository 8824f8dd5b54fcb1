/**
 * Serves a built site as production does: dist/client at the base path, strict trailing slashes,
 * the server rules of the build (redirects, {name} rewrites), the 404 page, CSP and caching headers.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ServePlan } from '../build/ServePlan.ts';
import { registerArmRouting } from './armRouting.ts';

export interface SiteServerOptions {
  /** Point pages at another API origin than the one baked in (rewrites boot data and CSP). */
  apiOrigin?: string;
  logger?: boolean;
}

async function streamToString(payload: unknown): Promise<string> {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  const chunks: Buffer[] = [];
  for await (const c of payload as AsyncIterable<Buffer | string>) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks).toString('utf8');
}

export async function createSiteServer(distDir: string, plan: ServePlan, opts: SiteServerOptions = {}): Promise<FastifyInstance> {
  // Serving against another backend: swap the baked API host (origins, CSP and the redirect allow-list all name it).
  const baked = new URL(plan.apiOrigin);
  const target = opts.apiOrigin ? new URL(opts.apiOrigin) : baked;
  const swap = target.origin !== baked.origin ? { from: baked.origin, to: target.origin, fromHost: baked.host, toHost: target.host } : null;
  const rewrite = (s: string) => (swap ? s.replaceAll(swap.from, swap.to).replaceAll(swap.fromHost, swap.toHost) : s);
  const csp = rewrite(plan.csp);
  const client = join(distDir, 'client');
  const base = plan.basePath;
  const notFound = await readFile(join(client, '404.html'), 'utf8');
  const app = Fastify({ logger: opts.logger ?? false });
  await app.register(fastifyCompress, { threshold: 512 });

  app.addHook('onSend', async (req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    reply.header('X-Content-Type-Options', 'nosniff').header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (type.startsWith('text/html')) {
      reply.header('Content-Security-Policy', csp).header('Cache-Control', 'no-cache');
      if (swap) { reply.removeHeader('content-length'); return rewrite(await streamToString(payload)); }
    } else if (req.url.startsWith(`${base}assets/`)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    return payload;
  });

  app.addHook('onRequest', async (req, reply) => {
    const path = decodeURIComponent(req.url.split('?')[0] ?? '/');
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    if (path === '/' || path === base.slice(0, -1)) return reply.redirect(base + query, 302);
    if (!path.startsWith(base)) return;
    for (const r of plan.redirects) if (path.includes(r.contains)) return reply.redirect(`${base}${r.to}/${query}`, 302);
    for (const r of plan.rewrites) {
      const rest = path.slice(base.length - 1);
      if (rest.startsWith(r.prefix) && /^[A-Za-z0-9_-]+\/?$/.test(rest.slice(r.prefix.length)) && rest !== r.prefix) {
        // A variant with its own pre-rendered page is served as a file.
        if (existsSync(join(client, rest, 'index.html'))) return;
        if (!rest.endsWith('/')) return reply.redirect(`${path}/${query}`, 301);
        const html = await readFile(join(client, r.target, 'index.html'), 'utf8');
        return reply.type('text/html; charset=utf-8').send(html);
      }
    }
  });

  registerArmRouting(app, plan.experiments ?? [], base, client);
  await app.register(fastifyStatic, { root: client, prefix: base, redirect: true, index: ['index.html'], wildcard: true, cacheControl: false });
  app.setNotFoundHandler((_req, reply) => reply.code(404).type('text/html; charset=utf-8').send(notFound));
  return app;
}
