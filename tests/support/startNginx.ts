/**
 * Runs the nginx.conf a `promo build` wrote in a real nginx, as a test needs it: on a free port, the
 * site's root pointed at that build, pid, logs and temp files in a throw-away prefix (no root paths
 * written). A missing nginx fails with what to install: the tests that need it are never skipped.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { freePort } from './freePort.ts';

/** The root `promo build` writes into nginx.conf, replaced by the build under test. */
const BUILT_ROOT = '/srv/promo/dist/client';

export interface RunningNginx {
  origin: string;
  stop: () => void;
}

/** nginx from NGINX_PATH, PATH or /usr/sbin (Debian puts it there, outside a normal user's PATH). */
export function nginxBinary(env: NodeJS.ProcessEnv = process.env, debian = '/usr/sbin/nginx'): string {
  const candidates = [env.NGINX_PATH, ...(env.PATH ?? '').split(delimiter).map((d) => d && join(d, 'nginx')), debian];
  for (const c of candidates) {
    if (!c) continue;
    try {
      accessSync(c, constants.X_OK);
      return c;
    } catch {
      /* try the next */
    }
  }
  throw new Error(
    'nginx is not installed, and the generated nginx.conf must be tested in it: install it (Debian/Ubuntu: `apt-get install -y nginx-light`) or set NGINX_PATH to its binary.',
  );
}

/** Starts nginx serving `distDir` (a build's dist/, holding nginx.conf and client/) with its generated config. */
export async function startNginx(distDir: string): Promise<RunningNginx> {
  const bin = nginxBinary();
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'promo-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  const site = readFileSync(join(distDir, 'nginx.conf'), 'utf8')
    .replaceAll(BUILT_ROOT, join(distDir, 'client'))
    .replace(/listen \d+;/, `listen 127.0.0.1:${port};`);
  writeFileSync(join(prefix, 'site.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${prefix};`).join(' ');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `daemon off; master_process off; pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log;
events {}
http { include /etc/nginx/mime.types; access_log off; ${temp} include ${prefix}/site.conf; }
`,
  );
  const nginx = spawn(bin, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'logs', 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  let exited: number | null = null;
  nginx.stderr!.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  nginx.once('exit', (code) => {
    exited = code ?? -1;
  });
  const stop = () => {
    if (exited === null) nginx.kill();
    rmSync(prefix, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (exited !== null) {
      const log = (() => {
        try {
          return readFileSync(join(prefix, 'logs', 'error.log'), 'utf8');
        } catch {
          return '';
        }
      })();
      stop();
      throw new Error(`nginx (${bin}) exited with ${exited} on the generated config:\n${stderr}${log}`);
    }
    try {
      await fetch(`${origin}/`, { redirect: 'manual' });
      return { origin, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  stop();
  throw new Error(`nginx (${bin}) did not answer on ${origin} within 5 s:\n${stderr}`);
}
