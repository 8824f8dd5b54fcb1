/**
 * `promo serve`: serves the built dist/ at http://127.0.0.1:<port>/new-promo/ and, by default, the
 * sandbox operator API beside it (at the origin a development build expects). `--api <url>` points
 * the pages at another backend instead.
 */
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { PromoError } from '../errors/PromoError.ts';
import { Errors } from '../errors/errorData.ts';
import { isEnoent } from '../campaign/ProjectFs.ts';
import { createSiteServer } from '../serve/createSiteServer.ts';
import { SERVE_PLAN_FILE, type ServePlan } from '../build/ServePlan.ts';

export interface ServeOptions { port: number; host: string; outDir: string; sandbox: boolean; api?: string; data?: string }

async function listen(app: { listen: (o: { port: number; host: string }) => Promise<string> }, port: number, host: string) {
  try {
    await app.listen({ port, host });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PromoError(Errors.PortInUse, port);
    throw e;
  }
}

export async function runServe(root: string, opts: ServeOptions, out: (s: string) => void) {
  const dist = join(root, opts.outDir);
  let plan: ServePlan;
  try {
    plan = JSON.parse(await readFile(join(dist, SERVE_PLAN_FILE), 'utf8')) as ServePlan;
  } catch (e) {
    if (isEnoent(e)) throw new PromoError(Errors.NoBuild, opts.outDir);
    throw e;
  }
  const closers: (() => Promise<void>)[] = [];
  let apiOrigin = opts.api ? new URL(opts.api).origin : plan.apiOrigin;
  if (!opts.api && opts.sandbox) {
    if (plan.env === 'production') throw new PromoError(Errors.BadOption, '--sandbox', 'this build bakes the production API hosts; rebuild without --env production, or serve with --no-sandbox.');
    const { startSandbox } = await import('../../sandbox/index.ts');
    const baked = new URL(plan.apiOrigin);
    try {
      const sandbox = await startSandbox({ port: Number(baked.port || 80), host: baked.hostname, dataFile: opts.data });
      closers.push(() => sandbox.close());
      apiOrigin = sandbox.url;
      out(`✔ Sandbox operator API at ${sandbox.url}${opts.data ? ` (players kept in ${opts.data})` : ''}\n`);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PromoError(Errors.PortInUse, Number(baked.port));
      throw e;
    }
  }
  const app = await createSiteServer(dist, plan, { apiOrigin });
  await listen(app, opts.port, opts.host);
  closers.push(() => app.close());
  out(`✔ Serving ${opts.outDir}/ at http://${opts.host}:${opts.port}${plan.basePath}  (Ctrl+C stops)\n`);
  const stop = async () => { for (const c of closers.reverse()) await c(); process.exit(0); };
  process.once('SIGINT', stop).once('SIGTERM', stop);
  return app;
}
