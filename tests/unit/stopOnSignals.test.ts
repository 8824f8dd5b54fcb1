/**
 * `promo serve` / `promo start` stop on SIGTERM and SIGINT sent to the process a person started (the
 * node process, or npx / npm in front of it): the process exits and the port is free again.
 * `promo serve` serves a small hand-made build (what it reads: dist/serve-plan.json and dist/client/), so
 * those tests run at once, while the shared build is still being made; `promo start` then runs in the
 * shared build's project (its checks cached) and is stopped during its build.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVE_PLAN_FILE, type ServePlan } from '../../cli/build/ServePlan.ts';
import { REPO } from '../support/tempProject.ts';
import { sharedBuild, type SharedBuild } from '../support/sharedBuild.ts';
import { freePort } from '../support/freePort.ts';

const portFree = (port: number) =>
  new Promise<boolean>((ok) => {
    const s = createServer()
      .once('error', () => ok(false))
      .listen(port, '127.0.0.1', () => s.close(() => ok(true)));
  });
const exited = (child: ChildProcess) =>
  new Promise<void>((ok) => {
    if (child.exitCode !== null || child.signalCode !== null) ok();
    else child.once('exit', () => ok());
  });

async function serving(command: string, args: string[], cwd: string, port: number): Promise<ChildProcess> {
  const child = spawn(command, args, { cwd, stdio: 'ignore', env: { ...process.env, NO_COLOR: '1' } });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/sandbox-api/api/v1/settings/languages/enabled`)).ok) return child;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${command} ${args.join(' ')} did not start`);
}

/** Sends the signal, then waits (at most 5 s) for the port to be free again. */
async function stopsOn(child: ChildProcess, signal: NodeJS.Signals, port: number) {
  child.kill(signal);
  const start = Date.now();
  while (!(await portFree(port)) && Date.now() - start < 5_000) await new Promise((r) => setTimeout(r, 100));
  const free = await portFree(port);
  if (!free) child.kill('SIGKILL');
  return free;
}

/** A folder with a build `promo serve` can serve, and the project's node_modules (npx finds `promo` there). */
function servedFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'promo-signals-'));
  const plan: ServePlan = {
    basePath: '/new-promo/',
    csp: "default-src 'self'",
    rewrites: [],
    redirects: [],
    apiOrigin: 'http://127.0.0.1:4010',
    env: 'development',
    experiments: [],
  };
  mkdirSync(join(dir, 'dist', 'client'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'client', '404.html'), 'Not found');
  writeFileSync(join(dir, 'dist', SERVE_PLAN_FILE), JSON.stringify(plan));
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

describe('stopping on signals', () => {
  const served = servedFolder();
  afterAll(() => rmSync(served, { recursive: true, force: true }));

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`node cli/promo.mjs serve: ${signal} ends the process and frees the port`, async () => {
      const port = await freePort();
      const child = await serving(
        process.execPath,
        [join(REPO, 'cli', 'promo.mjs'), 'serve', '--port', String(port)],
        served,
        port,
      );
      expect(await stopsOn(child, signal, port)).toBe(true);
      await exited(child);
      expect(child.exitCode).toBe(0);
    });
  }

  it("npx promo serve: SIGTERM to npx frees the port (the server under npm's shell stops with it)", async () => {
    const port = await freePort();
    const child = await serving('npx', ['--offline', 'promo', 'serve', '--port', String(port)], served, port);
    expect(await stopsOn(child, 'SIGTERM', port)).toBe(true);
  });

  describe('promo start', () => {
    let built: SharedBuild;
    beforeAll(async () => {
      built = await sharedBuild();
    }, 180_000);

    it('SIGTERM during the build ends the command at once', async () => {
      const port = await freePort();
      const child = spawn(
        process.execPath,
        [join(built.dir, 'cli', 'promo.mjs'), 'start', '--port', String(port), '--out-dir', 'dist-signal'],
        { cwd: built.dir, stdio: ['ignore', 'pipe', 'ignore'] },
      );
      // Once it says it builds, the signal handlers are in place.
      await new Promise<void>((ok) =>
        child.stdout!.on('data', (d: Buffer) => {
          if (/Bundl|Check|Render|Build/i.test(d.toString())) ok();
        }),
      );
      const sent = Date.now();
      child.kill('SIGTERM');
      await exited(child);
      expect(Date.now() - sent).toBeLessThan(5_000);
      expect(await portFree(port)).toBe(true);
    });
  });
});
