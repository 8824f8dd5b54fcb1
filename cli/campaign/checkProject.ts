/**
 * Loads and checks the whole project: the site config, every template's params schema and every
 * campaign file (or just the files given). Reports every problem in one pass; never throws for bad input.
 */
import { join, relative } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { createAjv } from './ajv.ts';
import { CampaignSchema, type CampaignData } from '../../model/campaignSchema.ts';
import { SiteConfigSchema, type SiteConfig } from '../../model/siteConfigSchema.ts';
import { parseYamlSafely } from './parseYamlSafely.ts';
import { schemaProblems } from './schemaProblems.ts';
import { locate } from './locate.ts';
import { isEnoent, type ProjectFs } from './ProjectFs.ts';
import { InvalidUtf8Error } from './decodeUtf8.ts';
import type { Problem } from './Problem.ts';
import { sortProblems } from './Problem.ts';
import { siteUrlHosts } from '../../model/urlPolicy.ts';
import { emptyValues, missingLocaleKeys } from './localeCoverage.ts';
import { checkCampaignFile, type FileContext, type RouteClaim } from './checkCampaignFile.ts';
import { checkCodeVersion, hashText, type CachedFileCheck, type CheckCacheStore, type TemplateList } from './checkCache.ts';

export const MAX_FILE_BYTES = 256 * 1024;
export const CONFIG_FILE = 'promo.config.yaml';
/** Campaign files read ahead of the one being checked. */
const READ_AHEAD = 16;

export interface LoadedCampaign { file: string; data: CampaignData }
export interface ProjectCheck {
  config: SiteConfig | null;
  /** Every valid campaign with its data (empty when a cache is used: `promo check` needs only problems). */
  campaigns: LoadedCampaign[];
  templates: string[];
  problems: Problem[];
  /** The text of the files that have problems, by the name problems use: for code frames. */
  sources: Map<string, string>;
  /** How many campaign files were read and checked. */
  checkedFiles: number;
}
export interface CheckOptions {
  root: string;
  fs: ProjectFs;
  files?: string[];
  /** Reuse results of unchanged files (and keep no campaign data). */
  cache?: CheckCacheStore;
}

const ajv = createAjv();
let campaignValidator: ValidateFunction | undefined;
let configValidator: ValidateFunction | undefined;
const validateCampaign = () => (campaignValidator ??= ajv.compile(CampaignSchema));
const validateConfig = () => (configValidator ??= ajv.compile(SiteConfigSchema));

export async function checkProject({ root, fs, files, cache }: CheckOptions): Promise<ProjectCheck> {
  const problems: Problem[] = [];
  const sources = new Map<string, string>();
  const rel = (p: string) => relative(process.cwd(), p) || p;

  const configPath = join(root, CONFIG_FILE);
  const configRead = await readChecked(fs, configPath, rel(configPath));
  let config: SiteConfig | null = null;
  if ('text' in configRead) {
    sources.set(rel(configPath), configRead.text);
    const parsed = parseYamlSafely(configRead.text, rel(configPath));
    problems.push(...parsed.problems);
    if (!parsed.problems.length) {
      const validate = validateConfig();
      if (validate(parsed.value)) config = parsed.value as SiteConfig;
      else problems.push(...schemaProblems(validate.errors ?? [], parsed, rel(configPath)));
    }
  } else problems.push(configRead.problem);

  const schemas = await readTemplateSchemas(fs, root, rel);
  const validators = templateValidators(schemas);
  const campaignFiles = files ?? (await listCampaignFiles(fs, join(root, 'campaigns'), problems, rel));
  // The cache's version: the checking code, the site config and the params schemas.
  const version = cache ? hashText(checkCodeVersion(), 'text' in configRead ? configRead.text : '', ...schemas.flatMap((t) => [t.name, t.text])) : '';
  const previous = cache ? await cache.load() : undefined;
  const current = previous?.version === version ? previous : undefined;
  const reuse = current?.entries ?? {};
  const entries: Record<string, CachedFileCheck> = {};
  const templates = current?.templates ?? validators.compileAll();
  problems.push(...templates.problems);
  const ctx: FileContext = {
    root, exists: (p) => fs.exists(p), get validateCampaign() { return validateCampaign(); }, paramsValidator: validators.validator,
    templates: templates.names, config, urlHosts: config ? siteUrlHosts(config) : [],
  };
  const campaigns: LoadedCampaign[] = [];
  const claims: Array<RouteClaim & { file: string }> = [];
  let checkedFiles = 0;
  let misses = 0;
  for await (const { path, file, read } of readAhead(campaignFiles, async (path) => ({ path, file: rel(path), read: await readChecked(fs, path, rel(path)) }))) {
    if (!('text' in read)) { problems.push(read.problem); continue; }
    checkedFiles++;
    let result: CachedFileCheck;
    if (cache) {
      const key = hashText(file, read.text);
      const hit = reuse[key];
      if (hit && Object.entries(hit.assets).every(([p, was]) => fs.exists(join(root, 'campaigns', 'assets', p)) === was)) result = hit;
      else {
        misses++;
        const { problems: found, claim, assets } = checkCampaignFile(read.text, file, path, ctx);
        result = { problems: found, ...(claim ? { claim } : {}), assets };
      }
      entries[key] = result;
    } else {
      const checked = checkCampaignFile(read.text, file, path, ctx);
      if (checked.data) campaigns.push({ file, data: checked.data });
      result = checked;
    }
    if (result.problems.length) { problems.push(...result.problems); sources.set(file, read.text); }
    if (result.claim) claims.push({ file, ...result.claim });
  }
  problems.push(...routeClashes(claims));
  if (!files) problems.push(...(await localeFileProblems(fs, root, config, sources, rel)));
  if (cache && (!current || misses || Object.keys(entries).length !== Object.keys(reuse).length)) await cache.save({ version, templates, entries });
  return { config, campaigns, templates: templates.names, problems: sortProblems(problems), sources, checkedFiles };
}

/** The results of `read` for each item in order, with up to READ_AHEAD reads under way. */
async function* readAhead<T, R>(items: readonly T[], read: (item: T) => Promise<R>): AsyncGenerator<R> {
  const queue: Array<Promise<R>> = [];
  let next = 0;
  while (next < items.length && queue.length < READ_AHEAD) queue.push(read(items[next++]!));
  while (queue.length) {
    const result = await queue.shift()!;
    if (next < items.length) queue.push(read(items[next++]!));
    yield result;
  }
}

/** Every locale the site offers has a file with all of en.json's keys, none of them blank. */
async function localeFileProblems(fs: ProjectFs, root: string, config: SiteConfig | null, sources: Map<string, string>, rel: (p: string) => string): Promise<Problem[]> {
  const out: Problem[] = [];
  const read = async (locale: string) => {
    const path = join(root, 'locales', `${locale}.json`);
    const file = rel(path);
    if (!fs.exists(path)) {
      out.push({ file, line: 1, col: 1, path: '', code: 'locale/missing-file', message: `promo.config.yaml offers ${locale} but ${file} does not exist. Add the translation file.`, severity: 'warning' });
      return null;
    }
    const read = await readChecked(fs, path, file);
    if (!('text' in read)) { out.push(read.problem); return null; }
    sources.set(file, read.text);
    const parsed = parseYamlSafely(read.text, file);
    if (parsed.problems.length) { out.push(...parsed.problems); return null; }
    return { file, parsed };
  };
  const en = await read('en');
  if (!en) return out;
  for (const locale of (config?.locales ?? []).filter((l) => l !== 'en')) {
    const other = await read(locale);
    if (!other) continue;
    for (const key of missingLocaleKeys(en.parsed.value, other.parsed.value)) {
      const at = key.split('.');
      out.push({ file: other.file, ...locate(other.parsed.doc, other.parsed.lc, at.slice(0, -1), 'key'), path: `/${at.join('/')}`, code: 'locale/missing-key', message: `The key "${key}" of en.json is missing here; English is shown instead. Add its ${locale} translation.`, severity: 'warning' });
    }
    for (const key of emptyValues(other.parsed.value)) {
      const at = key.split('.');
      out.push({ file: other.file, ...locate(other.parsed.doc, other.parsed.lc, at), path: `/${at.join('/')}`, code: 'locale/empty', message: `"${key}" is empty. Write its ${locale} translation.`, severity: 'warning' });
    }
  }
  return out;
}

/** The file's text, or the problem that stops it being read (too large, missing, not UTF-8). */
async function readChecked(fs: ProjectFs, path: string, file: string): Promise<{ text: string } | { problem: Problem }> {
  try {
    const size = await fs.size(path);
    if (size > MAX_FILE_BYTES) {
      return { problem: { file, line: 1, col: 1, path: '', code: 'file/too-large', message: `The file is ${Math.round(size / 1024)} KB; the limit is ${MAX_FILE_BYTES / 1024} KB. Split it or move long text out.`, severity: 'error' } };
    }
    return { text: await fs.readFile(path) };
  } catch (e) {
    if (e instanceof InvalidUtf8Error) {
      return { problem: { file, line: e.line, col: e.col, path: '', code: 'file/invalid-utf8', message: `The byte 0x${e.byte.toString(16).padStart(2, '0')} (byte ${e.byteOffset} of the file) is not valid UTF-8. Save the file as UTF-8, or retype the text around it.`, severity: 'error' } };
    }
    const message = isEnoent(e) ? 'The file does not exist. Check the path.' : `The file could not be read: ${(e as Error).message}.`;
    return { problem: { file, line: 1, col: 1, path: '', code: isEnoent(e) ? 'file/missing' : 'file/unreadable', message, severity: 'error' } };
  }
}

async function listCampaignFiles(fs: ProjectFs, dir: string, problems: Problem[], rel: (p: string) => string): Promise<string[]> {
  try {
    return (await fs.readdir(dir)).filter((n) => /\.ya?ml$/.test(n)).sort().map((n) => join(dir, n));
  } catch (e) {
    if (!isEnoent(e)) throw e;
    problems.push({ file: rel(dir), line: 1, col: 1, path: '', code: 'file/missing', message: 'There is no campaigns/ folder. Run the command from the project root, or create one with `promo new <slug>`.', severity: 'error' });
    return [];
  }
}

/** Every template's params schema text (templates without one are not templates). */
async function readTemplateSchemas(fs: ProjectFs, root: string, rel: (p: string) => string) {
  const dir = join(root, 'templates');
  let all: string[] = [];
  try { all = (await fs.readdir(dir)).sort(); } catch (e) { if (!isEnoent(e)) throw e; }
  const schemas: Array<{ name: string; file: string; text: string }> = [];
  for (const name of all) {
    const path = join(dir, name, 'params.schema.json');
    if (fs.exists(path)) schemas.push({ name, file: rel(path), text: await fs.readFile(path) });
  }
  return schemas;
}

/** The params validators, each compiled when first asked for; `compileAll` says which schemas can be used. */
function templateValidators(schemas: Awaited<ReturnType<typeof readTemplateSchemas>>) {
  const compiled = new Map<string, ValidateFunction | Error>();
  const compile = (s: (typeof schemas)[number]) => {
    let v = compiled.get(s.name);
    if (!v) {
      try { v = ajv.compile({ ...JSON.parse(s.text), $id: undefined }); } catch (e) { v = e instanceof Error ? e : new Error(String(e)); }
      compiled.set(s.name, v);
    }
    return v;
  };
  return {
    compileAll(): TemplateList {
      const names: string[] = [];
      const problems: Problem[] = [];
      for (const s of schemas) {
        const v = compile(s);
        if (v instanceof Error) problems.push(badSchema(s.file, v));
        else names.push(s.name);
      }
      return { names, problems };
    },
    validator(name: string): ValidateFunction | undefined {
      const s = schemas.find((t) => t.name === name);
      const v = s && compile(s);
      return v instanceof Error ? undefined : v;
    },
  };
}

const badSchema = (file: string, e: Error): Problem => ({ file, line: 1, col: 1, path: '', code: 'template/bad-schema', message: `This params schema cannot be used: ${e.message}. Regenerate it with \`promo schema --write\`.`, severity: 'error' });

function routeClashes(claims: ReadonlyArray<RouteClaim & { file: string }>): Problem[] {
  const owner = new Map<string, string>();
  const out: Problem[] = [];
  for (const c of claims) {
    for (const url of c.urls) {
      const first = owner.get(url);
      if (first === undefined) { owner.set(url, c.file); continue; }
      out.push({ file: c.file, line: c.at.line, col: c.at.col, path: c.at.path, code: 'rule/route-clash', message: `The route ${url} is already claimed by ${first}. Give this campaign another route path.`, severity: 'error' });
    }
  }
  return out;
}
