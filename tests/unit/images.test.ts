/**
 * The campaign image pipeline (cli/build/images.ts) on real images made here with sharp: the widths
 * and formats it emits, their intrinsic size, and a rebuild served from the content-hash cache.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { HERO_WIDTHS, IMAGE_DIR, prepareImages } from '../../cli/build/images.ts';

async function project(images: Record<string, { width: number; height: number }>) {
  const dir = mkdtempSync(join(tmpdir(), 'promo-images-'));
  const assetsDir = join(dir, 'assets');
  for (const [name, size] of Object.entries(images)) {
    const png = await sharp({ create: { ...size, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .png()
      .toBuffer();
    const path = join(assetsDir, name);
    await import('node:fs/promises').then((f) => f.mkdir(join(path, '..'), { recursive: true }));
    writeFileSync(path, png);
  }
  return { assetsDir, cacheDir: join(dir, 'cache'), baseUrl: '/new-promo/' };
}

describe('prepareImages', () => {
  it('emits AVIF then WebP in the spec image widths xs 320 … xxl 1536, with the smallest as <img> size and src', async () => {
    const job = {
      ...(await project({ 'key-art/hero.png': { width: 1600, height: 800 } })),
      paths: ['key-art/hero.png'],
    };
    const r = await prepareImages(job);
    const image = r.images.get('key-art/hero.png')!;
    expect(HERO_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(image.width).toBe(320);
    expect(image.height).toBe(160);
    expect(image.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    for (const s of image.sources) {
      const ext = s.type.slice('image/'.length);
      expect(s.srcset.split(', ').map((c) => c.split(' ')[1])).toEqual(HERO_WIDTHS.map((w) => `${w}w`));
      for (const candidate of s.srcset.split(', '))
        expect(candidate).toMatch(new RegExp(`^/new-promo/${IMAGE_DIR}/hero-[0-9a-f]{8}-\\d+\\.${ext} \\d+w$`));
    }
    expect(image.src).toMatch(/^\/new-promo\/_img\/hero-[0-9a-f]{8}-320\.webp$/);
    // The files really are those formats and widths.
    expect(r.files).toHaveLength(HERO_WIDTHS.length * 2);
    for (const f of r.files) {
      const meta = await sharp(readFileSync(f.cached)).metadata();
      const [, width, ext] = /-(\d+)\.(\w+)$/.exec(f.name)!;
      expect(meta.width).toBe(Number(width));
      expect(meta.height).toBe(Number(width) / 2);
      expect(meta.format).toBe(ext === 'avif' ? 'heif' : 'webp');
    }
    expect(r.encoded).toBe(12);
    expect(r.reused).toBe(0);
  });

  it('never upscales: a source narrower than the widths gives its own width only', async () => {
    const job = { ...(await project({ 'small.png': { width: 300, height: 200 } })), paths: ['small.png'] };
    const image = (await prepareImages(job)).images.get('small.png')!;
    expect([image.width, image.height]).toEqual([300, 200]);
    expect(image.sources[0]!.srcset).toMatch(/-300\.avif 300w$/);
    const two = { ...(await project({ 'mid.png': { width: 1000, height: 500 } })), paths: ['mid.png'] };
    expect(
      (await prepareImages(two)).images
        .get('mid.png')!
        .sources[1]!.srcset.split(', ')
        .map((c) => c.split(' ')[1]),
    ).toEqual(['320w', '640w', '768w']);
  });

  it('a rebuild reuses the cache by content hash; a changed image is encoded again', async () => {
    const base = await project({ 'a.png': { width: 1000, height: 500 } });
    const job = { ...base, paths: ['a.png'] };
    const first = await prepareImages(job);
    expect([first.encoded, first.reused]).toEqual([6, 0]);
    const again = await prepareImages(job);
    expect([again.encoded, again.reused]).toEqual([0, 6]);
    expect(again.images.get('a.png')).toEqual(first.images.get('a.png'));
    // Same name, new content: a new hash, new files.
    writeFileSync(
      join(base.assetsDir, 'a.png'),
      await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#123456' } })
        .png()
        .toBuffer(),
    );
    const changed = await prepareImages(job);
    expect([changed.encoded, changed.reused]).toEqual([6, 0]);
    expect(changed.images.get('a.png')!.src).not.toBe(first.images.get('a.png')!.src);
  });
});
