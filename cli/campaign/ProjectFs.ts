/** The file access the campaign checks need; tests pass an in-memory fake, the CLI passes node:fs. */
import { readFile, readdir, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { decodeUtf8 } from './decodeUtf8.ts';

export interface ProjectFs {
  /** The file as text; rejects with InvalidUtf8Error when its bytes are not valid UTF-8. */
  readFile(path: string): Promise<string>;
  /** Names in a folder; must reject with code ENOENT when the folder is absent. */
  readdir(path: string): Promise<string[]>;
  size(path: string): Promise<number>;
  exists(path: string): boolean;
}

export const nodeFs: ProjectFs = {
  readFile: async (p) => decodeUtf8(await readFile(p)),
  readdir: (p) => readdir(p),
  size: async (p) => (await stat(p)).size,
  exists: (p) => existsSync(p),
};

export const isEnoent = (e: unknown) => (e as NodeJS.ErrnoException)?.code === 'ENOENT';
