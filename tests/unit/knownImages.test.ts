/** Image probes the check cache keeps by content hash (cli/campaign/knownImages.ts): an unchanged image is not probed again. */
import { describe, expect, it } from 'vitest';
import { keptProbes, knownImages } from '../../cli/campaign/knownImages.ts';
import type { ImageProbe } from '../../cli/campaign/probeImage.ts';
import type { ProjectFs } from '../../cli/campaign/ProjectFs.ts';

/** A file access whose images have the given contents (hash) and sizes; it counts its probes. */
function fakeFs(files: Record<string, { hash: string; width: number }>, changeDuringProbe?: string) {
  const probed: string[] = [];
  const fs: ProjectFs = {
    readFile: async () => '',
    readdir: async () => [],
    exists: () => true,
    size: async () => 1,
    fingerprint: async (_dir, rel) => {
      const f = files[rel];
      if (!f) throw Object.assign(new Error('gone'), { code: 'ENOENT' });
      return f.hash;
    },
    image: async (_dir, rel): Promise<ImageProbe> => {
      probed.push(rel);
      // The file replaced between the fingerprint and the probe.
      if (rel === changeDuringProbe) files[rel] = { hash: 'replaced', width: 1 };
      const f = files[rel]!;
      return { bytes: 100, hash: f.hash, width: f.width, height: f.width / 2 };
    },
  };
  return { fs, probed };
}

describe('knownImages', () => {
  it('answers an image the cache knows by its content, without probing it, and probes (and keeps) a new one', async () => {
    const { fs, probed } = fakeFs({ 'hero.png': { hash: 'h1', width: 1280 }, 'new.png': { hash: 'h2', width: 640 } });
    const known = knownImages(fs, { h1: { bytes: 100, width: 1280, height: 640 } });
    expect(await known.fs.image!('assets', 'hero.png')).toEqual({ bytes: 100, hash: 'h1', width: 1280, height: 640 });
    expect([probed, known.added()]).toEqual([[], false]);
    expect(await known.fs.image!('assets', 'new.png')).toEqual({ bytes: 100, hash: 'h2', width: 640, height: 320 });
    expect([probed, known.added()]).toEqual([['new.png'], true]);
    expect(known.used).toEqual({
      h1: { bytes: 100, width: 1280, height: 640 },
      h2: { bytes: 100, width: 640, height: 320 },
    });
  });

  it('keeps what a probe found with its problem, and never a probe of a file replaced while it ran', async () => {
    const { fs } = fakeFs({ 'a.png': { hash: 'before', width: 10 } }, 'a.png');
    const known = knownImages(fs);
    expect((await known.fs.image!('assets', 'a.png')).hash).toBe('replaced');
    expect(known.used).toEqual({});
    const bad: ProjectFs = {
      ...fs,
      fingerprint: async () => 'h3',
      image: async () => ({ bytes: 5, hash: 'h3', problem: { code: 'rule/bad-image', message: 'is damaged' } }),
    };
    const kept = knownImages(bad);
    await kept.fs.image!('assets', 'b.png');
    expect(kept.used).toEqual({ h3: { bytes: 5, problem: { code: 'rule/bad-image', message: 'is damaged' } } });
    const again = knownImages({ ...bad, image: async () => expect.unreachable() }, kept.used);
    expect(await again.fs.image!('assets', 'b.png')).toMatchObject({ problem: { code: 'rule/bad-image' } });
  });

  it('rejects as the file access does for a missing image (ENOENT: the rule says it is missing)', async () => {
    const { fs } = fakeFs({});
    await expect(knownImages(fs).fs.image!('assets', 'gone.png')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('keptProbes', () => {
  it("keeps this run's probes and the earlier ones a kept result still names, and drops the rest", () => {
    const probe = (width: number) => ({ bytes: 1, width, height: 1 });
    const entries = { 'a.yaml': { assets: { 'hero.png': 'h1' } }, 'b.yaml': { assets: {} } };
    expect(keptProbes(entries, { h1: probe(1), old: probe(2) }, { h3: probe(3) })).toEqual({
      h1: probe(1),
      h3: probe(3),
    });
  });
});
