/**
 * Checks one campaign file as if it had just been edited, and keeps nothing: `promo dev` runs it once the
 * server is idle after the first page, so the first save does not pay for what a warm start never needed
 * (every file came from the cache): the parser and the rules run for the first time, the template's params
 * validator is compiled, the campaign's images are looked up by content as a save does (knownImages.ts: an
 * unchanged image is not measured again). On a quiet machine that was most of the first save's second; later
 * saves took 0.2 s.
 * The file is read with a newline added, which no YAML reading changes but which misses the cache's
 * content key; the cache is only read (its results say which templates compiled, so no other schema is
 * compiled), never written.
 */
import { checkProject } from './checkProject.ts';
import type { ProjectFs } from './ProjectFs.ts';
import type { CheckCacheStore } from './checkCache.ts';

export async function warmCheck(
  root: string,
  file: string,
  opts: { fs: ProjectFs; cache: CheckCacheStore; validatorCache?: string },
): Promise<void> {
  const { fs } = opts;
  const edited: ProjectFs = {
    readFile: async (p) => (p === file ? `${await fs.readFile(p)}\n` : fs.readFile(p)),
    readdir: (p) => fs.readdir(p),
    size: (p) => fs.size(p),
    exists: (p) => fs.exists(p),
    ...(fs.image ? { image: (d, r) => fs.image!(d, r) } : {}),
    ...(fs.fingerprint ? { fingerprint: (d, r) => fs.fingerprint!(d, r) } : {}),
  };
  await checkProject({
    root,
    fs: edited,
    files: [file],
    alone: true,
    cache: { load: () => opts.cache.load(), save: async () => undefined },
    ...(opts.validatorCache ? { validatorCache: opts.validatorCache } : {}),
  });
}
