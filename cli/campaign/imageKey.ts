/**
 * The check cache's key for one campaign image: its content hash (a same-size replacement is a new
 * image), "missing" when absent, and the byte size only where the file access cannot hash (test fakes).
 * The same key comes from the facts a check read and from a fresh look at the file.
 */
import { join } from 'node:path';
import type { ImageFacts } from './imageRule.ts';
import { isEnoent, type ProjectFs } from './ProjectFs.ts';

export const factsKey = (f: ImageFacts): string => (f.missing ? 'missing' : (f.hash ?? `bytes:${f.bytes}`));

/** The key of `rel` below the assets folder `dir` now; null (matching no key) when it is unreadable for another reason than ENOENT. */
export async function imageKey(fs: ProjectFs, dir: string, rel: string): Promise<string | null> {
  try {
    return fs.fingerprint ? await fs.fingerprint(dir, rel) : `bytes:${await fs.size(join(dir, rel))}`;
  } catch (e) {
    return isEnoent(e) ? 'missing' : null;
  }
}
