/** The file access the campaign checks need; tests pass an in-memory fake, the CLI passes node:fs. */
import { readdir } from 'node:fs/promises';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { decodeUtf8 } from './decodeUtf8.ts';

export interface ProjectFs {
  /** The file as text; rejects with InvalidUtf8Error when its bytes are not valid UTF-8. */
  readFile(path: string): Promise<string>;
  /** Names in a folder; must reject with code ENOENT when the folder is absent. */
  readdir(path: string): Promise<string[]>;
  size(path: string): Promise<number>;
  exists(path: string): boolean;
  /** An image's pixel size; rejects when it is not an image. Without it, check tests only bytes. */
  imageSize?(path: string): Promise<{ width: number; height: number }>;
}

/** Reads are synchronous inside the promises: a campaign file is small, and one system call beats four trips through the thread pool. */
export const nodeFs: ProjectFs = {
  readFile: async (p) => decodeUtf8(readFileSync(p)),
  readdir: (p) => readdir(p),
  size: async (p) => statSync(p).size,
  exists: (p) => existsSync(p),
  imageSize: async (p) => {
    const { default: sharp } = await import('sharp');
    const { width, height } = await sharp(p).metadata();
    return { width, height };
  },
};

export const isEnoent = (e: unknown) => (e as NodeJS.ErrnoException)?.code === 'ENOENT';
