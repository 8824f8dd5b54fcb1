/**
 * Old builds thrown away without waiting (cli/build/removeInBackground.ts): a rename into the trash,
 * then a detached remover (run here in the foreground, with spawnSync, to see its effect).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { discard, emptyTrashInBackground, SMALL_ENTRY, trashDir } from '../../cli/build/removeInBackground.ts';
import { buildSlots } from '../../cli/build/writeAtomically.ts';

const root = mkdtempSync(join(tmpdir(), 'promo-trash-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const inForeground = (command: string, args: string[]) => {
  spawnSync(command, args);
  return { unref: () => undefined };
};

describe('removing old builds in the background', () => {
  it('does nothing while the trash is empty or absent', async () => {
    expect(await emptyTrashInBackground(root, inForeground)).toBe(false);
  });

  it('moves a folder out of its place at once, and the remover deletes everything in the trash', async () => {
    const build = join(buildSlots(root, 'dist').builds, '1-1');
    for (const d of ['a', 'b/c']) mkdirSync(join(build, 'client', d), { recursive: true });
    writeFileSync(join(build, 'client', 'b', 'c', 'index.html'), 'x');
    await discard(root, build);
    expect(existsSync(build)).toBe(false);
    expect(readdirSync(trashDir(root))).toHaveLength(1);
    expect(await emptyTrashInBackground(root, inForeground)).toBe(true);
    expect(readdirSync(trashDir(root))).toEqual([]);
  });

  it('deletes files and small folders of files in place, without starting a process', async () => {
    const trash = trashDir(root);
    mkdirSync(join(trash, 'img'), { recursive: true });
    for (let i = 0; i < SMALL_ENTRY; i++) writeFileSync(join(trash, 'img', `${i}.webp`), 'x');
    writeFileSync(join(trash, '404.html'), 'x');
    const started: string[][] = [];
    const record = (command: string, args: string[]) => {
      started.push(args);
      return inForeground(command, args);
    };
    expect(await emptyTrashInBackground(root, record)).toBe(false);
    expect(started).toEqual([]);
    expect(readdirSync(trash)).toEqual([]);
    // A folder of more files, or holding a folder, is left to the remover.
    for (const d of ['big', 'nested/a']) mkdirSync(join(trash, d), { recursive: true });
    for (let i = 0; i <= SMALL_ENTRY; i++) writeFileSync(join(trash, 'big', `${i}.webp`), 'x');
    writeFileSync(join(trash, 'small.html'), 'x');
    expect(await emptyTrashInBackground(root, record)).toBe(true);
    expect(started).toHaveLength(1);
    expect(readdirSync(trash)).toEqual([]);
  });
});
