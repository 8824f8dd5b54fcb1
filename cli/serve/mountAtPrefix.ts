/**
 * One port for two apps: requests under `prefix` go to the mounted Fastify app (with the prefix
 * taken off the URL and passed on as X-Forwarded-Prefix, so it can still write absolute URLs),
 * everything else to the main app. Used to serve the sandbox operator API from the site's origin,
 * by `promo serve` (a Fastify `serverFactory`) and `promo dev` (a Vite middleware, site/vitePluginSandbox.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface Mount {
  prefix: string;
  app: FastifyInstance;
}

/** True when `url` (path and query) lies under `prefix` (`/sandbox-api`, `/sandbox-api/…`, `/sandbox-api?…`). */
export function underPrefix(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
}

/** Hands a request under the mount's prefix to the mounted app; false (the request untouched) for any other. */
export function forwardToMount(mount: Mount, req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/';
  if (!underPrefix(url, mount.prefix)) return false;
  const rest = url.slice(mount.prefix.length);
  req.url = rest.startsWith('/') ? rest : `/${rest}`;
  req.headers['x-forwarded-prefix'] = mount.prefix;
  mount.app.routing(req, res);
  return true;
}

/** A Fastify `serverFactory` that hands requests under the mount's prefix to the mounted app. */
export function mountAtPrefix(mount: Mount) {
  return (mainHandler: (req: IncomingMessage, res: ServerResponse) => void): Server =>
    createServer((req, res) => {
      if (!forwardToMount(mount, req, res)) mainHandler(req, res);
    });
}
