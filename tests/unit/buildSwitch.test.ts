/**
 * Versioned builds and the one-step switch of dist/ (issue 11, finding 6): in-process with a fake
 * producer for the rules (stale folders, pruning, rollback, an old real dist/), then the real
 * `promo build` killed with SIGKILL at three points in a tiny project while a site server reads dist/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSlots, cleanStale, rollback, SPARE, writeAtomically } from '../../cli/build/writeAtomically.ts';
import { isAlive } from '../../cli/files/isAlive.ts';
import { nginxConf } from '../../cli/build/nginxConf.ts';
import { createSiteServer } from '../../cli/serve/createSiteServer.ts';
import type { ServePlan } from '../../cli/build/ServePlan.ts';
import { tempProject, type TempProject } from '../support/tempProject.ts';
import { PROMO_DIR } from '../../cli/cacheRegistry.mjs';

const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;
const produce = (label: string) => async (dir: string) => {
  mkdirSync(join(dir, 'client'), { recursive: true });
  writeFileSync(join(dir, 'client', 'index.html'), label);
};
const served = (root: string) => readFileSync(join(root, 'dist', 'client', 'index.html'), 'utf8');

describe('versioned builds (fake producer)', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'promo-switch-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('switches dist (a link) to each new build, keeps the previous one and the one before as the spare, prunes older ones', async () => {
    for (const label of ['one', 'two', 'three', 'four']) await writeAtomically(root, 'dist', produce(label));
    expect(lstatSync(join(root, 'dist')).isSymbolicLink()).toBe(true);
    expect(served(root)).toBe('four');
    const { builds } = buildSlots(root, 'dist');
    expect(readdirSync(builds).sort()).toEqual([
      expect.stringMatching(/^\d+-\d+$/),
      expect.stringMatching(/^\d+-\d+$/),
      'previous',
      SPARE,
    ]);
    expect(readFileSync(join(builds, SPARE, 'client', 'index.html'), 'utf8')).toBe('two');
  });

  it('a recycling build gets the spare, told so; without a spare, an empty folder', async () => {
    const seen: [boolean, string | null][] = [];
    const look = (label: string) => async (dir: string, recycled: boolean) => {
      seen.push([recycled, recycled ? readFileSync(join(dir, 'client', 'index.html'), 'utf8') : null]);
      if (recycled) rmSync(join(dir, 'client', 'index.html'));
      await produce(label)(dir);
    };
    await writeAtomically(root, 'dist', look('five'), { recycle: true });
    // The spare was taken: this build's pruning made the one before the previous the new spare.
    const { builds } = buildSlots(root, 'dist');
    expect(readFileSync(join(builds, SPARE, 'client', 'index.html'), 'utf8')).toBe('three');
    rmSync(join(builds, SPARE), { recursive: true });
    await writeAtomically(root, 'dist', look('six'), { recycle: true });
    expect(seen).toEqual([
      [true, 'two'],
      [false, null],
    ]);
    expect(served(root)).toBe('six');
    await rollback(root, 'dist');
    expect(served(root)).toBe('five');
    await rollback(root, 'dist');
    expect(served(root)).toBe('six');
  });

  it('a failed recycling build loses only the spare: dist and the previous build are intact', async () => {
    const { builds } = buildSlots(root, 'dist');
    expect(existsSync(join(builds, SPARE))).toBe(true);
    await expect(
      writeAtomically(
        root,
        'dist',
        async (dir) => {
          writeFileSync(join(dir, 'client', 'half.html'), 'half');
          throw new Error('boom');
        },
        { recycle: true },
      ),
    ).rejects.toThrow('boom');
    expect(existsSync(join(builds, SPARE))).toBe(false);
    expect(served(root)).toBe('six');
    await rollback(root, 'dist');
    expect(served(root)).toBe('five');
    await rollback(root, 'dist');
  });

  it('rollback restores the previous build at once, and again undoes it', async () => {
    expect(await rollback(root, 'dist')).not.toBeNull();
    expect(served(root)).toBe('five');
    await rollback(root, 'dist');
    expect(served(root)).toBe('six');
    expect(await rollback(mkdtempSync(join(tmpdir(), 'promo-empty-')), 'dist')).toBeNull();
  });

  it('a failed build leaves dist and removes its own folder', async () => {
    await expect(
      writeAtomically(root, 'dist', async (dir) => {
        await produce('half')(dir);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(served(root)).toBe('six');
    expect(readdirSync(buildSlots(root, 'dist').builds).filter((n) => n.startsWith('tmp-'))).toEqual([]);
  });

  it('removes folders of killed builds (dead pid) but never those of a live build', async () => {
    const { builds } = buildSlots(root, 'dist');
    const dead = deadPid();
    expect(isAlive(dead)).toBe(false);
    for (const dir of [
      join(builds, `tmp-${dead}-1`),
      join(builds, `tmp-${process.pid}-2`),
      join(root, PROMO_DIR, `build-${dead}-3`),
      join(root, PROMO_DIR, `old-${dead}-4`),
    ])
      mkdirSync(dir, { recursive: true });
    const removed = await cleanStale(root, buildSlots(root, 'dist'));
    expect(removed.sort()).toEqual(
      [
        join(root, PROMO_DIR, `build-${dead}-3`),
        join(builds, `tmp-${dead}-1`),
        join(root, PROMO_DIR, `old-${dead}-4`),
      ].sort(),
    );
    expect(existsSync(join(builds, `tmp-${process.pid}-2`))).toBe(true);
    rmSync(join(builds, `tmp-${process.pid}-2`), { recursive: true });
  });

  it('takes over a dist/ folder from before versioned builds, keeping it as the previous build', async () => {
    const old = mkdtempSync(join(tmpdir(), 'promo-legacy-'));
    await produce('legacy')(join(old, 'dist'));
    await writeAtomically(old, 'dist', produce('new'));
    expect(served(old)).toBe('new');
    await rollback(old, 'dist');
    expect(served(old)).toBe('legacy');
    rmSync(old, { recursive: true, force: true });
  });
});

describe('nginx.conf', () => {
  const plan = (env: ServePlan['env']): ServePlan => ({
    basePath: '/new-promo/',
    csp: "default-src 'self'",
    rewrites: [],
    redirects: [],
    apiOrigin: 'https://api.example',
    env,
  });
  it('sends HSTS in production only', () => {
    expect(nginxConf(plan('production'), '/srv/promo/dist/client')).toContain(
      'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
    );
    expect(nginxConf(plan('development'), '/srv/promo/dist/client')).not.toContain('Strict-Transport-Security');
  });
});

describe('promo build killed with SIGKILL', () => {
  let p: TempProject;
  beforeAll(() => {
    p = tempProject();
    // A tiny project: one campaign keeps each build short.
    for (const f of readdirSync(join(p.dir, 'campaigns')))
      if (f.endsWith('.yaml') && f !== 'cash-race.yaml') rmSync(join(p.dir, 'campaigns', f));
    const first = p.run('build');
    expect(first.code, first.stderr).toBe(0);
  }, 240_000);
  afterAll(() => p?.cleanup());

  const builds = () => buildSlots(p.dir, 'dist').builds;
  const tmpFolder = () => readdirSync(builds()).find((n) => n.startsWith('tmp-'));
  /** Spawns a build and SIGKILLs it as soon as `ready` holds (or when it exits on its own). */
  const killWhen = (ready: () => boolean) =>
    new Promise<{ killed: boolean }>((resolve) => {
      const child = spawn(process.execPath, [join(p.dir, 'cli', 'promo.mjs'), 'build'], {
        cwd: p.dir,
        stdio: 'ignore',
        env: { ...process.env, NO_COLOR: '1' },
      });
      const timer = setInterval(() => {
        if (ready()) {
          child.kill('SIGKILL');
          clearInterval(timer);
        }
      }, 2);
      child.on('exit', (_code, signal) => {
        clearInterval(timer);
        resolve({ killed: signal === 'SIGKILL' });
      });
    });

  it('leaves dist intact at every kill point, never lets a reader see no dist, and the next build leaves no stale folders', async () => {
    const plan = JSON.parse(readFileSync(join(p.dir, 'dist', 'serve-plan.json'), 'utf8')) as ServePlan;
    const server = await createSiteServer(join(p.dir, 'dist'), plan);
    let polls = 0;
    const misses: string[] = [];
    let polling = true;
    const poll = (async () => {
      while (polling) {
        polls++;
        if (!existsSync(join(p.dir, 'dist', 'client', 'cash-race', 'index.html'))) misses.push('file');
        const r = await server.inject('/new-promo/cash-race/');
        if (r.statusCode !== 200) misses.push(`HTTP ${r.statusCode}`);
        await new Promise((ok) => setTimeout(ok, 1));
      }
    })();

    const points: [string, () => boolean][] = [
      ['its folder is made', () => !!tmpFolder()],
      [
        'Vite writes the client',
        () => {
          const t = tmpFolder();
          return !!t && existsSync(join(builds(), t, 'client', 'assets'));
        },
      ],
      [
        'the server rules are written, just before the switch',
        () => {
          const t = tmpFolder();
          return !!t && existsSync(join(builds(), t, 'nginx.conf'));
        },
      ],
    ];
    const trials: { point: string; killed: boolean; intact: boolean }[] = [];
    for (const [point, ready] of points) {
      const before = realpathSync(join(p.dir, 'dist'));
      const { killed } = await killWhen(ready);
      const intact =
        existsSync(join(p.dir, 'dist', 'serve-plan.json')) && existsSync(join(p.dir, 'dist', 'client', '404.html'));
      trials.push({ point, killed, intact });
      if (killed) expect(realpathSync(join(p.dir, 'dist'))).toBe(before);
    }
    const next = p.run('build');
    polling = false;
    await poll;
    await server.close();
    console.info(
      `kill trials: ${trials.filter((t) => t.killed).length} killed, ${trials.filter((t) => t.intact).length} intact; ${polls} polls, ${misses.length} without dist`,
    );

    expect(
      trials.every((t) => t.intact),
      JSON.stringify(trials),
    ).toBe(true);
    expect(trials.filter((t) => t.killed).length).toBeGreaterThanOrEqual(2);
    expect(misses).toEqual([]);
    expect(next.code, next.stderr).toBe(0);
    const left = readdirSync(builds()).filter((n) => !/^\d+-\d+$/.test(n) && n !== 'previous' && n !== SPARE);
    expect(left).toEqual([]);
    expect(readdirSync(builds()).filter((n) => /^\d+-\d+$/.test(n)).length).toBeLessThanOrEqual(2);
    expect(readdirSync(join(p.dir, PROMO_DIR)).filter((n) => /^(build|old)-/.test(n))).toEqual([]);
    expect(readdirSync(p.dir).filter((n) => n.includes('.link-'))).toEqual([]);
  }, 600_000);

  it('serves through the dist link; HEAD with another API answers the length a GET gets', async () => {
    const plan = JSON.parse(readFileSync(join(p.dir, 'dist', 'serve-plan.json'), 'utf8')) as ServePlan;
    const server = await createSiteServer(join(p.dir, 'dist'), plan, { apiOrigin: 'http://127.0.0.1:4999' });
    const get = await server.inject({ method: 'GET', url: '/new-promo/cash-race/' });
    const head = await server.inject({ method: 'HEAD', url: '/new-promo/cash-race/' });
    expect(get.statusCode).toBe(200);
    expect(get.body).toContain('127.0.0.1:4999');
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(get.body));
    // promo rollback switches what the running server sends, with no restart.
    const before = realpathSync(join(p.dir, 'dist'));
    expect(p.run('rollback').code).toBe(0);
    expect(realpathSync(join(p.dir, 'dist'))).not.toBe(before);
    expect((await server.inject('/new-promo/cash-race/')).statusCode).toBe(200);
    expect(p.run('rollback').code).toBe(0);
    expect(realpathSync(join(p.dir, 'dist'))).toBe(before);
    await server.close();
  }, 120_000);
});
