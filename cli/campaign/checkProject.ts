/**
 * Loads and checks the whole project: the site config, every template's params schema and every
 * campaign file (or just the files given). Reports every problem in one pass; never throws for bad input.
 */
import { basename, join, relative } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { createAjv } from './ajv.ts';
import { CampaignSchema, type CampaignData } from '../../model/campaignSchema.ts';
import { SiteConfigSchema, type SiteConfig } from '../../model/siteConfigSchema.ts';
import { parseYamlSafely, type ParsedYaml } from './parseYamlSafely.ts';
import { schemaProblems } from './schemaProblems.ts';
import { campaignRules, type RuleFinding } from './rules.ts';
import { locate } from './locate.ts';
import { collapseCascades } from './collapseCascades.ts';
import { readImageFacts, type ImageFacts } from './imageRule.ts';
import { isEnoent, type ProjectFs } from './ProjectFs.ts';
import type { Problem } from './Problem.ts';
import { sortProblems } from './Problem.ts';
import { planRoutes } from '../../model/planRoutes.ts';
import { emptyValues, missingCampaignFields, missingLocaleKeys } from './localeCoverage.ts';

export const MAX_FILE_BYTES = 256 * 1024;
export const CONFIG_FILE = 'promo.config.yaml';

export interface LoadedCampaign { file: string; data: CampaignData; parsed: ParsedYaml }
export interface ProjectCheck {
  config: SiteConfig | null;
  campaigns: LoadedCampaign[];
  templates: string[];
  problems: Problem[];
  /** The text of every file read, by the name problems use: for code frames. */
  sources: Map<string, string>;
}
export interface CheckOptions { root: string; fs: ProjectFs; files?: string[] }

const ajv = createAjv();
const validateCampaign = ajv.compile(CampaignSchema);
const validateConfig = ajv.compile(SiteConfigSchema);

export async function checkProject({ root, fs, files }: CheckOptions): Promise<ProjectCheck> {
  const problems: Problem[] = [];
  const sources = new Map<string, string>();
  const rel = (p: string) => relative(process.cwd(), p) || p;

  const configPath = join(root, CONFIG_FILE);
  const configFile = await readChecked(fs, configPath, rel(configPath), problems, sources);
  let config: SiteConfig | null = null;
  if (configFile !== undefined) {
    const parsed = parseYamlSafely(configFile, rel(configPath));
    problems.push(...parsed.problems);
    if (!parsed.problems.length) {
      if (validateConfig(parsed.value)) config = parsed.value as SiteConfig;
      else problems.push(...schemaProblems(validateConfig.errors ?? [], parsed, rel(configPath)));
    }
  }

  const templates = await listTemplates(fs, root, problems, rel);
  const campaignFiles = files ?? (await listCampaignFiles(fs, join(root, 'campaigns'), problems, rel));
  const campaigns: LoadedCampaign[] = [];
  for (const path of campaignFiles) {
    const file = rel(path);
    const text = await readChecked(fs, path, file, problems, sources);
    if (text === undefined) continue;
    const parsed = parseYamlSafely(text, file);
    if (parsed.problems.length) { problems.push(...parsed.problems); continue; }
    const valid = validateCampaign(parsed.value);
    const schema = valid ? [] : schemaProblems(validateCampaign.errors ?? [], parsed, file);
    const data = parsed.value as CampaignData;
    if (!data || typeof data !== 'object' || Array.isArray(data)) { problems.push(...schema); continue; }
    const paramsCheck = typeof data.template === 'string' ? templates.validators.get(data.template) : undefined;
    if (paramsCheck && !paramsCheck(data.params ?? {})) {
      schema.push(...schemaProblems(paramsCheck.errors ?? [], parsed, file, ['params']));
    }
    const images = await readImageFacts(data, root, fs);
    problems.push(...collapseCascades(schema, ruleProblems(data, parsed, file, path, images, templates.validators, config, !valid)));
    if (!valid) continue;
    for (const { locale, fields } of missingCampaignFields(data)) {
      problems.push({ file, ...locate(parsed.doc, parsed.lc, ['text', locale], 'key'), path: `/text/${locale}`, code: 'locale/missing-field', message: `The ${locale} text lacks ${fields.join(', ')}; English is shown there instead. Translate ${fields.length === 1 ? 'it' : 'them'}, or remove the ${locale} text.`, severity: 'warning' });
    }
    campaigns.push({ file, data, parsed });
  }
  problems.push(...routeClashes(campaigns));
  if (!files) problems.push(...(await localeFileProblems(fs, root, config, sources, rel)));
  return { config, campaigns, templates: [...templates.validators.keys()], problems: sortProblems(problems), sources };
}

/**
 * Rules beyond the schema. They also run on a file that failed the schema, so that one run reports
 * everything; a rule that trips over a malformed value there is skipped (the schema problem says why).
 */
function ruleProblems(data: CampaignData, parsed: ParsedYaml, file: string, path: string, images: Map<string, ImageFacts>, validators: Map<string, ValidateFunction>, config: SiteConfig | null, schemaFailed: boolean): Array<Problem & { explains?: boolean }> {
  let findings: RuleFinding[];
  try {
    findings = campaignRules(data, {
      fileSlug: basename(path).replace(/\.ya?ml$/, ''),
      templates: [...validators.keys()],
      imageFacts: (p) => images.get(p),
      siteLocales: config?.locales ?? [],
    });
  } catch (e) {
    if (schemaFailed) return [];
    throw e;
  }
  return findings.map((f) => ({ file, ...locate(parsed.doc, parsed.lc, f.at, f.aim ?? 'value'), path: '/' + f.at.join('/'), code: f.code, message: f.message, severity: f.severity ?? 'error', ...(f.explains ? { explains: true } : {}) }));
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
    const text = await fs.readFile(path);
    sources.set(file, text);
    const parsed = parseYamlSafely(text, file);
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

async function readChecked(fs: ProjectFs, path: string, file: string, problems: Problem[], sources: Map<string, string>): Promise<string | undefined> {
  try {
    const size = await fs.size(path);
    if (size > MAX_FILE_BYTES) {
      problems.push({ file, line: 1, col: 1, path: '', code: 'file/too-large', message: `The file is ${Math.round(size / 1024)} KB; the limit is ${MAX_FILE_BYTES / 1024} KB. Split it or move long text out.`, severity: 'error' });
      return undefined;
    }
    const text = await fs.readFile(path);
    sources.set(file, text);
    return text;
  } catch (e) {
    const message = isEnoent(e) ? 'The file does not exist. Check the path.' : `The file could not be read: ${(e as Error).message}.`;
    problems.push({ file, line: 1, col: 1, path: '', code: isEnoent(e) ? 'file/missing' : 'file/unreadable', message, severity: 'error' });
    return undefined;
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

async function listTemplates(fs: ProjectFs, root: string, problems: Problem[], rel: (p: string) => string) {
  const validators = new Map<string, ValidateFunction>();
  const dir = join(root, 'templates');
  let names: string[] = [];
  try { names = (await fs.readdir(dir)).sort(); } catch (e) { if (!isEnoent(e)) throw e; }
  for (const name of names) {
    const path = join(dir, name, 'params.schema.json');
    if (!fs.exists(path)) continue;
    const text = await fs.readFile(path);
    try {
      validators.set(name, ajv.compile({ ...JSON.parse(text), $id: undefined }));
    } catch (e) {
      problems.push({ file: rel(path), line: 1, col: 1, path: '', code: 'template/bad-schema', message: `This params schema cannot be used: ${(e as Error).message}. Regenerate it with \`promo schema --write\`.`, severity: 'error' });
    }
  }
  return { validators };
}

function routeClashes(campaigns: LoadedCampaign[]): Problem[] {
  const owner = new Map<string, string>();
  const out: Problem[] = [];
  for (const c of campaigns) {
    for (const v of planRoutes(c.data)) {
      const first = owner.get(v.url);
      if (first === undefined) { owner.set(v.url, c.file); continue; }
      const at = c.data.route?.path !== undefined ? ['route', 'path'] : ['slug'];
      out.push({ file: c.file, ...locate(c.parsed.doc, c.parsed.lc, at), path: '/' + at.join('/'), code: 'rule/route-clash', message: `The route ${v.url} is already claimed by ${first}. Give this campaign another route path.`, severity: 'error' });
    }
  }
  return out;
}
