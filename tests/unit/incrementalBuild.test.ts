/**
 * Incremental `promo build` end to end (real CLI): after editing one campaign, a build re-renders
 * only that campaign's pages, reuses the cached bundles, and its output equals a full build's; a
 * later build takes over the spare build in place; the render workers' HTML equals Vike's prerender's;
 * replacing a hero image re-renders only the pages that show it (--verbose lists every page, marked).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { join, relative } from 'node:path';
import { tempProject, type TempProject } from '../support/tempProject.ts';
import { buildSlots } from '../../cli/build/writeAtomically.ts';

const AT = ['--at', '2026-11-20T12:00'];
/** Preloaded into a build to say which packages it loaded (tests/support/recordLoadedModules.cjs). */
const LOADED_PRELOAD = join(import.meta.dirname, '..', 'support', 'recordLoadedModules.cjs');
/** Runs `run` with these environment variables set (the CLI's child process inherits them), then restores them. */
function withEnv<T>(vars: Record<string, string>, run: () => T): T {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    return run();
  } finally {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}
const hashes = (dir: string) =>
  Object.fromEntries(
    files(dir).map((f) => [
      f,
      createHash('sha256')
        .update(readFileSync(join(dir, f)))
        .digest('hex'),
    ]),
  );
const files = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();

describe('incremental promo build (real CLI)', () => {
  let p: TempProject;
  let first: ReturnType<TempProject['run']>;
  beforeAll(() => {
    p = tempProject();
    // A small project keeps the three builds short: the edited campaign, two it must leave alone (one
    // with {id} variants, one running an A/B experiment), and nothing else.
    const keep = new Set(['cash-race.yaml', 'playson-non-stop-drops.yaml', 'mega-contest.yaml']);
    for (const f of readdirSync(join(p.dir, 'campaigns')))
      if (f.endsWith('.yaml') && !keep.has(f)) rmSync(join(p.dir, 'campaigns', f));
    first = p.run('build', ...AT);
  }, 300_000);
  afterAll(() => p?.cleanup());

  it('re-renders only the edited campaign and equals a full build', () => {
    expect(first.code).toBe(0);
    const file = join(p.dir, 'campaigns', 'cash-race.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('title: "Cash Race"', 'title: "Cash Race Deluxe"'));
    const loadedList = join(p.dir, 'loaded-modules.json');
    const again = withEnv({ NODE_OPTIONS: `--require ${LOADED_PRELOAD}`, PROMO_TEST_LOADED: loadedList }, () =>
      p.run('build', ...AT),
    );
    expect(again.code).toBe(0);
    // A text edit needs no image decoded (the edited campaign's hero image was probed by the first build's
    // check, and every image's size is kept with its encoded files), no validator compiled and no problem
    // framed: sharp, ajv's compiler and @babel/code-frame are not even loaded (the yaml parser is: the list
    // does record what the build loads).
    const loaded = JSON.parse(readFileSync(loadedList, 'utf8')) as string[];
    const has = (part: string) => loaded.some((f) => f.includes(part));
    expect({
      sharp: has('/node_modules/sharp/'),
      ajvCompiler: has('/node_modules/ajv/dist/core.js'),
      codeFrame: has('/node_modules/@babel/code-frame/'),
      yaml: has('/node_modules/yaml/'),
    }).toEqual({ sharp: false, ajvCompiler: false, codeFrame: false, yaml: true });
    expect(again.stdout).toContain('Bundles unchanged (cached)');
    // The two unchanged campaigns' parts of the plan are kept (planFragments.ts): their data is not read back.
    expect(again.stdout).toMatch(/plan [\d.]+ s \(2 unchanged campaigns kept\)/);
    const kept = Number(/(\d+) unchanged pages kept/.exec(again.stdout)?.[1]);
    const total = Number(/Built (\d+) pages/.exec(again.stdout)?.[1]);
    // cash-race has a page per {id} value and one per language of its text beside each (4 × 4); the 404 page is always rendered.
    expect(total - kept).toBe(16);
    expect(again.stdout).toContain('Pages rendered 17/17');
    expect(readFileSync(join(p.dir, 'dist', 'client', 'cash-race', 'index.html'), 'utf8')).toContain(
      'Cash Race Deluxe',
    );

    // An absolute --out-dir is that folder, and is printed as given.
    const full = p.run('build', '--full', '--out-dir', join(p.dir, 'dist-full'), ...AT);
    expect(full.code).toBe(0);
    expect(full.stdout).toContain(`into ${join(p.dir, 'dist-full')}/ in `);
    const [a, b] = [join(p.dir, 'dist'), join(p.dir, 'dist-full')];
    expect(files(a)).toEqual(files(b));
    for (const f of files(a)) expect(readFileSync(join(a, f)).equals(readFileSync(join(b, f))), f).toBe(true);
  }, 300_000);

  it('a later build takes over the spare build in place: pages whose key holds stay, the builds it shares files with are untouched, the output equals a full build', () => {
    const edit = (name: string, from: string | RegExp, to: string) => {
      const f = join(p.dir, 'campaigns', name);
      writeFileSync(f, readFileSync(f, 'utf8').replace(from, to));
    };
    edit('playson-non-stop-drops.yaml', /^(\s+title: )(.*)$/m, '$1"Non-stop drops, edited"');
    expect(p.run('build', ...AT).code).toBe(0);
    // Now: the current build, the previous (Deluxe) and the spare (the first build: the original title).
    const builds = buildSlots(p.dir, 'dist').builds;
    expect(readdirSync(builds)).toContain('spare');
    const [current, previous] = [realpathSync(join(p.dir, 'dist')), realpathSync(join(builds, 'previous'))];
    expect(hashes(current)).not.toEqual(hashes(previous));
    const before = [hashes(current), hashes(previous)];
    edit('cash-race.yaml', 'title: "Cash Race Deluxe"', 'title: "Cash Race"');
    rmSync(join(p.dir, 'campaigns', 'mega-contest.yaml'));
    const again = p.run('build', ...AT);
    expect(again.code, again.stderr).toBe(0);
    // cash-race's pages are the spare's own again (same key): only the 404 page is rendered.
    expect(again.stdout).toContain('Pages rendered 1/1');
    expect(readFileSync(join(p.dir, 'dist', 'client', 'cash-race', 'index.html'), 'utf8')).not.toContain('Deluxe');
    // What was current is now the previous build, and what was previous is the new spare: same files, same bytes.
    expect(realpathSync(join(builds, 'previous'))).toBe(current);
    expect([hashes(current), hashes(join(builds, 'spare'))]).toEqual(before);
    // The full build here renders with Vike's prerender in-process (as from the sources) instead of the
    // render workers: the two renderers' output is compared too.
    // The builds above rendered in worker threads (the compiled CLI), this one with the prerender:
    // each build names its renderer, so the comparison cannot silently be one renderer against itself.
    expect(again.stdout).toMatch(/render [\d.]+ s \(1 render worker\)/);
    process.env.PROMO_RENDER_WORKERS = '0';
    try {
      const full = p.run('build', '--full', '--out-dir', 'dist-full2', ...AT);
      expect(full.code, full.stderr).toBe(0);
      expect(full.stdout).toMatch(/render [\d.]+ s \(Vike's prerender\)/);
    } finally {
      delete process.env.PROMO_RENDER_WORKERS;
    }
    const [a, b] = [join(p.dir, 'dist'), join(p.dir, 'dist-full2')];
    expect(files(a)).toEqual(files(b));
    for (const f of files(a)) expect(readFileSync(join(a, f)).equals(readFileSync(join(b, f))), f).toBe(true);
  }, 300_000);

  it('replacing a hero image re-renders only the pages that show it, with the bundles cached; --verbose lists every page, marked', async () => {
    const image = join(p.dir, 'campaigns', 'assets', 'key-art', 'cash-race.jpg');
    const old = readFileSync(image);
    const previous = realpathSync(join(p.dir, 'dist'));
    const drops = readFileSync(join(previous, 'client', 'playson-non-stop-drops', 'index.html'));
    const replaced = await sharp(old).flop().jpeg({ quality: 80 }).toBuffer();
    writeFileSync(image, replaced);
    const again = p.run('build', '--verbose', ...AT);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('Bundles unchanged (cached)');
    // cash-race's four pages (en, hi, bn, pt) show the image; the 404 page is rendered by every build.
    expect(again.stdout).toContain('Pages rendered 17/17');
    expect(again.stdout).toContain('(16 pages + the 404 page)');
    const listed = again.stdout
      .split('\n')
      .filter((l) => /^ {2}(rendered|kept) /.test(l))
      .map((l) => l.trim().split(/\s+/));
    expect(
      listed
        .filter(([mark]) => mark === 'rendered')
        .map(([, url]) => url)
        .sort(),
    ).toEqual([
      '/new-promo/404.html',
      ...['', 'bn/', 'hi/', 'pt/'].flatMap((v) =>
        ['', '__lang/bn/', '__lang/hi/', '__lang/pt/'].map((l) => `/new-promo/cash-race/${v}${l}`),
      ),
    ]);
    expect(listed.filter(([mark]) => mark === 'kept').map(([, url]) => url)).toContain(
      '/new-promo/playson-non-stop-drops/',
    );
    const total = Number(/Built (\d+) pages/.exec(again.stdout)?.[1]);
    expect(listed).toHaveLength(total + 1);
    // The pages name the new image's copies; the page that does not show it is the previous build's file.
    const current = realpathSync(join(p.dir, 'dist'));
    const html = readFileSync(join(current, 'client', 'cash-race', 'index.html'), 'utf8');
    const newCopy = /_img\/(cash-race-[0-9a-f]{8}-\d+\.webp)/.exec(html)?.[1];
    expect(newCopy).toBeDefined();
    expect(readFileSync(join(previous, 'client', 'cash-race', 'index.html'), 'utf8')).not.toContain(newCopy);
    expect(statSync(join(current, 'client', '_img', newCopy!)).size).toBeGreaterThan(0);
    expect(readFileSync(join(current, 'client', 'playson-non-stop-drops', 'index.html')).equals(drops)).toBe(true);
    // The original is never published as it is (issue 20): only the re-encoded copies are.
    expect(existsSync(join(current, 'client', 'key-art'))).toBe(false);
  }, 300_000);
});
