/** A campaign image's size kept in the image cache, so a rebuild with every image encoded never decodes one (cli/build/cachedImageSize.ts). */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { cachedImageSize } from '../../cli/build/cachedImageSize.ts';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'promo-size-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const source = Buffer.from('not decoded by the fake');

it('measures an image once and reads its size back after that, without measuring', async () => {
  const measured: Buffer[] = [];
  const measure = async (b: Buffer) => {
    measured.push(b);
    return { width: 1280, height: 720 };
  };
  const first = await cachedImageSize(dir, 'abc', source, 'hero.png', measure);
  expect(first).toEqual({ size: { width: 1280, height: 720 }, file: join(dir, 'abc.size.json') });
  expect(JSON.parse(readFileSync(first.file, 'utf8'))).toEqual({ width: 1280, height: 720 });
  const again = await cachedImageSize(dir, 'abc', source, 'hero.png', measure);
  expect(again.size).toEqual({ width: 1280, height: 720 });
  expect(measured).toHaveLength(1);
});

it('measures again when the kept size is damaged or nonsense, and fails on what sharp cannot size', async () => {
  const measure = async () => ({ width: 640, height: 480 });
  writeFileSync(join(dir, 'bad.size.json'), '{"width": 12');
  expect((await cachedImageSize(dir, 'bad', source, 'a.png', measure)).size).toEqual({ width: 640, height: 480 });
  writeFileSync(join(dir, 'zero.size.json'), '{"width": 0, "height": -3}');
  expect((await cachedImageSize(dir, 'zero', source, 'b.png', measure)).size).toEqual({ width: 640, height: 480 });
  await expect(cachedImageSize(dir, 'none', source, 'c.png', async () => ({}))).rejects.toThrow(
    'c.png: not an image sharp can read',
  );
});

it('does not take an unreadable size file for a missing one', async () => {
  mkdirSync(join(dir, 'dir.size.json'));
  await expect(cachedImageSize(dir, 'dir', source, 'd.png', async () => ({ width: 1, height: 1 }))).rejects.toThrow(
    /EISDIR/,
  );
});
