/** `promo serve`: serves the built dist/ at http://127.0.0.1:<port>/new-promo/ (and the sandbox API, once built). */
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { PromoError } from '../errors/PromoError.ts';
import { Errors } from '../errors/errorData.ts';
import { isEnoent } from '../campaign/ProjectFs.ts';
import { createSiteServer } from '../serve/createSiteServer.ts';
import { SERVE_PLAN_FILE, type ServePlan } from '../build/ServePlan.ts';

export interface ServeOptions { port: number; host: string; outDir: string }

export async function runServe(root: string, opts: ServeOptions, out: (s: string) => void) {
  const dist = join(root, opts.outDir);
  let plan: ServePlan;
  try {
    plan = JSON.parse(await readFile(join(dist, SERVE_PLAN_FILE), 'utf8')) as ServePlan;
  } catch (e) {
    if (isEnoent(e)) throw new PromoError(Errors.NoBuild, opts.outDir);
    throw e;
  }
  const app = await createSiteServer(dist, plan);
  try {
    await app.listen({ port: opts.port, host: opts.host });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PromoError(Errors.PortInUse, opts.port);
    throw e;
  }
  out(`✔ Serving ${opts.outDir}/ at http://${opts.host}:${opts.port}${plan.basePath}  (Ctrl+C stops)\n`);
  const stop = async () => { await app.close(); process.exit(0); };
  process.once('SIGINT', stop).once('SIGTERM', stop);
  return app;
}
