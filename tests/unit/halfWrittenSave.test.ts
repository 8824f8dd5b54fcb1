/** A failed check in `promo dev` stands only if the files it read stayed as read (cli/site/halfWrittenSave.ts). */
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diskSaveStamps, savedSinceRead, type SaveStamps, stampsOf } from '../../cli/site/halfWrittenSave.ts';

/** Stamps from a table the test changes while the caller "waits". */
function fakeStamps(table: Record<string, string | undefined>, duringWait?: () => void) {
  const waits: number[] = [];
  const deps: SaveStamps = {
    stamp: (f) => table[f],
    wait: async (ms) => {
      waits.push(ms);
      duringWait?.();
    },
  };
  return { deps, waits };
}

describe('savedSinceRead', () => {
  it('is true when a file the failed check read changed while it settled (a save still being written)', async () => {
    const table: Record<string, string | undefined> = { 'a.yaml': 'empty', 'b.yaml': 'b1' };
    const { deps, waits } = fakeStamps(table, () => {
      table['a.yaml'] = 'written';
    });
    const read = stampsOf(['a.yaml', 'b.yaml'], deps);
    expect(await savedSinceRead(read, deps, 100)).toBe(true);
    expect(waits).toEqual([100]);
  });

  it('is false when every file stayed as read: the failure is the manager’s to see', async () => {
    const { deps } = fakeStamps({ 'a.yaml': 'a1' });
    expect(await savedSinceRead(stampsOf(['a.yaml'], deps), deps)).toBe(false);
  });

  it('counts a file deleted or created since the read as changed, and waits for nothing when no file was saved', async () => {
    const table: Record<string, string | undefined> = { 'gone.yaml': 'g1', 'new.yaml': undefined };
    const { deps, waits } = fakeStamps(table, () => {
      delete table['gone.yaml'];
    });
    expect(await savedSinceRead(stampsOf(['gone.yaml'], deps), deps)).toBe(true);
    table['new.yaml'] = 'n1';
    expect(await savedSinceRead(new Map([['new.yaml', undefined]]), deps)).toBe(true);
    expect(await savedSinceRead(new Map(), deps)).toBe(false);
    expect(waits).toHaveLength(2);
  });
});

describe('diskSaveStamps', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('tells a truncated file from the same file written (as writeFileSync saves: truncate, then write)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'promo-half-'));
    const file = join(dir, 'c.yaml');
    writeFileSync(file, 'slug: c\n');
    truncateSync(file, 0);
    const read = stampsOf([file]);
    writeFileSync(file, 'slug: c\ntemplate: cash-race\n');
    expect(await savedSinceRead(read, diskSaveStamps, 1)).toBe(true);
    expect(await savedSinceRead(stampsOf([file]), diskSaveStamps, 1)).toBe(false);
  });
});
