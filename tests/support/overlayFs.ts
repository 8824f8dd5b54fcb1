/**
 * The real project files seen through an in-memory layer: reads fall through to node:fs, writes and
 * removals stay in memory. Lets a command that writes (promo new, promo schema --write) run in-process
 * against the repository without touching it.
 */
import { dirname } from 'node:path';
import { nodeFs, type ProjectFs } from '../../cli/campaign/ProjectFs.ts';

export interface OverlayFs extends ProjectFs {
  /** What the command wrote, by absolute path. */
  written: Map<string, string>;
  writeFile(path: string, text: string): Promise<void>;
  removeFile(path: string): Promise<void>;
}

const enoent = (path: string) =>
  Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: 'ENOENT' });

export function overlayFs(base: ProjectFs = nodeFs): OverlayFs {
  const written = new Map<string, string>();
  const removed = new Set<string>();
  return {
    written,
    async readFile(path) {
      if (written.has(path)) return written.get(path)!;
      if (removed.has(path)) throw enoent(path);
      return base.readFile(path);
    },
    async readdir(path) {
      const own = [...written.keys()].filter((f) => dirname(f) === path).map((f) => f.slice(path.length + 1));
      let names: string[] = [];
      try {
        names = await base.readdir(path);
      } catch (e) {
        if (!own.length) throw e;
      }
      return [...new Set([...names.filter((n) => !removed.has(`${path}/${n}`)), ...own])];
    },
    async size(path) {
      if (written.has(path)) return Buffer.byteLength(written.get(path)!);
      if (removed.has(path)) throw enoent(path);
      return base.size(path);
    },
    exists: (path) => written.has(path) || (!removed.has(path) && base.exists(path)),
    async writeFile(path, text) {
      removed.delete(path);
      written.set(path, text);
    },
    async removeFile(path) {
      written.delete(path);
      removed.add(path);
    },
  };
}
