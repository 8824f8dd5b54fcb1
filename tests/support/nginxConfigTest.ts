/**
 * `nginx -t` on a piece of http-level config, as the real nginx reads it (the binary startNginx.ts
 * finds): the maps and split_clients lines a build writes, with a server that uses their variables so
 * nothing is left unread. Answers nginx's own verdict and message; nothing listens.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxBinary } from './startNginx.ts';

export function nginxConfigTest(httpBlock: string, serverBody = ''): { ok: boolean; output: string } {
  const prefix = mkdtempSync(join(tmpdir(), 'promo-nginx-t-'));
  try {
    mkdirSync(join(prefix, 'logs'));
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${prefix};`).join(' ');
    writeFileSync(
      join(prefix, 'nginx.conf'),
      `pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log;
events {}
http { access_log off; ${temp}
${httpBlock}
server { listen 127.0.0.1:8; ${serverBody} }
}
`,
    );
    const r = spawnSync(
      nginxBinary(),
      ['-t', '-q', '-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'logs', 'error.log')],
      { encoding: 'utf8', timeout: 20_000 },
    );
    return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}` };
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
}
