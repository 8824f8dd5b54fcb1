/** The file access the campaign checks need; tests pass an in-memory fake, the CLI passes node:fs. */
import { readFile, readdir, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';

export interface ProjectFs {
  readFile(path: string): Promise<string>;
  /** Names in a folder; must reject with code ENOENT when the folder is absent. */
  readdir(path: string): Promise<string[]>;
  size(path: string): Promise<number>;
  exists(path: string): boolean;
  /** An image's pixel size; rejects when it is not an image. Without it, check tests only bytes. */
  imageSize?(path: string): Promise<{ width: number; height: number }>;
}

export const nodeFs: ProjectFs = {
  readFile: (p) => readFile(p, 'utf8'),
  readdir: (p) => readdir(p),
  size: async (p) => (await stat(p)).size,
  exists: (p) => existsSync(p),
  imageSize: async (p) => {
    const { default: sharp } = await import('sharp');
    const { width, height } = await sharp(p).metadata();
    return { width, height };
  },
};

export const isEnoent = (e: unknown) => (e as NodeJS.ErrnoException)?.code === 'ENOENT';
