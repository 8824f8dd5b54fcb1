/**
 * The background worker's code is bundled once per change of its sources (cli/build/workerBundle.ts):
 * a build after a campaign edit reads it from the cache instead of starting esbuild, and a changed
 * source, another esbuild or a damaged cache file bundles it again.
 */
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Bundled, bundleWithEsbuild, workerBundle } from '../../cli/build/workerBundle.ts';
import { serviceWorkerFile } from '../../cli/build/serviceWorkerFile.ts';
import { REPO } from '../support/tempProject.ts';

let dir: string;
let cacheFile: string;
let bundles: number;
const counting = async (root: string): Promise<Bundled> => {
  bundles++;
  return bundleWithEsbuild(root);
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'promo-worker-bundle-'));
  cacheFile = join(dir, 'cache.json');
  bundles = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the worker bundle cache', () => {
  it('bundles once, then answers from the cache with the same code, which sw.js runs as before', async () => {
    const first = await workerBundle(cacheFile, REPO, counting);
    expect(JSON.parse(readFileSync(cacheFile, 'utf8')).files).toContain('runtime/worker/serviceWorker.ts');
    expect(await workerBundle(cacheFile, REPO, counting)).toBe(first);
    expect(bundles).toBe(1);
    // The settings are declared in front of the code, which reads them as PROMO_WORKER.
    const settings = { build: 'b9', assets: 'a1', base: '/new-promo/', offline: '<p>off</p>' };
    const sw = await serviceWorkerFile(settings, cacheFile);
    expect(sw.startsWith(`// promo build b9\nvar PROMO_WORKER=${JSON.stringify(settings)};\n`)).toBe(true);
    expect(sw.endsWith(first)).toBe(true);
    expect(bundles).toBe(1);
  });

  it('bundles again when a source it read changed, when the recorded hash (with the esbuild version) differs, or when the cache file is damaged', async () => {
    // A copy of the worker's sources (all it imports), so that one can be edited.
    const root = join(dir, 'src');
    cpSync(join(REPO, 'runtime', 'worker'), join(root, 'runtime', 'worker'), { recursive: true });
    await workerBundle(cacheFile, root, counting);
    expect(JSON.parse(readFileSync(cacheFile, 'utf8')).files.sort()).toEqual([
      'runtime/worker/createWorker.ts',
      'runtime/worker/serviceWorker.ts',
      'runtime/worker/workerRoute.ts',
    ]);
    await workerBundle(cacheFile, root, counting);
    expect(bundles).toBe(1);
    appendFileSync(join(root, 'runtime', 'worker', 'createWorker.ts'), '\nexport const edited = 1;\n');
    await workerBundle(cacheFile, root, counting);
    expect(bundles).toBe(2);
    const good = readFileSync(cacheFile, 'utf8');
    await workerBundle(cacheFile, root, counting);
    expect(bundles).toBe(2);

    writeFileSync(cacheFile, JSON.stringify({ ...JSON.parse(good), hash: '0'.repeat(20) }));
    await workerBundle(cacheFile, root, counting);
    expect(bundles).toBe(3);
    expect(readFileSync(cacheFile, 'utf8')).toBe(good);

    writeFileSync(cacheFile, good.slice(0, 40));
    await workerBundle(cacheFile, root, counting);
    expect(bundles).toBe(4);
    expect(readFileSync(cacheFile, 'utf8')).toBe(good);
  });

  it('a cache path that cannot be read (a folder) is an error, not a missing cache', async () => {
    mkdirSync(cacheFile);
    await expect(workerBundle(cacheFile, REPO, counting)).rejects.toThrow(/EISDIR/);
    expect(bundles).toBe(0);
  });
});
