/**
 * The data of every valid campaign, kept beside `promo check`'s cache (checkCache.ts) under the same
 * keys and version, for the build: a rebuild takes an unchanged campaign's data from here instead of
 * parsing its YAML again. One file per key in a folder per version, so a rebuild after one edit
 * writes one small file. Stored with v8.serialize, the structured clone a check worker's answer goes
 * through, so what comes back is exactly what the parser made (NaN, Infinity and -0 included).
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { CampaignData } from '../../model/campaignSchema.ts';
import { isEnoent } from './ProjectFs.ts';
import { CACHES } from '../cacheRegistry.mjs';

/** Where the build keeps campaign data, relative to the project root. */
export const CAMPAIGN_DATA_DIR = CACHES.campaignData.path;

/** Campaign data by cache key, for one cache version; tests pass an in-memory one. */
export interface CampaignDataStore {
  /** The keys stored for `version` (none when it is another version's store). */
  keys(version: string): Set<string>;
  /** The data under a key listed by `keys`, or undefined when it cannot be read back. */
  get(version: string, key: string): CampaignData | undefined;
  /** Stores data under a key (kept with `keep`). */
  put(version: string, key: string, data: CampaignData): void;
  /** Removes every key not in `keys` and every other version. */
  keep(version: string, keys: ReadonlySet<string>): void;
}

const FILE = /^([0-9a-f]{40})\.bin$/;
/** Whether the process that was writing a temp file still runs (its file is then left alone). */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The store in a folder: `<dir>/<version>/<key>.bin`, each written to a temp name and renamed. */
export function folderCampaignData(dir: string): CampaignDataStore {
  const at = (version: string) => join(dir, version);
  const names = (path: string) => {
    try {
      return readdirSync(path);
    } catch (e) {
      if (isEnoent(e)) return [];
      throw e;
    }
  };
  return {
    keys(version) {
      return new Set(
        names(at(version))
          .map((n) => FILE.exec(n)?.[1])
          .filter((k): k is string => !!k),
      );
    },
    get(version, key) {
      let bytes: Buffer;
      try {
        bytes = readFileSync(join(at(version), `${key}.bin`));
      } catch (e) {
        if (isEnoent(e)) return undefined;
        throw e;
      }
      try {
        return deserialize(bytes) as CampaignData;
      } catch (e) {
        if (e instanceof Error) return undefined;
        throw e;
      }
    },
    put(version, key, data) {
      mkdirSync(at(version), { recursive: true });
      const file = join(at(version), `${key}.bin`);
      writeFileSync(`${file}.${process.pid}.tmp`, serialize(data));
      renameSync(`${file}.${process.pid}.tmp`, file);
    },
    keep(version, keys) {
      for (const v of names(dir)) if (v !== version) rmSync(join(dir, v), { recursive: true, force: true });
      for (const n of names(at(version))) {
        const key = FILE.exec(n)?.[1];
        const writer = Number(/\.(\d+)\.tmp$/.exec(n)?.[1]);
        if (key ? !keys.has(key) : writer && !alive(writer)) rmSync(join(at(version), n), { force: true });
      }
    },
  };
}
