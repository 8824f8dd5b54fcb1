/**
 * `promo dev`'s operator API, as `promo serve` has it: by default the sandbox operator API answers on
 * the dev server's own port under /sandbox-api/ (serve/mountAtPrefix.ts), and the pages call it there
 * at whatever host the visitor used; `--api URL` points the pages at another backend instead. The
 * plugin tells the route manifest module where (its `api`, read by vitePluginPromo.ts). The sandbox
 * lives as long as the command (Vite restarts its server when the config's imports change, and the
 * players stay): `promo dev` closes it when it stops.
 */
import type { Plugin } from 'vite';
import type { FastifyInstance } from 'fastify';
import { forwardToMount, underPrefix } from '../serve/mountAtPrefix.ts';
import type { DevApi } from '../../model/apiBase.ts';

export const DEV_API_PLUGIN = 'promo:dev-api';

export interface DevApiPluginApi {
  pagesApi: DevApi;
}

/** `app`: the sandbox, or how to get it (`promo dev` starts it on the first request under the prefix: serve/lazySandbox.ts). */
export type DevApiChoice =
  | { mount: { prefix: string; app: FastifyInstance | (() => Promise<FastifyInstance>) } }
  | { base: string };

export function devApiPlugin(choice: DevApiChoice): Plugin {
  const api: DevApiPluginApi = { pagesApi: 'mount' in choice ? choice.mount.prefix : choice.base };
  return {
    name: DEV_API_PLUGIN,
    apply: 'serve',
    api,
    configureServer(server) {
      if (!('mount' in choice)) return;
      const { prefix, app } = choice.mount;
      // Before Vite's own middlewares (its base path would answer 404 outside /new-promo/).
      server.middlewares.use((req, res, next) => {
        if (typeof app !== 'function') {
          if (!forwardToMount({ prefix, app }, req, res)) next();
        } else if (!underPrefix(req.url ?? '/', prefix)) next();
        else app().then((started) => forwardToMount({ prefix, app: started }, req, res), next);
      });
    },
  };
}

/** The pages' API of the dev server, when a dev API plugin is among its plugins. */
export function devApiOf(plugins: readonly Plugin[]): DevApi | undefined {
  return (plugins.find((p) => p.name === DEV_API_PLUGIN)?.api as DevApiPluginApi | undefined)?.pagesApi;
}
