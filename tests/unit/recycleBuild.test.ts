/**
 * A spare build brought up to date in place (cli/build/recycleBuild.ts), on a real folder: what is
 * kept, what goes, and that no file shared with another build (a hard link) is ever written to.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PAGE_DATA_FILE } from '../../model/Site.ts';
import { PAGES_INDEX_FILE, type PagesIndex } from '../../cli/build/incremental.ts';
import { recyclePages } from '../../cli/build/recycleBuild.ts';

let root: string;
let spare: string;
let other: string;
const discarded: string[] = [];
const discard = (path: string) => {
  discarded.push(path.slice(spare.length));
  rmSync(path, { recursive: true });
};
const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};
const page = (dir: string, url: string, text: string) => {
  write(join(dir, 'client', url, 'index.html'), `<html>${text}</html>`);
  write(join(dir, 'client', url, PAGE_DATA_FILE), `{"text":"${text}"}`);
};
const index: PagesIndex = {
  version: 1,
  bundle: 'b1',
  pages: {
    '/': { key: 'k-root', scripts: ['r'] },
    '/a/': { key: 'k-a', scripts: ['a'] },
    '/b/': { key: 'k-b', scripts: [] },
    '/c/x/': { key: 'k-cx', scripts: [] },
    '/d/': { key: 'k-d', scripts: [] },
    '/d/e/': { key: 'k-de', scripts: [] },
  },
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'promo-recycle-'));
  spare = join(root, 'spare');
  other = join(root, 'current');
  discarded.length = 0;
  for (const url of Object.keys(index.pages)) page(spare, url, url);
  write(join(spare, 'client', 'assets', 'app.js'), 'app');
  write(join(spare, 'client', '404.html'), 'not found');
  write(join(spare, 'client', 'sw.js'), 'worker');
  write(join(spare, 'client', '_img', 'hero.webp'), 'img');
  write(join(spare, 'nginx.conf'), 'conf');
  write(join(spare, PAGES_INDEX_FILE), JSON.stringify(index));
  // Page /b/ is shared with the current build (a page reused by it): a hard link.
  mkdirSync(join(other, 'client', 'b'), { recursive: true });
  linkSync(join(spare, 'client', 'b', 'index.html'), join(other, 'client', 'b', 'index.html'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const files = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length))
    .sort();

describe('recyclePages', async () => {
  it("keeps pages whose key holds and the same bundle's files, empties changed pages, removes gone ones and everything else", async () => {
    const keys = { '/': 'k-root', '/a/': 'k-a', '/b/': 'k-b2', '/d/': 'k-d2', '/d/e/': 'k-de', '/new/': 'k-new' };
    const inode = statSync(join(spare, 'client', 'a', 'index.html')).ino;
    const r = await recyclePages(spare, keys, 'b1', new Set(['assets']), discard);
    expect(r && [...r.kept].sort()).toEqual(['/', '/a/', '/d/e/']);
    expect(r?.assetsKept).toBe(true);
    expect(files(spare)).toEqual([
      '/client/a/index.html',
      `/client/a/${PAGE_DATA_FILE}`,
      '/client/assets/app.js',
      '/client/d/e/index.html',
      `/client/d/e/${PAGE_DATA_FILE}`,
      '/client/index.html',
      `/client/${PAGE_DATA_FILE}`,
    ]);
    // Changed pages keep their (empty) folders for the build to write into; a gone page's folders go.
    expect(existsSync(join(spare, 'client', 'b'))).toBe(true);
    expect(existsSync(join(spare, 'client', 'c'))).toBe(false);
    expect(statSync(join(spare, 'client', 'a', 'index.html')).ino).toBe(inode);
    expect(discarded.sort()).toEqual([
      '/client/404.html',
      '/client/_img',
      '/client/sw.js',
      '/nginx.conf',
      `/${PAGES_INDEX_FILE}`,
    ]);
    // The current build's link to /b/ still has its content: the spare's name was unlinked, not written.
    expect(readFileSync(join(other, 'client', 'b', 'index.html'), 'utf8')).toBe('<html>/b/</html>');
  });

  it("drops the bundle's files when the spare was built from another bundle (every key differs too)", async () => {
    const keys = Object.fromEntries(Object.keys(index.pages).map((u) => [u, `${u}-b2`]));
    const r = await recyclePages(spare, keys, 'b2', new Set(['assets']), discard);
    expect(r?.assetsKept).toBe(false);
    expect(r?.kept.size).toBe(0);
    expect(discarded).toContain('/client/assets');
    expect(files(spare)).toEqual([]);
  });

  it('keeps no page for a full build', async () => {
    const keys = Object.fromEntries(Object.entries(index.pages).map(([u, e]) => [u, e.key]));
    expect((await recyclePages(spare, keys, 'b1', new Set(['assets']), discard, true))?.kept.size).toBe(0);
    expect(files(spare)).toEqual(['/client/assets/app.js']);
  });

  it('declines (changing nothing) a folder without a readable index, or with a page where the bundle has files', async () => {
    const before = files(spare);
    expect(await recyclePages(spare, {}, 'b1', new Set(['a']), discard)).toBeNull();
    writeFileSync(join(spare, PAGES_INDEX_FILE), '{"version":1,');
    expect(await recyclePages(spare, {}, 'b1', new Set(['assets']), discard)).toBeNull();
    rmSync(join(spare, PAGES_INDEX_FILE));
    expect(await recyclePages(spare, {}, 'b1', new Set(['assets']), discard)).toBeNull();
    expect(files(spare)).toEqual(before.filter((f) => f !== `/${PAGES_INDEX_FILE}`));
    expect(discarded).toEqual([]);
  });
});
