/**
 * `.promo/image-cache/` is pruned (issue 20: it only ever grew): after a build, files that neither it
 * nor the build before it used are removed, except ones written in the last minutes (a build running
 * beside it). On a real folder, with the clock given.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pruneImageCache, USED_FILE } from '../../cli/build/pruneImageCache.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');

function cache(names: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'promo-image-cache-'));
  const old = new Date(NOW - 24 * 3600 * 1000);
  for (const n of names) {
    writeFileSync(join(dir, n), n);
    utimesSync(join(dir, n), old, old);
  }
  return dir;
}
const left = (dir: string) =>
  readdirSync(dir)
    .filter((n) => n !== USED_FILE)
    .sort();

describe('pruneImageCache', () => {
  it('keeps the files of this build and the one before, removes the rest', async () => {
    const dir = cache(['a-320.webp', 'a-320.avif', 'b-320.webp', 'c-320.webp', 'x.tmp']);
    expect(await pruneImageCache(dir, [join(dir, 'a-320.webp'), join(dir, 'a-320.avif')], NOW)).toBe(3); // first build: only its own known
    expect(left(dir)).toEqual(['a-320.avif', 'a-320.webp']);
    writeFileSync(join(dir, 'b-320.webp'), 'b'); // the next build encodes b (written long ago by the clock below)
    utimesSync(join(dir, 'b-320.webp'), new Date(NOW - 3600_000), new Date(NOW - 3600_000));
    expect(await pruneImageCache(dir, [join(dir, 'b-320.webp')], NOW)).toBe(0); // a is the previous build's
    expect(left(dir)).toEqual(['a-320.avif', 'a-320.webp', 'b-320.webp']);
    expect(await pruneImageCache(dir, [join(dir, 'b-320.webp')], NOW)).toBe(2); // two builds without a
    expect(left(dir)).toEqual(['b-320.webp']);
  });

  it('leaves files written in the last minutes (another build) and survives a corrupt record', async () => {
    const dir = cache(['a.webp', 'fresh.webp']);
    const recent = new Date(NOW - 60_000);
    utimesSync(join(dir, 'fresh.webp'), recent, recent);
    writeFileSync(join(dir, USED_FILE), '{not json');
    expect(await pruneImageCache(dir, [], NOW)).toBe(1);
    expect(left(dir)).toEqual(['fresh.webp']);
  });
});
