/**
 * Stage 6, server rules: what a server must do beyond serving files, from the manifest and the pages'
 * script hashes: the serve plan (`serve-plan.json`: CSP, rewrites, redirects, experiments; read by
 * `promo serve`) and the same rules as `nginx.conf`, both created in the build folder.
 */
import { join } from 'node:path';
import { createExclusive } from '../../files/createExclusive.ts';
import { contentSecurityPolicy } from '../contentSecurityPolicy.ts';
import { nginxConf } from '../nginxConf.ts';
import { SERVE_PLAN_FILE, type ServePlan } from '../ServePlan.ts';
import type { RouteManifest } from '../../../model/Site.ts';
import type { EnvironmentName } from '../../../model/siteConfigSchema.ts';

/** Where nginx.conf expects the build's client folder on the server. */
export const NGINX_ROOT = '/srv/promo/dist/client';

export interface ServerRulesInput {
  dir: string;
  manifest: RouteManifest;
  env: EnvironmentName /** Inline script hashes the CSP allows. */;
  hashes: ReadonlySet<string>;
}

export async function serverRulesStage({ dir, manifest, env, hashes }: ServerRulesInput): Promise<ServePlan> {
  const plan: ServePlan = {
    basePath: manifest.site.basePath,
    csp: contentSecurityPolicy(manifest.site, hashes),
    rewrites: manifest.rewrites,
    redirects: manifest.redirects,
    apiOrigin: new URL(manifest.site.hosts.api).origin,
    env,
    experiments: manifest.experiments ?? [],
    ...(manifest.languages && { languages: manifest.languages }),
  };
  await createExclusive(join(dir, SERVE_PLAN_FILE), `${JSON.stringify(plan, null, 2)}\n`);
  await createExclusive(join(dir, 'nginx.conf'), nginxConf(plan, NGINX_ROOT));
  return plan;
}
