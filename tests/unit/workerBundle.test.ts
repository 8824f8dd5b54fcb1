/**
 * The background worker's code is bundled once per change of its sources (cli/build/workerBundle.ts):
 * a build after a campaign edit reads it from the cache instead of starting esbuild, and a changed
 * source, another esbuild or a damaged cache file bundles it again.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8'));
    expect(Object.keys(cached.inputs)).toContain('runtime/worker/serviceWorker.ts');
    expect(Object.keys(cached.inputs)).toContain('runtime/worker/createWorker.ts');
    expect(await workerBundle(cacheFile, REPO, counting)).toBe(first);
    expect(bundles).toBe(1);
    // The settings are declared in front of the code, which reads them as PROMO_WORKER.
    const settings = { build: 'b9', assets: 'a1', base: '/new-promo/', offline: '<p>off</p>' };
    const sw = await serviceWorkerFile(settings, cacheFile);
    expect(sw.startsWith(`// promo build b9\nvar PROMO_WORKER=${JSON.stringify(settings)};\n`)).toBe(true);
    expect(sw.endsWith(first)).toBe(true);
    expect(bundles).toBe(1);
  });

  it('bundles again when a source it read changed, when esbuild is another version, or when the cache file is damaged', async () => {
    await workerBundle(cacheFile, REPO, counting);
    const good = readFileSync(cacheFile, 'utf8');
    const changed = JSON.parse(good);
    changed.inputs['runtime/worker/createWorker.ts'] = '0'.repeat(64);
    writeFileSync(cacheFile, JSON.stringify(changed));
    await workerBundle(cacheFile, REPO, counting);
    expect(bundles).toBe(2);
    expect(readFileSync(cacheFile, 'utf8')).toBe(good);

    writeFileSync(cacheFile, JSON.stringify({ ...JSON.parse(good), esbuild: '0.0.1' }));
    await workerBundle(cacheFile, REPO, counting);
    expect(bundles).toBe(3);

    writeFileSync(cacheFile, good.slice(0, 40));
    await workerBundle(cacheFile, REPO, counting);
    expect(bundles).toBe(4);
    expect(readFileSync(cacheFile, 'utf8')).toBe(good);
  });

  it('a cache path that cannot be read (a folder) is an error, not a missing cache', async () => {
    mkdirSync(cacheFile);
    await expect(workerBundle(cacheFile, REPO, counting)).rejects.toThrow(/EISDIR/);
    expect(bundles).toBe(0);
  });
});
