/**
 * Generates the JSON Schema files editors and CI read, from the TypeBox sources:
 * campaigns/campaign.schema.json (params composed per template with if/then + $ref),
 * templates/<name>/params.schema.json and promo.config.schema.json.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TSchema } from '@sinclair/typebox';
import { CampaignSchema } from '../../model/campaignSchema.ts';
import { SiteConfigSchema } from '../../model/siteConfigSchema.ts';

const DRAFT = 'https://json-schema.org/draft/2020-12/schema';
const plain = (s: unknown) => withPatternMessages(JSON.parse(JSON.stringify(s))) as Record<string, unknown>;

/**
 * Every string with a pattern and a description gets `patternErrorMessage` (yaml-language-server,
 * VS Code's YAML extension): the editor then says what `promo check` says (schemaProblems.ts: "has
 * the wrong format." and the description) instead of showing the raw regular expression.
 */
function withPatternMessages(node: unknown): unknown {
  if (Array.isArray(node)) node.forEach(withPatternMessages);
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    for (const v of Object.values(o)) withPatternMessages(v);
    if (typeof o.pattern === 'string' && typeof o.description === 'string' && o.patternErrorMessage === undefined)
      o.patternErrorMessage = `Wrong format. ${o.description}`;
  }
  return node;
}
const text = (s: unknown) => JSON.stringify(s, null, 2) + '\n';

/**
 * Imports a TypeScript module at run time. Under tsx or vitest that is a plain import; the compiled
 * CLI has no TypeScript loader, so it imports through tsx's scoped one (loaded only here).
 */
async function importTypeScript(url: string): Promise<unknown> {
  try {
    return await import(url);
  } catch (e) {
    if (!(e instanceof Error && 'code' in e && e.code === 'ERR_UNKNOWN_FILE_EXTENSION')) throw e;
    const { tsImport } = await import('tsx/esm/api');
    return tsImport(url, import.meta.url);
  }
}

export async function generateSchemas(root: string, templateNames: readonly string[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const name of templateNames) {
    const mod = (await importTypeScript(pathToFileURL(join(root, 'templates', name, 'params.ts')).href)) as {
      default: TSchema;
    };
    files.set(
      join('templates', name, 'params.schema.json'),
      text({ $schema: DRAFT, title: `${name} template params`, ...plain(mod.default) }),
    );
  }
  const campaign = plain(CampaignSchema);
  delete campaign.$id;
  // In the editor the template is a list to complete from, and a misspelt one is flagged (it would
  // otherwise silently switch off the params checking). promo check says the same with did-you-mean.
  const properties = campaign.properties as Record<string, Record<string, unknown>>;
  properties.template = {
    type: 'string',
    enum: [...templateNames],
    description: 'The template that renders the page: a folder under templates/.',
  };
  campaign.allOf = templateNames.map((name) => ({
    if: { properties: { template: { const: name } }, required: ['template'] },
    then: { properties: { params: { $ref: `../templates/${name}/params.schema.json` } } },
  }));
  files.set(join('campaigns', 'campaign.schema.json'), text({ $schema: DRAFT, ...campaign }));
  const config = plain(SiteConfigSchema);
  delete config.$id;
  files.set('promo.config.schema.json', text({ $schema: DRAFT, ...config }));
  return files;
}
