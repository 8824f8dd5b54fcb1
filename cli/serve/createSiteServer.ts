/**
 * Serves a built site as production does: dist/client at the base path, strict trailing slashes,
 * the server rules of the build (redirects, {name} rewrites), the 404 page, CSP and caching headers.
 * dist/ may be a link that `promo build` / `promo rollback` switch in one step: files are read through
 * it, and when it points elsewhere the server rules and 404 page of the new build are loaded.
 */
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { readFile, realpath } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SERVE_PLAN_FILE, type ServePlan } from '../build/ServePlan.ts';
import { PAGE_DATA_FILE } from '../../model/Site.ts';
import { mountAtPrefix, type Mount } from './mountAtPrefix.ts';
import { ARM_CACHE_CONTROL, armResponse, experimentAt, visitorRequest } from './armRouting.ts';
import { WORKER_FILE } from '../../runtime/worker/workerRoute.ts';
import { isNotAPageUrl } from '../../model/strictUrl.ts';
import { FILE_CSP } from '../build/contentSecurityPolicy.ts';
import { isReservedSegment } from '../campaign/reservedRoutes.ts';
import { languageResponse } from './languageRouting.ts';

export interface SiteServerOptions {
  /** Point pages at another API origin than the one baked in (rewrites boot data, page data and CSP). */
  apiOrigin?: string;
  /**
   * Serve another app (the sandbox operator API) from this origin under a path prefix; the pages'
   * API hosts then point there, at whatever host and port the visitor used.
   */
  mount?: Mount;
  logger?: boolean;
}

/**
 * Rewrites the API origin baked into pages (and its host in the redirect allow-list) to another base;
 * null when there is nothing to change.
 */
export function apiSwap(
  bakedOrigin: string,
  targetBase: string,
): { page: (s: string) => string; csp: (s: string) => string } | null {
  const baked = new URL(bakedOrigin);
  const target = new URL(targetBase);
  const base = targetBase.replace(/\/$/, '');
  if (base === baked.origin) return null;
  // A CSP source with a path matches only that path, so the CSP names origins alone.
  const swap = (to: string) => (s: string) => s.replaceAll(baked.origin, to).replaceAll(baked.host, target.host);
  return { page: swap(base), csp: swap(target.origin) };
}

async function streamToString(payload: unknown): Promise<string> {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  const chunks: Buffer[] = [];
  for await (const c of payload as AsyncIterable<Buffer | string>) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks).toString('utf8');
}

export async function createSiteServer(
  distDir: string,
  plan: ServePlan,
  opts: SiteServerOptions = {},
): Promise<FastifyInstance> {
  const mount = opts.mount;
  // Serving against another backend: swap the baked API host (origins, CSP and the redirect allow-list all name it).
  const load = async (real: string, p: ServePlan) => ({
    real,
    plan: p,
    client: join(real, 'client'),
    fixed: apiSwap(p.apiOrigin, opts.apiOrigin ?? p.apiOrigin),
    notFound: await readFile(join(real, 'client', '404.html'), 'utf8'),
  });
  let site = await load(await realpath(distDir), plan);
  /** The build dist/ points at now (re-read when a build or rollback switched it). */
  const current = async () => {
    const real = await realpath(distDir).catch(() => site.real);
    if (real !== site.real) {
      try {
        site = await load(real, JSON.parse(await readFile(join(real, SERVE_PLAN_FILE), 'utf8')) as ServePlan);
      } catch {
        /* keep serving the last complete build */
      }
    }
    return site;
  };
  /** With the sandbox mounted, the pages call it at whatever host and port the visitor used. */
  const swapFor = (s: typeof site, req: FastifyRequest) =>
    mount ? apiSwap(s.plan.apiOrigin, `${req.protocol}://${req.host}${mount.prefix}`) : s.fixed;
  const client = join(distDir, 'client');
  const base = plan.basePath;
  const app = Fastify({ logger: opts.logger ?? false, ...(mount ? { serverFactory: mountAtPrefix(mount) } : {}) });
  await app.register(fastifyCompress, { threshold: 512 });

  app.addHook('onSend', async (req, reply, payload) => {
    const s = await current();
    const swap = swapFor(s, req);
    const type = String(reply.getHeader('content-type') ?? '');
    reply.header('X-Content-Type-Options', 'nosniff').header('Referrer-Policy', 'strict-origin-when-cross-origin');
    const isHtml = type.startsWith('text/html');
    // The background worker: checked for a new build at every page load (no-cache), under the pages' CSP.
    const isWorker = req.url.split('?')[0] === `${base}${WORKER_FILE}`;
    // An A/B arm's page keeps its private Cache-Control (armRouting.ts); every other page is no-cache.
    if (isHtml || isWorker)
      reply
        .header('Content-Security-Policy', swap ? swap.csp(s.plan.csp) : s.plan.csp)
        .header(
          'Cache-Control',
          reply.getHeader('cache-control') === ARM_CACHE_CONTROL ? ARM_CACHE_CONTROL : 'no-cache',
        );
    else if (reply.statusCode !== 304) {
      // Any other file runs nothing when opened on its own (an SVG's script, a JSON file as a document).
      // Not on a 304: it carries no type, and its headers replace the cached page's (a page revalidated by
      // the background worker would take this sandboxing CSP and run no script).
      reply.header('Content-Security-Policy', FILE_CSP);
      if (req.url.startsWith(`${base}assets/`)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    }
    // (Not its 404: with the worker switched off, the not-found page stays a page.)
    if (isWorker && !isHtml) reply.type('text/javascript; charset=utf-8');
    // Pages and the page data the runtime renders other languages from both carry the API hosts.
    // HEAD has no body to rewrite; its length was set in onRequest from the rewritten page.
    if (swap && req.method !== 'HEAD' && (isHtml || req.url.split('?')[0]!.endsWith(`/${PAGE_DATA_FILE}`))) {
      reply.removeHeader('content-length');
      return swap.page(await streamToString(payload));
    }
    return payload;
  });

  app.addHook('onRequest', async (req, reply) => {
    const s = await current();
    const { plan: p, client: dir } = s;
    const rawPath = req.url.split('?')[0] ?? '/';
    // One URL per page: /x//, //x/ and /x/index.html are not the page's URL (nginx answers them alike).
    if (isNotAPageUrl(rawPath)) return reply.code(404).type('text/html; charset=utf-8').send(s.notFound);
    const path = decodeURIComponent(rawPath);
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    if (path === '/' || path === base.slice(0, -1)) return reply.redirect(base + query, 302);
    if (!path.startsWith(base)) return;
    for (const r of p.redirects) if (path.includes(r.contains)) return reply.redirect(`${base}${r.to}/${query}`, 302);
    const rest = path.slice(base.length - 1);
    const getOrHead = req.method === 'GET' || req.method === 'HEAD';
    /** The page this visitor sees at an A/B experiment's URL (its arm's; the URL itself for the control), headers set. */
    const armOf = (url: string) => {
      const e = getOrHead && experimentAt(p.experiments, url);
      if (!e) return url;
      const a = armResponse(e, url, visitorRequest(query.slice(1), req.headers, req.protocol === 'https'), base);
      reply.headers(a.headers);
      return a.page;
    };
    /** A page below the base to send instead of the file at the URL (an arm's, or a {name} rewrite's target). */
    let page: string | null = null;
    /** The public page that URL shows (a {name} rewrite's target): whether Accept-Language decides is its campaign's. */
    let shown = rest;
    if (experimentAt(p.experiments, rest)) {
      const arm = armOf(rest);
      if (arm !== rest) page = arm;
    } else {
      for (const r of p.rewrites) {
        if (rest.startsWith(r.prefix) && /^[A-Za-z0-9_-]+\/?$/.test(rest.slice(r.prefix.length)) && rest !== r.prefix) {
          // A path the build uses (assets/, _img/, __arm/, in any case) is never a {name}: not found, as nginx answers.
          if (isReservedSegment(r.prefix, rest.slice(r.prefix.length).replace(/\/$/, '')))
            return reply.code(404).type('text/html; charset=utf-8').send(s.notFound);
          // A variant with its own pre-rendered page is served as a file (in the visitor's language, below).
          if (existsSync(join(dir, rest, 'index.html'))) break;
          if (!rest.endsWith('/')) return reply.redirect(`${path}/${query}`, 301);
          // An id in another case shows the page of its lower-case value, where the campaign says so.
          const lower = rest.slice(r.prefix.length, -1).toLowerCase();
          if (r.lowerCase?.includes(lower)) {
            page = `${r.prefix}${lower}/`;
            shown = page;
            break;
          }
          // Any other segment shows the target page, in the visitor's arm when the campaign runs an experiment.
          page = armOf(r.target);
          shown = r.target;
          break;
        }
      }
    }
    // The page in the visitor's language, when the build pre-rendered it (languageRouting.ts).
    if (p.languages && getOrHead && rest.endsWith('/')) {
      const chosen = languageResponse(
        p.languages,
        shown,
        page ?? rest,
        visitorRequest(query.slice(1), req.headers, req.protocol === 'https'),
        (candidate) => existsSync(join(dir, candidate, 'index.html')),
      );
      reply.headers(chosen.headers);
      if (chosen.page !== (page ?? rest)) page = chosen.page;
    }
    // HEAD of a page whose API host is swapped: answer with the length of the page a GET would get.
    const swap = swapFor(s, req);
    const headSwapped = swap && req.method === 'HEAD';
    if (page !== null) {
      const html = await readFile(join(dir, page, 'index.html'), 'utf8');
      if (headSwapped)
        return reply
          .type('text/html; charset=utf-8')
          .header('content-length', Buffer.byteLength(swap.page(html)))
          .send();
      return reply.type('text/html; charset=utf-8').send(html);
    }
    if (headSwapped && !path.includes('..') && (path.endsWith('/') || path.endsWith('.html'))) {
      const file = join(dir, path.slice(base.length), path.endsWith('/') ? 'index.html' : '');
      const html = await readFile(file, 'utf8').catch(() => null);
      if (html !== null)
        return reply
          .type('text/html; charset=utf-8')
          .header('content-length', Buffer.byteLength(swap.page(html)))
          .send();
    }
  });

  await app.register(fastifyStatic, {
    root: client,
    prefix: base,
    redirect: true,
    index: ['index.html'],
    wildcard: true,
    cacheControl: false,
  });
  app.setNotFoundHandler(async (_req, reply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send((await current()).notFound),
  );
  return app;
}
