/**
 * `promo check`'s results per campaign file, kept in .promo/check-cache.json and keyed by a hash of
 * the file's name and text. The whole cache belongs to one version: a hash of the checking code
 * (cli/campaign/, model/), the site config and every template's params schema; when any of them
 * changes the cache is dropped, so a result is never reused under other rules. A cached result also
 * names the asset files its rules looked for, and holds only while each has the same content (or is still missing).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isEnoent } from './ProjectFs.ts';
import type { Problem } from './Problem.ts';
import type { SiteConfig } from '../../model/siteConfigSchema.ts';
import type { RouteClaim } from './checkCampaignFile.ts';
import type { KnownImage } from './knownImages.ts';

export interface CachedFileCheck {
  problems: Problem[];
  claim?: RouteClaim;
  assets: Record<string, string>;
}
/** The templates whose params schema compiled, and a problem for each one that did not. */
export interface TemplateList {
  names: string[];
  problems: Problem[];
}
/** The site config's data when valid, and its problems. */
export interface SiteCheck {
  config: SiteConfig | null;
  problems: Problem[];
}
export interface CheckCacheData {
  version: string;
  site: SiteCheck;
  templates: TemplateList;
  entries: Record<string, CachedFileCheck>;
  /** By file path: the file's stamp (fileStamp.ts) when its text had the key beside it, for files read without problems. */
  stamps?: Record<string, [stamp: string, key: string]>;
  /** By content hash: what probing each image the last run looked at found (knownImages.ts). */
  images?: Record<string, KnownImage>;
}
/** Where the cache lives; tests pass an in-memory one. */
export interface CheckCacheStore {
  load(): Promise<CheckCacheData | undefined>;
  save(data: CheckCacheData): Promise<void>;
}

export const hashText = (...parts: string[]) => {
  const h = createHash('sha1');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex');
};

let code: string | undefined;
/** A hash of the code that decides problems: every source file of cli/campaign/ and model/ (read once per process). */
export function checkCodeVersion(): string {
  if (code) return code;
  const here = dirname(fileURLToPath(import.meta.url));
  const parts: string[] = [];
  for (const dir of [here, join(here, '..', '..', 'model')]) {
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith('.ts'))
      .sort())
      parts.push(name, readFileSync(join(dir, name), 'utf8'));
  }
  code = hashText(...parts);
  return code;
}

/** The cache in a JSON file, replaced atomically; an unreadable or corrupt file counts as an empty cache. */
export function fileCheckCache(path: string): CheckCacheStore {
  return {
    async load() {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (e) {
        if (isEnoent(e)) return undefined;
        throw e;
      }
      try {
        const data = JSON.parse(text) as CheckCacheData;
        return typeof data?.version === 'string' &&
          Array.isArray(data.templates?.names) &&
          Array.isArray(data.site?.problems) &&
          data.entries &&
          typeof data.entries === 'object'
          ? data
          : undefined;
      } catch (e) {
        if (e instanceof SyntaxError) return undefined;
        throw e;
      }
    },
    async save(data) {
      await mkdir(dirname(path), { recursive: true });
      const tmp = `${path}.${process.pid}.tmp`;
      await writeFile(tmp, JSON.stringify(data));
      await rename(tmp, path);
    },
  };
}
