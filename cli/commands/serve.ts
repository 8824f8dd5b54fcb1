/**
 * `promo serve`: serves the built dist/ at http://127.0.0.1:<port>/new-promo/ and, by default, the
 * sandbox operator API from the same origin under /sandbox-api/ — one port. `--api <url>` points the
 * pages at another backend instead; `--no-sandbox` leaves the baked hosts alone.
 */
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { PromoError } from '../errors/PromoError.ts';
import { Errors } from '../errors/errorData.ts';
import { isEnoent } from '../campaign/ProjectFs.ts';
import { createSiteServer } from '../serve/createSiteServer.ts';
import { portError } from '../serve/assertPortFree.ts';
import { SERVE_PLAN_FILE, type ServePlan } from '../build/ServePlan.ts';
import { SANDBOX_PREFIX } from '../serve/sandboxPrefix.ts';
import { sandboxBanner } from '../serve/sandboxBanner.ts';
import { stopOnSignals, type Stopper } from '../serve/stopOnSignals.ts';
import { startSandbox } from '../serve/startSandbox.ts';

/** Where `promo serve` mounts the sandbox operator API on the site's own origin. */
export { SANDBOX_PREFIX };

export interface ServeOptions {
  port: number;
  host: string;
  outDir: string;
  sandbox: boolean;
  api?: string;
  data?: string;
  /** The sandbox's control token (from PROMO_SANDBOX_TOKEN); a random one when absent. */
  controlToken?: string;
}
export interface RunningSite {
  app: FastifyInstance;
  url: string /** The port listened on (the system's pick for --port 0). */;
  port: number;
  apiBase: string | null /** The mounted sandbox's control token. */;
  controlToken: string | null;
  close: () => Promise<void>;
}

async function readPlan(dist: string, outDir: string): Promise<ServePlan> {
  try {
    return JSON.parse(await readFile(join(dist, SERVE_PLAN_FILE), 'utf8')) as ServePlan;
  } catch (e) {
    if (isEnoent(e)) throw new PromoError(Errors.NoBuild, outDir);
    throw e;
  }
}

/** Starts serving; resolves once listening. The caller owns stopping (see runServe for Ctrl+C). */
export async function startServe(root: string, opts: ServeOptions): Promise<RunningSite> {
  const dist = resolve(root, opts.outDir);
  const plan = await readPlan(dist, opts.outDir);
  if (opts.api !== undefined) {
    try {
      new URL(opts.api);
    } catch {
      throw new PromoError(Errors.BadOption, '--api', `"${opts.api}" is not a URL such as http://127.0.0.1:4610.`);
    }
  }
  const useSandbox = opts.api === undefined && opts.sandbox;
  if (useSandbox && plan.env === 'production')
    throw new PromoError(
      Errors.BadOption,
      '--sandbox',
      'this build bakes the production API hosts; rebuild without --env production, or serve with --no-sandbox.',
    );
  let sandbox: FastifyInstance | null = null;
  let controlToken: string | null = null;
  if (useSandbox)
    ({ app: sandbox, controlToken } = await startSandbox({ data: opts.data, controlToken: opts.controlToken }));
  const app = await createSiteServer(
    dist,
    plan,
    sandbox
      ? { mount: { prefix: SANDBOX_PREFIX, app: sandbox } }
      : { apiOrigin: opts.api ? new URL(opts.api).origin : undefined },
  );
  try {
    await app.listen({ port: opts.port, host: opts.host });
  } catch (e) {
    await sandbox?.close();
    throw portError(e, opts.port, '--port');
  }
  const shownHost =
    opts.host === '0.0.0.0' || opts.host === '::'
      ? '127.0.0.1'
      : opts.host.includes(':')
        ? `[${opts.host}]`
        : opts.host;
  // The port listened on: --port 0 lets the system pick a free one.
  const port = (app.server.address() as AddressInfo).port;
  const origin = `http://${shownHost}:${port}`;
  return {
    app,
    url: origin + plan.basePath,
    port,
    apiBase: sandbox ? `${origin}${SANDBOX_PREFIX}/` : opts.api ? new URL(opts.api).origin : null,
    controlToken,
    close: async () => {
      await app.close();
      await sandbox?.close();
    },
  };
}

/** Serves until SIGINT or SIGTERM (or, started through npm, until npm is gone): then closes the site and the sandbox and exits. */
export async function runServe(
  root: string,
  opts: ServeOptions,
  out: (s: string) => void,
  stopper?: Stopper,
): Promise<RunningSite> {
  const site = await startServe(root, opts);
  (stopper ?? stopOnSignals()).closing(() => site.close());
  out(`✔ Serving ${opts.outDir}/ at ${site.url}  (Ctrl+C stops)\n`);
  if (site.controlToken !== null) {
    out(
      sandboxBanner({
        apiBase: site.apiBase!,
        host: opts.host,
        port: site.port,
        controlToken: site.controlToken,
        tokenFromEnv: !!opts.controlToken,
        data: opts.data,
      }),
    );
  } else if (site.apiBase) out(`  Pages call the API at ${site.apiBase}\n`);
  return site;
}
