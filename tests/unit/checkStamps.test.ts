/** A rebuild skips reading files whose stamp (stat) is the one recorded with their cached result, and never serves a stale one. */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import type { CheckCacheData, CheckCacheStore } from '../../cli/campaign/checkCache.ts';
import { nodeFs, type ProjectFs } from '../../cli/campaign/ProjectFs.ts';
import { fileStamp } from '../../cli/campaign/fileStamp.ts';
import { REPO } from '../support/tempProject.ts';

function memoryCache(): CheckCacheStore {
  let data: CheckCacheData | undefined;
  return {
    load: async () => (data ? structuredClone(data) : undefined),
    save: async (d) => {
      data = structuredClone(d);
    },
  };
}

function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'promo-stamps-'));
  const file = join(dir, 'cash-race.yaml');
  const text = readFileSync(join(REPO, 'campaigns', 'cash-race.yaml'), 'utf8');
  writeFileSync(file, text);
  const reads: string[] = [];
  const fs: ProjectFs = {
    ...nodeFs,
    readFile: async (p) => {
      reads.push(p);
      return nodeFs.readFile(p);
    },
  };
  const cache = memoryCache();
  // The clock runs ahead so that the file's last change counts as settled.
  const run = (now = Date.now() + 10_000) =>
    checkProject({ root: REPO, fs, alone: true, files: [file], cache, stamp: fileStamp, now: () => now });
  const readsOf = () => reads.filter((p) => p === file).length;
  return { dir, file, text, run, readsOf, done: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('file stamps in the check cache', () => {
  it('does not read an unchanged file again, and reports the same', async () => {
    const t = setup();
    try {
      const cold = await t.run();
      expect(cold.problems).toEqual([]);
      expect(t.readsOf()).toBe(1);
      const warm = await t.run();
      expect(t.readsOf()).toBe(1);
      expect(warm.problems).toEqual([]);
      expect(warm.checkedFiles).toBe(1);
    } finally {
      t.done();
    }
  });

  it('catches an edit that keeps the size and restores the mtime (the ctime changed)', async () => {
    const t = setup();
    try {
      utimesSync(t.file, 1_700_000_000, 1_700_000_000); // a whole second: restored exactly below
      await t.run();
      await t.run();
      expect(t.readsOf()).toBe(1);
      const before = statSync(t.file, { bigint: true });
      const edited = t.text.replace(/^slug: (.*)$/m, (_l, s: string) => `slug: ${s.toUpperCase()}`);
      expect(edited).not.toBe(t.text);
      writeFileSync(t.file, edited);
      utimesSync(t.file, 1_700_000_000, 1_700_000_000);
      const after1 = statSync(t.file, { bigint: true });
      expect([after1.size, after1.mtimeNs, after1.ino]).toEqual([before.size, before.mtimeNs, before.ino]);
      expect(after1.ctimeNs).not.toBe(before.ctimeNs);
      const after = await t.run();
      expect(t.readsOf()).toBe(2);
      expect(after.problems.map((p) => p.path)).toContain('/slug');
    } finally {
      t.done();
    }
  });

  it('reads a touched file again (same text: the cached result holds), then trusts its new stamp', async () => {
    const t = setup();
    try {
      await t.run();
      const later = new Date(Date.now() + 60_000);
      utimesSync(t.file, later, later);
      expect((await t.run()).problems).toEqual([]);
      expect(t.readsOf()).toBe(2);
      await t.run();
      expect(t.readsOf()).toBe(2);
    } finally {
      t.done();
    }
  });

  it('does not trust the stamp of a file changed moments ago (a later write in the same clock tick would keep it)', async () => {
    const t = setup();
    try {
      const now = statSync(t.file).ctimeMs;
      await t.run(now);
      await t.run(now);
      expect(t.readsOf()).toBe(2);
    } finally {
      t.done();
    }
  });

  it('reads a file with problems every time (their code frames need its text)', async () => {
    const t = setup();
    try {
      writeFileSync(t.file, t.text.replace(/^slug: (.*)$/m, 'slug: Not A Slug'));
      await t.run();
      const again = await t.run();
      expect(t.readsOf()).toBe(2);
      expect(again.sources.get(again.problems[0]!.file)).toContain('Not A Slug');
    } finally {
      t.done();
    }
  });
});
