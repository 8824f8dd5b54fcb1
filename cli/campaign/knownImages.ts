/**
 * Image probes kept in the check cache by content hash (`CheckCacheData.images`): a campaign that is checked
 * again (edited, or its cached result dropped) names images that are usually unchanged, and their size and
 * decodability are then read back instead of probed again, so the check never loads sharp for them
 * (probeImage.ts; the content hash alone comes from assetFingerprint.ts, without sharp). A probe is kept only
 * when the file's hash before it is the one it measured (a file replaced in between is probed again next time).
 * The cache's version covers the probing code (cli/campaign/), so an old probe never outlives a change to it.
 */
import type { ImageProbe } from './probeImage.ts';
import type { ProjectFs } from './ProjectFs.ts';

/** What a probe found, without the hash that keys it. */
export type KnownImage = Omit<ImageProbe, 'hash'>;

export interface KnownImages {
  /** `fs` whose `image` answers known content from `known` (the same answers probeImage gave). */
  fs: ProjectFs;
  /** The probes this run used or made, by hash: what the cache keeps for the next run. */
  used: Record<string, KnownImage>;
  /** Whether this run probed an image the cache did not know. */
  added: () => boolean;
}

export function knownImages(fs: ProjectFs, known: Readonly<Record<string, KnownImage>> = {}): KnownImages {
  const used: Record<string, KnownImage> = {};
  let added = false;
  const { image, fingerprint } = fs;
  if (!image || !fingerprint) return { fs, used, added: () => false };
  return {
    used,
    added: () => added,
    fs: {
      ...fs,
      image: async (dir, rel) => {
        const hash = await fingerprint.call(fs, dir, rel);
        const hit = Object.hasOwn(known, hash) ? known[hash] : undefined;
        if (hit) {
          used[hash] = hit;
          return { ...hit, hash };
        }
        const probe = await image.call(fs, dir, rel);
        if (probe.hash === hash) {
          const { hash: _, ...found } = probe;
          used[hash] = found;
          added = true;
        }
        return probe;
      },
    },
  };
}

/**
 * The image probes the cache keeps: this run's, and earlier ones of images a kept result still names (a rebuild
 * re-checks one file and looks at its images only; the others' probes serve the next edit). Others are dropped.
 */
export function keptProbes(
  /** The check cache's kept results (CachedFileCheck): the images each names, by path, with their content hash. */
  entries: Readonly<Record<string, { assets: Readonly<Record<string, string>> }>>,
  before: Readonly<Record<string, KnownImage>> = {},
  used: Record<string, KnownImage>,
): Record<string, KnownImage> {
  const kept: Record<string, KnownImage> = { ...used };
  for (const entry of Object.values(entries))
    for (const key of Object.values(entry.assets))
      if (!Object.hasOwn(kept, key) && Object.hasOwn(before, key)) kept[key] = before[key]!;
  return kept;
}
