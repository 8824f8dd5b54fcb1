/**
 * One port for two Fastify apps: requests under `prefix` go to the mounted app (with the prefix
 * taken off the URL and passed on as X-Forwarded-Prefix, so it can still write absolute URLs),
 * everything else to the main app. Used to serve the sandbox operator API from the site's origin.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface Mount { prefix: string; app: FastifyInstance }

/** True when `url` (path and query) lies under `prefix` (`/sandbox-api`, `/sandbox-api/…`, `/sandbox-api?…`). */
export function underPrefix(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
}

/** A Fastify `serverFactory` that hands requests under the mount's prefix to the mounted app. */
export function mountAtPrefix(mount: Mount) {
  return (mainHandler: (req: IncomingMessage, res: ServerResponse) => void): Server =>
    createServer((req, res) => {
      const url = req.url ?? '/';
      if (!underPrefix(url, mount.prefix)) return mainHandler(req, res);
      const rest = url.slice(mount.prefix.length);
      req.url = rest.startsWith('/') ? rest : `/${rest}`;
      req.headers['x-forwarded-prefix'] = mount.prefix;
      mount.app.routing(req, res);
    });
}
