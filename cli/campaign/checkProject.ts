/**
 * Loads and checks the whole project: the site config, every template's params schema and every
 * campaign file (or just the files given). Reports every problem in one pass; never throws for bad input.
 */
import { join, relative, resolve, sep } from 'node:path';
import type { CampaignData } from '../../model/campaignSchema.ts';
import type { SiteConfig } from '../../model/siteConfigSchema.ts';
import { parseYamlSafely } from './parseYamlSafely.ts';
import { schemaProblems } from './schemaProblems.ts';
import { isEnoent, type ProjectFs } from './ProjectFs.ts';
import type { Problem } from './Problem.ts';
import { sortProblems } from './Problem.ts';
import { checkCampaignFile, type RouteClaim } from './checkCampaignFile.ts';
import { claimClashes, locatedClashes } from './claimClashes.ts';
import { checkedName } from './checkedName.ts';
import {
  checkCodeVersion,
  hashText,
  type CachedFileCheck,
  type CheckCacheStore,
  type SiteCheck,
} from './checkCache.ts';
import { type TemplateSchema, templateValidators, validateConfig } from './campaignValidators.ts';
import { makeFileContext, onceEach } from './fileContext.ts';
import { keptProbes, knownImages } from './knownImages.ts';
import { imageKey } from './imageKey.ts';
import type { CampaignDataStore } from './campaignDataCache.ts';
import { checkInOrder } from './checkInOrder.ts';
import type { StartCheckPool, WorkerSetup } from './checkPool.ts';
import { readChecked } from './readChecked.ts';
import { type FileStamp, STAMP_SETTLED_MS } from './fileStamp.ts';
import { localeFileProblems } from './localeFileProblems.ts';
import { assetFolderProblems } from './assetFolderProblems.ts';

export { MAX_FILE_BYTES } from './readChecked.ts';
export const CONFIG_FILE = 'promo.config.yaml';

export interface LoadedCampaign {
  file: string;
  data: CampaignData;
}
/** A valid campaign as the build takes it (`lazyData`): its data now, or read back from the data cache when asked. */
export interface CheckedCampaign {
  file: string;
  /** The check cache's key of the file (its text and the check's version). */
  key: string;
  /** The images its check looked at, with their keys. */
  assets: Record<string, string>;
  load: () => Promise<CampaignData>;
}
export interface ProjectCheck {
  config: SiteConfig | null;
  /** Every valid campaign with its data (empty when a cache is used without a data cache: `promo check` needs only problems). */
  campaigns: LoadedCampaign[];
  templates: string[];
  problems: Problem[];
  /** The text of the files that have problems, by the name problems use: for code frames. */
  sources: Map<string, string>;
  /** How many campaign files were read and checked. */
  checkedFiles: number;
  /** With `lazyData`: every valid campaign, in order (and `campaigns` is empty). */
  checked: CheckedCampaign[];
  /** The routes and experiment ids every valid campaign file claims (all files', named or not), in the order checked. */
  claims: ProjectClaim[];
  /** The templates' params schemas read: with `config` and `templates`, what checking one more file against the project needs (checkCampaignAgainst.ts). */
  schemas: TemplateSchema[];
}
/** A valid campaign file's claim, with its name (as problems give it) and its path. */
export type ProjectClaim = RouteClaim & { file: string; path: string };
export interface CheckOptions {
  root: string;
  fs: ProjectFs;
  /**
   * Check only these files, against the project: every other campaign file is checked too (from the
   * cache when one is given) for the routes and experiment ids it claims, so a clash with it is
   * reported in the named file; only the named files' problems (and the site config's) are reported,
   * and only their data returned. A file check never passes a file that the full check rejects.
   */
  files?: string[];
  /** With `files`: check them on their own, without the other campaigns (promo report: one campaign's data). */
  alone?: boolean;
  /** Reuse results of unchanged files (and keep no campaign data). */
  cache?: CheckCacheStore;
  /** With `cache`: keep every valid campaign's data too, and return it (the build; campaignDataCache.ts). */
  dataCache?: CampaignDataStore;
  /** With `dataCache`: an unchanged campaign's data is read back only when `load` is called (the build: planFragments.ts). */
  lazyData?: boolean;
  /** A folder for the campaign validator's generated code, so it is compiled once, not in every run (validatorCode.ts). */
  validatorCache?: string;
  /** Check many files in worker threads (checkPool.ts); without it every file is checked in-process. */
  parallel?: StartCheckPool;
  /** Files to check before workers are started (default PARALLEL_MIN, checkInOrder.ts). */
  parallelMin?: number;
  /**
   * With `cache`: a file's stamp (fileStamp.ts). A file whose stamp is the one recorded with its
   * cached result, a result without problems, is not read or hashed again.
   */
  stamp?: (path: string) => FileStamp | undefined;
  /** The clock, for how old a file's last change is (default Date.now). */
  now?: () => number;
}

export async function checkProject({
  root,
  fs,
  files,
  alone,
  cache,
  dataCache,
  lazyData,
  parallel,
  parallelMin,
  validatorCache,
  stamp,
  now = Date.now,
}: CheckOptions): Promise<ProjectCheck> {
  const problems: Problem[] = [];
  const sources = new Map<string, string>();
  const rel = checkedName;

  const configPath = join(root, CONFIG_FILE);
  const configFile = rel(configPath);
  const configRead = await readChecked(fs, configPath, configFile);
  if ('text' in configRead) sources.set(configFile, configRead.text);
  else problems.push(configRead.problem);
  const schemas = await readTemplateSchemas(fs, root, rel);
  const validators = templateValidators(schemas, validatorCache);
  const campaignFiles = files && (alone || !files.length) ? files : await projectFiles(fs, root, files, problems, rel);
  // The named files (all when none are named): only their problems are reported.
  const named = files && new Set(files.map((f) => resolve(f)));
  const mine = (path: string) => !named || named.has(resolve(path));
  // The cache's version: the checking code, the site config and the params schemas.
  const version = cache
    ? hashText(
        checkCodeVersion(),
        configFile,
        'text' in configRead ? configRead.text : '',
        ...schemas.flatMap((t) => [t.name, t.text]),
      )
    : '';
  const previous = cache ? await cache.load() : undefined;
  const current = previous?.version === version ? previous : undefined;
  const reuse = current?.entries ?? {};
  const stored = cache && current && dataCache ? dataCache.keys(version) : new Set<string>();
  const withData = !cache || !!dataCache;
  const dataKeys = new Set<string>();
  const entries: Record<string, CachedFileCheck> = {};
  const site =
    current?.site ?? ('text' in configRead ? checkConfig(configRead.text, configFile) : { config: null, problems: [] });
  const config = site.config;
  problems.push(...site.problems);
  const templates = current?.templates ?? validators.compileAll();
  problems.push(...templates.problems);
  // Each image is read once per run, for its rules and for the cache's key alike; an image the cache has
  // probed before (by content) is not probed again.
  const images = knownImages(onceEach(fs), current?.images);
  const seenFs = images.fs;
  const ctx = makeFileContext({
    root,
    fs: seenFs,
    validators,
    templates: templates.names,
    config,
    ...(validatorCache ? { validatorCache } : {}),
  });
  const setup: WorkerSetup = {
    root,
    schemas,
    templates: templates.names,
    config,
    keepData: withData,
    ...(validatorCache ? { validatorCache } : {}),
  };
  const campaigns: LoadedCampaign[] = [];
  const checkedCampaigns: CheckedCampaign[] = [];
  const claims: ProjectClaim[] = [];
  let checkedFiles = 0;
  let misses = 0;
  // A valid campaign's result is reused only with its data when data is wanted.
  const usable = (key: string) => {
    const hit = reuse[key];
    return hit && (!dataCache || !hit.claim || stored.has(key)) ? hit : undefined;
  };
  // Stamps: those recorded with the cache (only when its version holds), and this run's.
  const stampsWere = current?.stamps ?? {};
  const stamps: Record<string, [string, string]> = {};
  const stampOf = new Map<string, string>();
  const settled = now() - STAMP_SETTLED_MS;
  const name = fileNames(root);
  const readFile = async (path: string) => ({ path, file: name(path), read: await readChecked(fs, path, name(path)) });
  // Image keys this run has found, by path below campaigns/assets/: a cached result naming only those is answered at once.
  const assetsDir = join(root, 'campaigns', 'assets');
  const imageKeys = new Map<string, string | null>();
  const sameImages = (assets: Record<string, string>): boolean | Promise<boolean> => {
    const unknown: string[] = [];
    for (const [p, was] of Object.entries(assets)) {
      const now = imageKeys.get(p);
      if (now === undefined && !imageKeys.has(p)) unknown.push(p);
      else if (now !== was) return false;
    }
    if (!unknown.length) return true;
    return (async () => {
      for (const p of unknown) {
        const now = await imageKey(seenFs, assetsDir, p);
        imageKeys.set(p, now);
        if (now !== assets[p]) return false;
      }
      return true;
    })();
  };
  const checked = checkInOrder(campaignFiles, {
    read: (path) => {
      const seen = cache && stamp ? stamp(path) : undefined;
      if (seen && seen.ctimeMs < settled) {
        const was = stampsWere[path];
        const hit = was?.[0] === seen.id ? usable(was[1]) : undefined;
        if (hit && !hit.problems.length) {
          stamps[path] = was!;
          return { path, file: name(path), read: { text: '' }, known: was![1] };
        }
        stampOf.set(path, seen.id);
      }
      return readFile(path);
    },
    reread: readFile,
    cached: (file, text, known) => {
      if (!cache) return undefined;
      const key = known ?? hashText(file, text);
      return { key, result: usable(key) };
    },
    stillValid: sameImages,
    inProcess: (job) => checkCampaignFile(job.text, job.file, job.path, ctx),
    ...(parallel ? { startPool: () => parallel(setup) } : {}),
    ...(parallelMin !== undefined ? { parallelMin } : {}),
  });
  for await (const { path, file, read, key, result, known } of checked) {
    if (!('text' in read)) {
      if (mine(path)) problems.push(read.problem);
      continue;
    }
    if (!result) continue;
    if (mine(path)) checkedFiles++;
    if (cache) {
      if (result.fresh) misses++;
      const seen = known === undefined ? stampOf.get(path) : undefined;
      if (seen && !result.problems.length) stamps[path] = [seen, key!];
      entries[key!] = {
        problems: result.problems,
        ...(result.claim ? { claim: result.claim } : {}),
        assets: result.assets,
      };
      if (dataCache && result.claim) {
        const store = dataCache;
        const k = key!;
        // Stored data that cannot be read back: the file is parsed again for it, and it is stored anew.
        const reparse = async () => {
          const text = known === undefined ? read.text : await fs.readFile(path);
          const { data } = await checkCampaignFile(text, file, path, ctx);
          if (!data) throw new Error(`no data for the valid campaign ${file}`);
          store.put(version, k, data);
          return data;
        };
        dataKeys.add(k);
        if (lazyData && !result.fresh && stored.has(k)) {
          if (mine(path))
            checkedCampaigns.push({
              file,
              key: k,
              assets: result.assets,
              load: async () => store.get(version, k) ?? reparse(),
            });
        } else {
          const kept = result.fresh ? undefined : store.get(version, k);
          const data = (result.fresh ? result.data : kept) ?? (await reparse());
          if (result.fresh && !stored.has(k)) store.put(version, k, data);
          if (mine(path)) {
            if (lazyData) checkedCampaigns.push({ file, key: k, assets: result.assets, load: async () => data });
            else campaigns.push({ file, data });
          }
        }
      }
    } else if (result.data && mine(path)) campaigns.push({ file, data: result.data });
    if (result.problems.length && mine(path)) {
      problems.push(...result.problems);
      sources.set(file, read.text);
    }
    if (result.claim) claims.push({ file, path, ...result.claim });
  }
  // The other files come first (projectFiles), so a clash between a named file and another one is the named file's.
  const clashes = claimClashes(claims).filter((c) => mine(claims.find((x) => x.file === c.file)!.path));
  // Texts are kept only for files with problems of their own; a clash is rare, so read its file again
  // for the code frame, and parse it for the clash's line and column.
  for (const file of new Set(clashes.map((c) => c.file))) {
    const path = claims.find((c) => c.file === file)!.path;
    const read = sources.has(file) ? undefined : await readChecked(fs, path, file);
    if (read && 'text' in read) sources.set(file, read.text);
    problems.push(
      ...locatedClashes(
        clashes.filter((c) => c.file === file),
        sources.get(file),
        file,
      ),
    );
  }
  if (!files) problems.push(...(await assetFolderProblems(root, rel)));
  if (!files)
    problems.push(
      ...(await localeFileProblems(fs, root, config, sources, rel, cache ? { reuse, entries } : undefined)),
    );
  // A file check does not look at the locale files: their cached result is kept for the next full check.
  else for (const [k, v] of Object.entries(reuse)) if (k.startsWith('locales:')) entries[k] = v;
  const restamped =
    Object.keys(stamps).length !== Object.keys(stampsWere).length ||
    Object.entries(stamps).some(([p, [id]]) => stampsWere[p]?.[0] !== id);
  if (
    cache &&
    (!current || misses || restamped || images.added() || Object.keys(entries).length !== Object.keys(reuse).length)
  )
    await cache.save({
      version,
      site,
      templates,
      entries,
      ...(stamp ? { stamps } : {}),
      images: keptProbes(entries, current?.images, images.used),
    });
  if (dataCache && (dataKeys.size !== stored.size || misses)) dataCache.keep(version, dataKeys);
  return {
    config,
    campaigns,
    checked: checkedCampaigns,
    templates: templates.names,
    problems: sortProblems(problems),
    sources,
    checkedFiles,
    claims,
    schemas,
  };
}

/** The site config's data when it is valid, and its problems. */
function checkConfig(text: string, file: string): SiteCheck {
  const parsed = parseYamlSafely(text, file);
  if (parsed.problems.length) return { config: null, problems: parsed.problems };
  const validate = validateConfig();
  if (validate(parsed.value)) return { config: parsed.value as SiteConfig, problems: [] };
  return { config: null, problems: schemaProblems(validate.errors ?? [], parsed, file) };
}

/**
 * The files to check: every campaign file of the project; with named files, the others first and
 * the named ones after them in their order (a named file outside campaigns/ is checked as one of them).
 */
async function projectFiles(
  fs: ProjectFs,
  root: string,
  files: string[] | undefined,
  problems: Problem[],
  rel: (p: string) => string,
): Promise<string[]> {
  const dir = join(root, 'campaigns');
  if (!files) return listCampaignFiles(fs, dir, problems, rel);
  const all = fs.exists(dir) ? await listCampaignFiles(fs, dir, [], rel) : [];
  const named = new Set(files.map((f) => resolve(f)));
  return [...all.filter((p) => !named.has(resolve(p))), ...files];
}

async function listCampaignFiles(
  fs: ProjectFs,
  dir: string,
  problems: Problem[],
  rel: (p: string) => string,
): Promise<string[]> {
  try {
    return (await fs.readdir(dir))
      .filter((n) => /\.ya?ml$/.test(n))
      .sort()
      .map((n) => join(dir, n));
  } catch (e) {
    if (!isEnoent(e)) throw e;
    problems.push({
      file: rel(dir),
      line: 1,
      col: 1,
      path: '',
      code: 'file/missing',
      message:
        'There is no campaigns/ folder. Run the command from the project root, or create one with `promo new <slug>`.',
      severity: 'error',
    });
    return [];
  }
}

/** Every template's params schema text (templates without one are not templates). */
async function readTemplateSchemas(fs: ProjectFs, root: string, rel: (p: string) => string) {
  const dir = join(root, 'templates');
  let all: string[] = [];
  try {
    all = (await fs.readdir(dir)).sort();
  } catch (e) {
    if (!isEnoent(e)) throw e;
  }
  const schemas: TemplateSchema[] = [];
  for (const name of all) {
    const path = join(dir, name, 'params.schema.json');
    if (fs.exists(path)) schemas.push({ name, file: rel(path), text: await fs.readFile(path) });
  }
  return schemas;
}

/**
 * `checkedName` (a path relative to the working folder), for the many files of campaigns/ without
 * resolving each path again: a file directly in that folder is the folder's name and its own.
 */
function fileNames(root: string): (path: string) => string {
  const dir = join(root, 'campaigns');
  const inDir = `${dir}${sep}`;
  const dirName = relative(process.cwd(), dir);
  return (path) => {
    const own = path.startsWith(inDir) ? path.slice(inDir.length) : '';
    if (!own || own.includes(sep) || own === '.' || own === '..') return checkedName(path);
    return dirName ? `${dirName}${sep}${own}` : own;
  };
}
