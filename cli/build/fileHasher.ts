/**
 * A hash of a set of files by path and content (and of an `extra` string): the key of a cache made from
 * them, as the bundle cache (bundleCache.ts) and the worker bundle (workerBundle.ts) keep them. Only
 * ENOENT means a file is absent (it hashes as absent); any other failure to read one is an error.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const isEnoent = (e: unknown) => e instanceof Error && 'code' in e && e.code === 'ENOENT';

/** Hashes files by content, each file read once however many entries list it; an absent file hashes as absent. */
export function fileHasher(root: string) {
  const seen = new Map<string, Promise<string>>();
  const one = (file: string) => {
    let h = seen.get(file);
    if (!h) {
      h = readFile(join(root, file)).then(
        (b) => createHash('sha256').update(b).digest('hex'),
        (e: unknown) => {
          if (isEnoent(e)) return 'absent';
          throw e;
        },
      );
      seen.set(file, h);
    }
    return h;
  };
  /** A hash of `extra`, and each file's path and content. */
  return async (files: string[], extra: string) => {
    const sorted = [...new Set(files)].sort();
    const digests = await Promise.all(sorted.map(one));
    const hash = createHash('sha256').update(extra).update('\0');
    for (const [i, f] of sorted.entries()) hash.update(f).update('\0').update(digests[i]!).update('\0');
    return hash.digest('hex').slice(0, 20);
  };
}
