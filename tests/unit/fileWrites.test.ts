/**
 * cli/files/: an exclusive create never writes into what is there (a file, a hard link shared with
 * another build, a symbolic link), and an atomic replace leaves the old file whole when the write
 * fails or the process dies in the middle. And `promo new` refuses to overwrite a campaign, even one
 * that appears between its check and its write.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import {
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyExclusive, createExclusive, createExclusiveSync, isEexist } from '../../cli/files/createExclusive.ts';
import { replaceAtomically, replaceAtomicallySync } from '../../cli/files/replaceAtomically.ts';
import { runNew } from '../../cli/commands/new.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import { PromoError } from '../../cli/errors/PromoError.ts';
import { REPO } from '../support/tempProject.ts';
import { buildSync } from 'esbuild';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'promo-writes-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const read = (name: string) => readFileSync(join(dir, name), 'utf8');
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('createExclusive', () => {
  it('creates a file and its folder, and refuses one that is there, changing nothing', async () => {
    await createExclusive(join(dir, 'a', 'b.txt'), 'first');
    expect(read('a/b.txt')).toBe('first');
    expect(isEexist(await rejection(createExclusive(join(dir, 'a', 'b.txt'), 'second')))).toBe(true);
    expect(() => createExclusiveSync(join(dir, 'a', 'b.txt'), 'second')).toThrow(
      expect.objectContaining({ code: 'EEXIST' }),
    );
    expect(read('a/b.txt')).toBe('first');
  });

  it('never writes through a hard link (a recycled build sharing a page with the live one) or a symbolic link', async () => {
    writeFileSync(join(dir, 'live.html'), 'live page');
    linkSync(join(dir, 'live.html'), join(dir, 'spare.html'));
    symlinkSync(join(dir, 'live.html'), join(dir, 'pointer.html'));
    for (const name of ['spare.html', 'pointer.html']) {
      expect(() => createExclusiveSync(join(dir, name), 'new page')).toThrow(
        expect.objectContaining({ code: 'EEXIST' }),
      );
      expect(isEexist(await rejection(createExclusive(join(dir, name), 'new page')))).toBe(true);
    }
    writeFileSync(join(dir, 'image.avif'), 'new image');
    expect(isEexist(await rejection(copyExclusive(join(dir, 'image.avif'), join(dir, 'spare.html'))))).toBe(true);
    expect(read('live.html')).toBe('live page');
  });
});

describe('replaceAtomically', () => {
  it('replaces the whole file, and replaces a hard link instead of writing through it', async () => {
    writeFileSync(join(dir, 'kept.json'), 'old');
    linkSync(join(dir, 'kept.json'), join(dir, 'other-link.json'));
    await replaceAtomically(join(dir, 'kept.json'), 'new');
    replaceAtomicallySync(join(dir, 'fresh', 'x.png'), 'png');
    expect([read('kept.json'), read('other-link.json'), read('fresh/x.png')]).toEqual(['new', 'old', 'png']);
    expect(readdirSync(dir).sort()).toEqual(['fresh', 'kept.json', 'other-link.json']);
  });

  it('leaves the old file intact, and no temp file, when the write fails half-way', async () => {
    writeFileSync(join(dir, 'schema.json'), 'old schema');
    async function* halfThenFail() {
      yield 'new sch';
      throw new Error('disk gone');
    }
    await expect(replaceAtomically(join(dir, 'schema.json'), halfThenFail())).rejects.toThrow('disk gone');
    expect(read('schema.json')).toBe('old schema');
    expect(readdirSync(dir)).toEqual(['schema.json']);
  });

  it('leaves the old file intact when the process is killed in the middle of the write, and the next replace there deletes its temp file', async () => {
    writeFileSync(join(dir, 'baseline.png'), 'old baseline');
    // The module bundled as JavaScript (it imports only node:), so the child is a bare node: no loader to start.
    const module = join(dir, 'replaceAtomically.mjs');
    writeFileSync(
      module,
      buildSync({
        entryPoints: [join(REPO, 'cli', 'files', 'replaceAtomically.ts')],
        bundle: true,
        platform: 'node',
        format: 'esm',
        write: false,
      }).outputFiles[0]!.text,
    );
    const script = `const { replaceAtomically } = await import(${JSON.stringify(module)});
      async function* chunks() { yield 'half of the new'; process.kill(process.pid, 'SIGKILL'); yield 'rest'; }
      await replaceAtomically(${JSON.stringify(join(dir, 'baseline.png'))}, chunks());`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    rmSync(module);
    expect(r.signal).toBe('SIGKILL');
    expect(read('baseline.png')).toBe('old baseline');
    // What the dead process had written is in its own temp file, beside it.
    const temps = readdirSync(dir).filter((n) => n !== 'baseline.png');
    expect(temps).toEqual([expect.stringMatching(/^\.baseline\.png\.\d+-\d+-\w+\.tmp$/)]);
    expect(read(temps[0]!)).toBe('half of the new');
    // The next replace in that folder deletes it: its process is dead.
    await replaceAtomically(join(dir, 'baseline.png'), 'new baseline');
    expect(readdirSync(dir)).toEqual(['baseline.png']);
    expect(read('baseline.png')).toBe('new baseline');
  });

  it("the first replace in a folder deletes the temp files of dead processes, never a live one's", () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    const live = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      const temps = {
        dead: `.story.json.${dead}-1700000000000-abc123.tmp`,
        live: `.story.json.${live.pid}-1700000000000-def456.tmp`,
        mine: `.other.json.${process.pid}-1700000000000-0a1b2c.tmp`,
        deadOther: `.schema.json.${dead}-1700000000000-zz9.tmp`,
      };
      for (const name of Object.values(temps)) writeFileSync(join(dir, name), 'half');
      writeFileSync(join(dir, `.story.json.${dead}.notes`), "someone's own file"); // not a temp file's name
      replaceAtomicallySync(join(dir, 'story.json'), 'whole');
      expect(readdirSync(dir).sort()).toEqual(
        [temps.live, temps.mine, `.story.json.${dead}.notes`, 'story.json'].sort(),
      );
    } finally {
      live.kill();
    }
  });
});

describe('promo new never overwrites a campaign', () => {
  /** A project with the repository's templates and one campaign someone wrote. */
  const project = () => {
    mkdirSync(join(dir, 'campaigns'));
    symlinkSync(join(REPO, 'templates'), join(dir, 'templates'));
    writeFileSync(join(dir, 'campaigns', 'my-race.yaml'), '# my own campaign, hours of work\n');
  };
  const deps = (exists: (p: string) => boolean) => ({
    root: dir,
    fs: { ...nodeFs, exists },
    out: () => undefined,
    now: () => new Date('2026-10-20T09:00:00Z'),
    writeFile: createExclusive,
    removeFile: (f: string) => Promise.resolve(rmSync(f, { force: true })),
  });

  it('refuses an existing campaign', async () => {
    project();
    const e = await rejection(runNew(deps(nodeFs.exists), 'my-race', { template: 'tournament' }));
    expect(e).toBeInstanceOf(PromoError);
    expect((e as PromoError).data.code).toBe('PROMO_SLUG_EXISTS');
    expect(read('campaigns/my-race.yaml')).toBe('# my own campaign, hours of work\n');
  });

  it('refuses one that appears after its check (an editor saving it meanwhile): the write itself is exclusive', async () => {
    project();
    const e = await rejection(
      runNew(
        deps((p) => !p.endsWith('my-race.yaml') && nodeFs.exists(p)),
        'my-race',
        { template: 'tournament' },
      ),
    );
    expect((e as PromoError).data?.code).toBe('PROMO_SLUG_EXISTS');
    expect((e as Error).message).toContain('already exists, so nothing was written');
    expect(read('campaigns/my-race.yaml')).toBe('# my own campaign, hours of work\n');
  });
});
