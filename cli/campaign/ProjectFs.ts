/** The file access the campaign checks need; tests pass an in-memory fake, the CLI passes node:fs. */
import { readdir } from 'node:fs/promises';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { decodeUtf8 } from './decodeUtf8.ts';
import type { ImageProbe } from './probeImage.ts';

export interface ProjectFs {
  /** The file as text; rejects with InvalidUtf8Error when its bytes are not valid UTF-8. */
  readFile(path: string): Promise<string>;
  /** Names in a folder; must reject with code ENOENT when the folder is absent. */
  readdir(path: string): Promise<string[]>;
  size(path: string): Promise<number>;
  exists(path: string): boolean;
  /**
   * An image under the assets folder `dir` (`rel` below it), read as the build reads it (probeImage.ts):
   * size, content hash, pixel size, or why the build would refuse it; rejects with ENOENT when absent.
   * Without it, check tests only bytes.
   */
  image?(dir: string, rel: string): Promise<ImageProbe>;
  /** The content hash `image` gives, without measuring (the check cache's key); rejects with ENOENT when absent. */
  fingerprint?(dir: string, rel: string): Promise<string>;
}

/** Reads are synchronous inside the promises: a campaign file is small, and one system call beats four trips through the thread pool. */
export const nodeFs: ProjectFs = {
  readFile: async (p) => decodeUtf8(readFileSync(p)),
  readdir: (p) => readdir(p),
  size: async (p) => statSync(p).size,
  exists: (p) => existsSync(p),
  image: async (dir, rel) => (await import('./probeImage.ts')).probeImage(dir, rel),
  fingerprint: async (dir, rel) => (await import('./assetFingerprint.ts')).assetFingerprint(dir, rel),
};

export const isEnoent = (e: unknown) => (e as NodeJS.ErrnoException)?.code === 'ENOENT';
