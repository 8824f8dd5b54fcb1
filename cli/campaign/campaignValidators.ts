/**
 * The compiled validators `promo check` uses: the campaign schema, the site config schema and each
 * template's params schema (compiled when first asked for). One ajv instance per thread, shared by
 * every file that thread checks; a check worker makes its own from the same schema texts.
 */
import type { ValidateFunction } from 'ajv';
import { createAjv } from './ajv.ts';
import { cachedValidator } from './validatorCode.ts';
import { CampaignSchema } from '../../model/campaignSchema.ts';
import { SiteConfigSchema } from '../../model/siteConfigSchema.ts';
import type { Problem } from './Problem.ts';
import type { TemplateList } from './checkCache.ts';

/** A template's params schema as read from templates/<name>/params.schema.json. */
export interface TemplateSchema {
  name: string;
  file: string;
  text: string;
}

/** Made when first needed: a warm start whose every file comes from the cache compiles nothing (its meta-schemas cost ~0.2 s of CPU). */
let instance: ReturnType<typeof createAjv> | undefined;
const ajv = () => (instance ??= createAjv());
let campaignValidator: ValidateFunction | undefined;
let configValidator: ValidateFunction | undefined;
/**
 * The campaign validator, compiled once per thread; with `codeCache` (a folder), its generated code is
 * kept there and later runs (and every check worker) load it instead of compiling (validatorCode.ts).
 */
export const validateCampaign = (codeCache?: string) =>
  (campaignValidator ??= codeCache ? cachedValidator(CampaignSchema, codeCache) : ajv().compile(CampaignSchema));
export const validateConfig = () => (configValidator ??= ajv().compile(SiteConfigSchema));

/**
 * Each params schema's validator (or why it cannot be compiled) by the schema's text, once per thread:
 * a process that checks again (`promo dev` on each edit, a test calling checkProject many times) does
 * not compile the same schema again — compiling them was most of a one-file check.
 */
const compiledByText = new Map<string, ValidateFunction | Error>();

/**
 * The params validators, each compiled when first asked for; `compileAll` says which schemas can be used.
 * With `codeCache` (a folder), each one's generated code is kept there, as the campaign validator's: a
 * rebuild after one edit compiled the edited campaign's params schema anew in every process.
 */
export function templateValidators(schemas: readonly TemplateSchema[], codeCache?: string) {
  const compile = (s: TemplateSchema) => {
    let v = compiledByText.get(s.text);
    if (!v) {
      try {
        const schema = { ...JSON.parse(s.text), $id: undefined };
        v = codeCache ? cachedValidator(schema, codeCache) : ajv().compile(schema);
      } catch (e) {
        v = e instanceof Error ? e : new Error(String(e));
      }
      compiledByText.set(s.text, v);
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

const badSchema = (file: string, e: Error): Problem => ({
  file,
  line: 1,
  col: 1,
  path: '',
  code: 'template/bad-schema',
  message: `This params schema cannot be used: ${e.message}. Regenerate it with \`promo schema --write\`.`,
  severity: 'error',
});
