/**
 * `promo build --env production`, in-process: the plan bakes the production hosts into every page, the
 * CSP and nginx.conf; `promo serve` refuses to pair a production build with the sandbox. (The one real
 * build in cli.test.ts shows the planned hosts reach the HTML.)
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import { planSite } from '../../cli/site/planSite.ts';
import { contentSecurityPolicy } from '../../cli/build/contentSecurityPolicy.ts';
import { nginxConf } from '../../cli/build/nginxConf.ts';
import { SERVE_PLAN_FILE, type ServePlan } from '../../cli/build/ServePlan.ts';
import { runServe } from '../../cli/commands/serve.ts';
import { REPO } from '../support/tempProject.ts';
import { inProcess } from '../support/inProcess.ts';

const PROD_API = 'https://api.winplay.example';
const scratch = mkdtempSync(join(tmpdir(), 'promo-prod-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('promo build --env production', () => {
  it('bakes the production hosts into every page, the CSP and nginx.conf', async () => {
    const { config, campaigns } = await checkProject({ root: REPO, fs: nodeFs });
    const manifest = planSite(
      config!,
      campaigns.map((c) => c.data),
      { env: 'production', at: Date.parse('2026-11-21T12:00:00Z') },
    );
    const pages = Object.values(manifest.pages);
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      expect(page.site.env).toBe('production');
      expect(page.site.hosts.api).toBe(`${PROD_API}/api/v1`);
      expect(JSON.stringify(page.site)).not.toContain('127.0.0.1:4010');
    }
    const csp = contentSecurityPolicy(manifest.site, []);
    expect(csp).toContain(PROD_API);
    expect(csp).not.toContain('127.0.0.1');
    const plan: ServePlan = {
      basePath: manifest.site.basePath,
      csp,
      rewrites: manifest.rewrites,
      redirects: manifest.redirects,
      apiOrigin: new URL(manifest.site.hosts.api).origin,
      env: 'production',
    };
    expect(nginxConf(plan, '/srv/promo/dist/client')).toContain(PROD_API);
  });

  it('serve refuses to pair a production build with the sandbox', async () => {
    mkdirSync(join(scratch, 'dist-prod'), { recursive: true });
    const plan: ServePlan = {
      basePath: '/new-promo/',
      csp: "default-src 'self'",
      rewrites: [],
      redirects: [],
      apiOrigin: PROD_API,
      env: 'production',
    };
    writeFileSync(join(scratch, 'dist-prod', SERVE_PLAN_FILE), JSON.stringify(plan));
    const r = await inProcess((out) =>
      runServe(scratch, { port: 0, host: '127.0.0.1', outDir: 'dist-prod', sandbox: true }, out),
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('production API hosts');
  });

  it('serve says to build first when there is nothing to serve', async () => {
    const r = await inProcess((out) =>
      runServe(scratch, { port: 0, host: '127.0.0.1', outDir: 'no-such-dist', sandbox: true }, out),
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Nothing to serve');
  });
});
