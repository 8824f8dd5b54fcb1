/**
 * The generated JSON Schemas are valid under strict rules, so that no editor rejects them: meta-schema
 * valid, ajv strict mode (no unknown keywords, no ambiguous types), no duplicate enum items (older
 * VS Code YAML extensions drop the whole schema for one), and `template` lists the template folders.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { REPO } from '../support/tempProject.ts';

const templates = readdirSync(join(REPO, 'templates'))
  .filter((n) => existsSync(join(REPO, 'templates', n, 'params.schema.json')))
  .sort();
const files = [
  'campaigns/campaign.schema.json',
  'promo.config.schema.json',
  ...templates.map((n) => `templates/${n}/params.schema.json`),
];
const load = (rel: string) => JSON.parse(readFileSync(join(REPO, rel), 'utf8')) as Record<string, unknown>;

/** Every enum in a schema, with the JSON pointer where it sits. */
function* enums(node: unknown, at = ''): Generator<{ at: string; values: unknown[] }> {
  if (Array.isArray(node)) {
    for (const [i, x] of node.entries()) yield* enums(x, `${at}/${i}`);
    return;
  }
  if (!node || typeof node !== 'object') return;
  for (const [k, v] of Object.entries(node)) {
    if (k === 'enum' && Array.isArray(v)) yield { at, values: v };
    else yield* enums(v, `${at}/${k}`);
  }
}

describe('generated schemas', () => {
  it.each(files)('%s is valid against its meta-schema in ajv strict mode', (rel) => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    const schema = load(rel);
    expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
  });

  it.each(files)('%s has no duplicate enum items', (rel) => {
    const dups = [...enums(load(rel))].flatMap(({ at, values }) => {
      const seen = values.map((v) => JSON.stringify(v));
      return seen.filter((v, i) => seen.indexOf(v) !== i).map((v) => `${at}: ${v}`);
    });
    expect(dups).toEqual([]);
  });

  it('the campaign schema compiles strictly with every template params schema it refers to', () => {
    // Union types (["string", "number"]) are plain JSON Schema; everything else strict is on.
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
    // The one editor keyword the schema carries on purpose (yaml-language-server shows it for a pattern
    // mismatch, composeSchema.ts): declared as an annotation, so any other unknown keyword still fails.
    ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' });
    for (const n of templates)
      ajv.addSchema({
        ...load(`templates/${n}/params.schema.json`),
        $id: pathToFileURL(join(REPO, 'templates', n, 'params.schema.json')).href,
      });
    const validate = ajv.compile({
      ...load('campaigns/campaign.schema.json'),
      $id: pathToFileURL(join(REPO, 'campaigns', 'campaign.schema.json')).href,
    });
    const cashRace = { slug: 'x', template: 'tournament', text: { en: { title: 'T' } }, params: { game: 'Slots' } };
    expect(validate(cashRace), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...cashRace, template: 'tournamnet' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/template', keyword: 'enum' });
  });

  it('lists the template folders as the values of template, and the dialog variants once each', () => {
    const props = load('campaigns/campaign.schema.json').properties as Record<
      string,
      { enum?: string[]; properties?: Record<string, { enum?: string[] }> }
    >;
    expect(props.template!.enum).toEqual(templates);
    expect(props.cta!.properties!.variant!.enum!.filter((v) => v === 'fortune')).toEqual(['fortune']);
  });
});
