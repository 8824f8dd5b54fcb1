/**
 * The data of every valid campaign, kept beside `promo check`'s cache (checkCache.ts) under the same
 * keys and version, for the build: a rebuild takes an unchanged campaign's data from here instead of
 * parsing its YAML again. One file per key in a folder per version, so a rebuild after one edit
 * writes one small file; and, once many entries were read one file at a time, one pack of every entry
 * in use (`entries.pack`, a copy: the files stay the store), so the next check reads one file, not
 * thousands (5,198 campaigns: one read instead of 5,198 opens, reads and closes). Stored with v8.serialize, the structured clone a check worker's answer goes
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
  /** Said once at the end of a check with the keys in use: the store may pack them for the next reads. */
  settle?(version: string, keys: ReadonlySet<string>): void;
}

/** Reads of single entry files after which a check's `settle` packs every entry in use. */
export const PACK_AFTER = 64;
const PACK = 'entries.pack';
const PACK_MAGIC = 'promo-campaign-data-pack-1\n';

interface Pack {
  index: Record<string, [number, number]>;
  data: Buffer;
}

/** A pack's entries, or null when there is none or it cannot be read as one (it is only a copy). */
function readPack(file: string): Pack | null {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    if (isEnoent(e)) return null;
    throw e;
  }
  const magic = Buffer.byteLength(PACK_MAGIC);
  if (bytes.length < magic + 4 || bytes.toString('utf8', 0, magic) !== PACK_MAGIC) return null;
  const size = bytes.readUInt32LE(magic);
  try {
    const index = JSON.parse(bytes.toString('utf8', magic + 4, magic + 4 + size)) as Pack['index'];
    return { index, data: bytes.subarray(magic + 4 + size) };
  } catch (e) {
    if (e instanceof SyntaxError) return null;
    throw e;
  }
}

/** The pack of `entries` (key → serialised bytes). */
function packBytes(entries: [string, Buffer][]): Buffer {
  const index: Pack['index'] = {};
  let offset = 0;
  for (const [key, bytes] of entries) {
    index[key] = [offset, bytes.length];
    offset += bytes.length;
  }
  const head = Buffer.from(JSON.stringify(index));
  const size = Buffer.alloc(4);
  size.writeUInt32LE(head.length);
  return Buffer.concat([Buffer.from(PACK_MAGIC), size, head, ...entries.map(([, b]) => b)]);
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
  // The pack of each version read in this check (dropped by `settle`), and the entries read from their own files.
  const packs = new Map<string, Pack | null>();
  let loose = 0;
  const packOf = (version: string) => {
    if (!packs.has(version)) packs.set(version, readPack(join(at(version), PACK)));
    return packs.get(version)!;
  };
  const fileBytes = (version: string, key: string): Buffer | undefined => {
    try {
      return readFileSync(join(at(version), `${key}.bin`));
    } catch (e) {
      if (isEnoent(e)) return undefined;
      throw e;
    }
  };
  const packed = (version: string, key: string): Buffer | undefined => {
    const spot = packOf(version)?.index[key];
    return spot && packOf(version)!.data.subarray(spot[0], spot[0] + spot[1]);
  };
  const read = (bytes: Buffer): CampaignData | undefined => {
    try {
      return deserialize(bytes) as CampaignData;
    } catch (e) {
      if (e instanceof Error) return undefined;
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
      // From the pack when it has the key (a pack entry that cannot be read back: from the key's file).
      const inPack = packed(version, key);
      const fromPack = inPack && read(inPack);
      if (fromPack) return fromPack;
      loose++;
      const bytes = fileBytes(version, key);
      return bytes && read(bytes);
    },
    put(version, key, data) {
      mkdirSync(at(version), { recursive: true });
      const file = join(at(version), `${key}.bin`);
      writeFileSync(`${file}.${process.pid}.tmp`, serialize(data));
      renameSync(`${file}.${process.pid}.tmp`, file);
      loose++;
    },
    keep(version, keys) {
      for (const v of names(dir)) if (v !== version) rmSync(join(dir, v), { recursive: true, force: true });
      for (const n of names(at(version))) {
        const key = FILE.exec(n)?.[1];
        const writer = Number(/\.(\d+)\.tmp$/.exec(n)?.[1]);
        if (key ? !keys.has(key) : writer && !alive(writer)) rmSync(join(at(version), n), { force: true });
      }
    },
    settle(version, keys) {
      if (loose >= PACK_AFTER && keys.size) {
        const entries: [string, Buffer][] = [];
        // The files are the store: the pack copies them (a bad copy in the old pack is not carried over).
        for (const key of [...keys].sort()) {
          const bytes = fileBytes(version, key);
          if (bytes) entries.push([key, bytes]);
        }
        const file = join(at(version), PACK);
        writeFileSync(`${file}.${process.pid}.tmp`, packBytes(entries));
        renameSync(`${file}.${process.pid}.tmp`, file);
      }
      packs.clear();
      loose = 0;
    },
  };
}
