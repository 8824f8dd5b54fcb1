/**
 * `promo clean` (cli/commands/clean.ts) over a temp project laid out as builds leave it: every cache of
 * cli/cacheRegistry.mjs, dist/ as a link into .promo/builds, a bundle file hard-linked into the live
 * build, campaigns/ and a folder the registry does not name. In-process, real file system.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { runClean, nodeCleanFs } from '../../cli/commands/clean.ts';
import { CACHES, PROMO_DIR } from '../../cli/cacheRegistry.mjs';
import { buildSlots } from '../../cli/build/writeAtomically.ts';
import { PromoError } from '../../cli/errors/PromoError.ts';

let root: string;
let printed: string;
const put = (rel: string, bytes: number) => {
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  writeFileSync(join(root, rel), 'x'.repeat(bytes));
};
const link = (rel: string, to: string) => {
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  symlinkSync(relative(dirname(join(root, rel)), join(root, to)), join(root, rel));
};
const deps = (isRunning = (_pid: number) => false) => ({
  root,
  fs: nodeCleanFs,
  out: (s: string) => {
    printed += s;
  },
  isRunning,
});
/** Every path below the root, for before/after comparisons. */
const tree = (dir = root): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => {
      const p = join(dir, d.name);
      return [relative(root, p), ...(d.isDirectory() ? tree(p) : [])];
    })
    .sort();

const dist = buildSlots('/', CACHES.dist.path).builds.slice(1); // .promo/builds/dist
const shotBuilds = buildSlots('/', CACHES.shotDist.path).builds.slice(1);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'promo-clean-'));
  printed = '';
  put(`${CACHES.bundleCache.path}/h1/client/app.js`, 1000); // hard-linked into the live build below
  put(`${CACHES.bundleCache.path}/h1/server/entry.js`, 200);
  put(`${CACHES.imageCache.path}/abc-320.avif`, 300);
  put(CACHES.checkCache.path, 40);
  put(`${CACHES.validators.path}/v1.cjs`, 50);
  put(`${CACHES.campaignData.path}/v1/k1`, 60);
  put(`${CACHES.trash.path}/1-1-9-abc/client/index.html`, 70);
  put(`${dist}/1-1/client/index.html`, 400);
  mkdirSync(join(root, dist, '1-1', 'client', 'assets'), { recursive: true });
  linkSync(
    join(root, CACHES.bundleCache.path, 'h1', 'client', 'app.js'),
    join(root, dist, '1-1', 'client', 'assets', 'app.js'),
  );
  link(CACHES.dist.path, `${dist}/1-1`);
  put(`${shotBuilds}/2-2/client/index.html`, 80);
  link(CACHES.shotDist.path, `${shotBuilds}/2-2`);
  put(`${CACHES.compiledCli.path}/b1-1/main.js`, 90);
  put(`${CACHES.stories.path}/cash-race.stories.tsx`, 10);
  put(`${CACHES.shotsReport.path}/index.html`, 20);
  put('campaigns/cash-race.yaml', 5);
  put(`${PROMO_DIR}/notes-of-mine/keep.txt`, 3);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const CLEANED = [
  CACHES.trash,
  CACHES.bundleCache,
  CACHES.imageCache,
  CACHES.validators,
  CACHES.campaignData,
  CACHES.checkCache,
  CACHES.shotDist,
  CACHES.stories,
  CACHES.shotsReport,
  CACHES.compiledCli,
].map((c) => c.path);

describe('promo clean', () => {
  it('--dry-run lists every cache and the bytes it would free, and deletes nothing', async () => {
    const before = tree();
    const r = await runClean(deps(), { dryRun: true });
    expect(tree()).toEqual(before);
    expect(r.removed.map((x) => x.path).sort()).toEqual([...CLEANED, shotBuilds].sort());
    // app.js (1,000 bytes) stays linked from dist's build: deleting the bundle cache does not free it.
    // The link .promo/shot-dist counts as its own few bytes (the target it names).
    expect(r.bytes).toBe(
      200 + 300 + 40 + 50 + 60 + 70 + 80 + 90 + 10 + 20 + lstatSync(join(root, CACHES.shotDist.path)).size,
    );
    expect(printed).toContain(`Would remove ${CACHES.bundleCache.path}`);
    expect(printed).toMatch(/Would free [\d,]+ bytes/);
  });

  it('deletes the caches, keeps dist/, its builds, campaigns/ and what the registry does not name', async () => {
    const r = await runClean(deps());
    for (const path of [...CLEANED, shotBuilds]) expect(existsSync(join(root, path)), path).toBe(false);
    expect(readFileSync(join(root, CACHES.dist.path, 'client', 'index.html'), 'utf8')).toHaveLength(400);
    expect(readFileSync(join(root, CACHES.dist.path, 'client', 'assets', 'app.js'), 'utf8')).toHaveLength(1000);
    expect(existsSync(join(root, 'campaigns', 'cash-race.yaml'))).toBe(true);
    expect(existsSync(join(root, PROMO_DIR, 'notes-of-mine', 'keep.txt'))).toBe(true);
    expect(r.left).toEqual([`${PROMO_DIR}/notes-of-mine`]);
    expect(printed).toContain(`Removed ${CACHES.imageCache.path}`);
    expect(printed).toContain(`Freed ${r.bytes.toLocaleString('en-US')} bytes`);
    expect(printed).toContain('promo clean --dist');
    // Nothing left to do the second time.
    printed = '';
    expect((await runClean(deps())).removed).toEqual([]);
    expect(printed).toContain('Nothing to remove');
  });

  it('--dist also deletes dist/ and every build, and then frees the bytes the live build shared with the cache', async () => {
    link('dist-old', `${dist}/1-1`); // another --out-dir link into the builds: it would dangle
    const r = await runClean(deps(), { dist: true });
    expect(existsSync(join(root, CACHES.builds.path))).toBe(false);
    expect(readdirSync(root).sort()).toEqual([PROMO_DIR, 'campaigns', 'ladle']); // ladle/ is a source folder: only its generated/ goes
    expect(r.removed.map((x) => x.path)).toEqual(
      expect.arrayContaining([CACHES.dist.path, CACHES.builds.path, 'dist-old']),
    );
    expect(r.removed.map((x) => x.path)).not.toContain(shotBuilds); // inside .promo/builds, counted there
    expect(r.bytes).toBeGreaterThan(1000 + 400);
    expect(existsSync(join(root, 'campaigns', 'cash-race.yaml'))).toBe(true);
  });

  it('refuses while a build is writing, and deletes nothing', async () => {
    mkdirSync(join(root, dist, 'tmp-4242-1'));
    const before = tree();
    const e = await runClean(deps((pid) => pid === 4242)).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(PromoError);
    expect((e as PromoError).data.code).toBe('PROMO_BUILD_RUNNING');
    expect((e as Error).message).toContain(`${dist}/tmp-4242-1`);
    expect(tree()).toEqual(before);
    // A dead build's folder does not stop it.
    await runClean(deps(() => false));
    expect(existsSync(join(root, CACHES.bundleCache.path))).toBe(false);
  });
});
