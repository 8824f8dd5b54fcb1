/** `promo check`'s cache of results per file: the same problems warm as cold, and never a stale result. */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { fileCheckCache, type CheckCacheData, type CheckCacheStore } from '../../cli/campaign/checkCache.ts';
import type { ProjectFs } from '../../cli/campaign/ProjectFs.ts';
import { REPO } from '../support/tempProject.ts';
import { overlayFs } from '../support/overlayFs.ts';
import { CACHES } from '../../cli/cacheRegistry.mjs';

const broken = (name: string) => join(REPO, 'tests', 'fixtures', 'broken', name);
const FILES = ['many-problems.yaml', 'missing-image.yaml', 'bad-params.yaml', 'route-clash.yaml', 'dup-key.yaml'].map(
  broken,
);

function memoryCache(): CheckCacheStore & { saves: number; data?: CheckCacheData } {
  const store: CheckCacheStore & { saves: number; data?: CheckCacheData } = {
    saves: 0,
    load: async () => (store.data ? structuredClone(store.data) : undefined),
    save: async (d) => {
      store.data = structuredClone(d);
      store.saves++;
    },
  };
  return store;
}
const run = (fs: ProjectFs, cache?: CheckCacheStore, files?: string[]) =>
  checkProject({ root: REPO, fs, alone: true, files, cache });
const codes = (r: Awaited<ReturnType<typeof run>>) =>
  r.problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.code} ${p.message}`);

describe('promo check cache', () => {
  it('reports exactly what an uncached run does, cold and warm, and writes nothing when nothing changed', async () => {
    const fs = overlayFs();
    const cache = memoryCache();
    const plain = await run(fs);
    const cold = await run(fs, cache);
    const warm = await run(fs, cache);
    expect(codes(cold)).toEqual(codes(plain));
    expect(codes(warm)).toEqual(codes(plain));
    expect(warm.checkedFiles).toBe(plain.checkedFiles);
    expect(cache.saves).toBe(1);
    const some = [...FILES, join(REPO, 'campaigns', 'cash-race.yaml')];
    const brokenPlain = await run(fs, undefined, some);
    expect(brokenPlain.problems.length).toBeGreaterThan(5);
    await run(fs, cache, some);
    const brokenWarm = await run(fs, cache, some);
    expect(codes(brokenWarm)).toEqual(codes(brokenPlain));
    for (const file of new Set(brokenWarm.problems.map((p) => p.file)))
      expect(brokenWarm.sources.get(file)).toBeTypeOf('string');
  });

  it('checks a file again when its text changes', async () => {
    const fs = overlayFs();
    const cache = memoryCache();
    const file = join(REPO, 'campaigns', 'cash-race.yaml');
    expect((await run(fs, cache, [file])).problems).toEqual([]);
    await fs.writeFile(file, readFileSync(file, 'utf8').replace(/^slug: .*$/m, 'slug: another-slug'));
    expect((await run(fs, cache, [file])).problems.map((p) => p.code)).toContain('rule/slug-mismatch');
  });

  it('drops every result when a rule input changes: a template params schema, the site config', async () => {
    const fs = overlayFs();
    const cache = memoryCache();
    const file = join(REPO, 'campaigns', 'cash-race.yaml');
    const template = /^template: (.*)$/m.exec(readFileSync(file, 'utf8'))![1]!.trim();
    expect((await run(fs, cache, [file])).problems).toEqual([]);
    const schemaPath = join(REPO, 'templates', template, 'params.schema.json');
    const schema = JSON.parse(readFileSync(schemaPath, 'utf8'));
    await fs.writeFile(
      schemaPath,
      JSON.stringify({ ...schema, required: [...(schema.required ?? []), 'newlyRequired'] }),
    );
    expect((await run(fs, cache, [file])).problems.map((p) => p.path)).toContain('/params/newlyRequired');
    await fs.writeFile(schemaPath, JSON.stringify(schema));
    expect((await run(fs, cache, [file])).problems).toEqual([]);
    const configPath = join(REPO, 'promo.config.yaml');
    await fs.writeFile(configPath, readFileSync(configPath, 'utf8') + '\nunknownSetting: 1\n');
    expect((await run(fs, cache, [file])).problems.map((p) => p.file)).toContain('promo.config.yaml');
  });

  it('checks again when an asset a rule looked for appears or disappears', async () => {
    const fs = overlayFs();
    const cache = memoryCache();
    const file = broken('missing-image.yaml');
    expect((await run(fs, cache, [file])).problems.map((p) => p.code)).toContain('rule/missing-image');
    const asset = join(REPO, 'campaigns', 'assets', 'img', 'does-not-exist.webp');
    await fs.writeFile(asset, 'image');
    expect((await run(fs, cache, [file])).problems.map((p) => p.code)).not.toContain('rule/missing-image');
    await fs.removeFile(asset);
    expect((await run(fs, cache, [file])).problems.map((p) => p.code)).toContain('rule/missing-image');
  });

  it('keeps the cache in a JSON file; a corrupt or foreign file counts as empty, never as a pass', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'promo-cache-'));
    try {
      const path = join(dir, CACHES.checkCache.path);
      const store = fileCheckCache(path);
      expect(await store.load()).toBeUndefined();
      const data: CheckCacheData = {
        version: 'v',
        site: { config: null, problems: [] },
        templates: { names: [], problems: [] },
        entries: {},
      };
      await store.save(data);
      expect(await store.load()).toEqual(data);
      writeFileSync(path, '{"version": "v", "entr');
      expect(await store.load()).toBeUndefined();
      writeFileSync(path, '{"version": "v"}');
      expect(await store.load()).toBeUndefined();
      const file = broken('many-problems.yaml');
      writeFileSync(
        path,
        '{"version": "v", "site": {"problems": []}, "templates": {"names": [], "problems": []}, "entries": {}}',
      );
      const r = await checkProject({ root: REPO, fs: overlayFs(), alone: true, files: [file], cache: store });
      expect(r.problems.length).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
