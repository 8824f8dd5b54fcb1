/**
 * Checks one campaign file's text on its own: YAML, schema, the template's params, the rules and
 * missing translations. Returns its problems and, for a valid campaign, the routes it claims (for
 * the project-wide clash check) — nothing that holds on to the parsed document.
 */
import { basename, join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { CampaignData } from '../../model/campaignSchema.ts';
import type { SiteConfig } from '../../model/siteConfigSchema.ts';
import { planRoutes } from '../../model/planRoutes.ts';
import { parseYamlSafely, type ParsedYaml } from './parseYamlSafely.ts';
import { schemaProblems } from './schemaProblems.ts';
import { campaignRules, type RuleContext } from './rules.ts';
import type { RuleFinding } from './RuleFinding.ts';
import { armProblems } from './armProblems.ts';
import type { ImageFacts } from './imageRule.ts';
import { factsKey } from './imageKey.ts';
import { experimentIdOf } from '../../model/experiment.ts';
import { locate, type Aim, type Segment } from './locate.ts';
import { fastYaml } from './fastYaml.ts';
import { collapseCascades } from './collapseCascades.ts';
import { missingCampaignFields } from './localeCoverage.ts';
import type { Problem } from './Problem.ts';

import type { ClaimSpot } from './ClaimSpot.ts';

export type { ClaimSpot };
/** The routes a valid campaign claims, and where a clash with another campaign is reported. */
export interface RouteClaim {
  urls: string[];
  at: ClaimSpot;
  /** The A/B experiment id it runs, if any (two campaigns must not share one: it names the arm cookie). */
  experiment?: { id: string; at: ClaimSpot };
}
export interface FileCheck {
  problems: Problem[];
  /** Only for a campaign that passed the schema. */
  claim?: RouteClaim;
  data?: CampaignData;
  /** Every image the rules looked at, with its content key (imageKey.ts); a cached result holds while these do. */
  assets: Record<string, string>;
}
export interface FileContext {
  root: string;
  exists: (path: string) => boolean;
  validateCampaign: ValidateFunction;
  /** The params validator of a template, or undefined for an unknown one. */
  paramsValidator: (template: string) => ValidateFunction | undefined;
  templates: readonly string[];
  config: SiteConfig | null;
  /** The hosts campaign links may point at (from the site config). */
  urlHosts: readonly string[];
  /** Size and dimensions of the images a campaign names (read before its rules run, which stay pure). */
  readImages: (c: CampaignData) => Promise<Map<string, ImageFacts>>;
}

/** Thrown when a check of the fast reading needs a position: there is a problem, so the file is read the slow way. */
class NeedsPositions extends Error {}
const needPositions = (): never => {
  throw new NeedsPositions('positions needed');
};

/** The fast reading's data as a ParsedYaml without a document: asking for a position throws NeedsPositions. */
function positionless(value: unknown): ParsedYaml {
  return {
    get doc() {
      return needPositions();
    },
    get lc() {
      return needPositions();
    },
    value,
    problems: [],
  };
}

/**
 * A clean file (nearly every one) is read fast, without positions (fastYaml.ts); as soon as its check
 * finds any problem, or the fast reading cannot be sure, the file is read and checked again with
 * `yaml` (positions, code frames): the result is the same either way, only faster for clean files.
 */
export async function checkCampaignFile(
  text: string,
  file: string,
  path: string,
  ctx: FileContext,
  read: 'fast' | 'yaml' = 'fast',
): Promise<FileCheck> {
  const fast = read === 'fast' ? fastYaml(text) : undefined;
  if (fast) {
    try {
      return await checkParsed(positionless(fast.value), file, path, ctx);
    } catch (e) {
      if (!(e instanceof NeedsPositions)) throw e;
    }
  }
  return checkParsed(parseYamlSafely(text, file), file, path, ctx);
}

async function checkParsed(parsed: ParsedYaml, file: string, path: string, ctx: FileContext): Promise<FileCheck> {
  const assets: Record<string, string> = {};
  if (parsed.problems.length) return { problems: parsed.problems, assets };
  const valid = ctx.validateCampaign(parsed.value);
  const schema = valid ? [] : schemaProblems(ctx.validateCampaign.errors ?? [], parsed, file);
  const data = parsed.value as CampaignData;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { problems: schema, assets };
  const paramsCheck = typeof data.template === 'string' ? ctx.paramsValidator(data.template) : undefined;
  if (paramsCheck && !paramsCheck(data.params ?? {})) {
    schema.push(...schemaProblems(paramsCheck.errors ?? [], parsed, file, ['params']));
  }
  const images = await ctx.readImages(data);
  for (const [p, f] of images) assets[p] = factsKey(f);
  const rules: RuleContext = {
    fileSlug: basename(path).replace(/\.ya?ml$/, ''),
    templates: ctx.templates,
    imageFacts: (p) => images.get(p),
    siteLocales: ctx.config?.locales ?? [],
    urlHosts: ctx.urlHosts,
  };
  const problems = collapseCascades(schema, ruleProblems(data, parsed, file, rules, !valid));
  if (!valid) return { problems, assets };
  // Each A/B arm is checked as the campaign it makes.
  problems.push(
    ...armProblems({
      data,
      parsed,
      file,
      validate: ctx.validateCampaign,
      params: paramsCheck,
      rules: (c) => campaignRules(c, rules),
    }),
  );
  for (const { locale, fields } of missingCampaignFields(data)) {
    problems.push({
      file,
      ...locate(parsed.doc, parsed.lc, ['text', locale], 'key'),
      path: `/text/${locale}`,
      code: 'locale/missing-field',
      message: `The ${locale} text lacks ${fields.join(', ')}; English is shown there instead. Translate ${fields.length === 1 ? 'it' : 'them'}, or remove the ${locale} text.`,
      severity: 'warning',
    });
  }
  const at = data.route?.path !== undefined ? ['route', 'path'] : ['slug'];
  const experimentAt = data.experiment?.id !== undefined ? ['experiment', 'id'] : ['experiment'];
  const claim: RouteClaim = {
    urls: planRoutes(data).map((v) => v.url),
    at: { at, aim: 'value' },
    ...(data.experiment ? { experiment: { id: experimentIdOf(data), at: { at: experimentAt, aim: 'key' } } } : {}),
  };
  return { problems, claim, data, assets };
}

/**
 * Rules beyond the schema. They also run on a file that failed the schema, so that one run reports
 * everything; a rule that trips over a malformed value there is skipped (the schema problem says why).
 */
function ruleProblems(
  data: CampaignData,
  parsed: ParsedYaml,
  file: string,
  rules: RuleContext,
  schemaFailed: boolean,
): Array<Problem & { explains?: boolean }> {
  let findings: RuleFinding[];
  try {
    findings = campaignRules(data, rules);
  } catch (e) {
    if (schemaFailed) return [];
    throw e;
  }
  return findings.map((f) => ({
    file,
    ...locate(parsed.doc, parsed.lc, f.at, f.aim ?? 'value'),
    path: '/' + f.at.join('/'),
    code: f.code,
    message: f.message,
    severity: f.severity ?? 'error',
    ...(f.explains ? { explains: true } : {}),
  }));
}
