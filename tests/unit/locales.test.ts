/** Every locale file has exactly en's keys (plural forms per language), no blank values, and keeps every placeholder. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../../model/codes.ts';
import { intlLocale } from '../../runtime/i18n/languages.ts';
import { tagParts } from '../../runtime/i18n/tagParts.ts';
import { emptyValues } from '../../cli/campaign/localeCoverage.ts';
import { REPO } from '../support/tempProject.ts';

type Tree = Record<string, unknown>;
const load = (l: string) => JSON.parse(readFileSync(join(REPO, 'locales', `${l}.json`), 'utf8')) as Tree;
const en = load('en');
const PLURAL = /_(zero|one|two|few|many|other)$/;

function leaves(obj: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
    for (const [k, v] of Object.entries(obj))
      for (const [kk, vv] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
  } else out.set(prefix, obj);
  return out;
}
const placeholders = (v: unknown) => [...JSON.stringify(v).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each(LOCALES.filter((l) => l !== 'en'))('locales/%s.json', (locale) => {
  const file = load(locale);
  const mine = leaves(file);
  const base = (k: string) => k.replace(PLURAL, '');

  it("has exactly en's keys, with the plural forms the language uses", () => {
    const categories = new Intl.PluralRules(intlLocale(locale)).resolvedOptions().pluralCategories.slice().sort();
    const plainEn = [...leaves(en).keys()].filter((k) => !PLURAL.test(k)).sort();
    const plainMine = [...mine.keys()].filter((k) => !PLURAL.test(k)).sort();
    expect(plainMine).toEqual(plainEn);
    const pluralBases = [...new Set([...leaves(en).keys()].filter((k) => PLURAL.test(k)).map(base))];
    for (const b of pluralBases) {
      const forms = [...mine.keys()]
        .filter((k) => PLURAL.test(k) && base(k) === b)
        .map((k) => PLURAL.exec(k)![1])
        .sort();
      expect(forms, `${b} plural forms`).toEqual(categories);
    }
  });

  it('has no empty values and is not English copied over', () => {
    expect(emptyValues(file)).toEqual([]);
    const same = [...mine].filter(
      ([k, v]) => typeof v === 'string' && v.length > 12 && v === leaves(en).get(k) && k !== 'bonus.noneBrl',
    );
    expect(same.map(([k]) => k)).toEqual([]);
  });

  it('keeps every placeholder of the English text', () => {
    for (const [k, v] of leaves(en)) {
      if (PLURAL.test(k)) continue;
      expect(placeholders(mine.get(k)), k).toEqual(placeholders(v));
    }
  });
});

describe('rich text in the locale files', () => {
  // Agreements.tsx cuts auth.checkbox1 at its one <rules> tag and puts the middle in a link, as text;
  // no other string has markup (it would be shown as it is).
  it.each(LOCALES)('%s: auth.checkbox1 has one <rules> span with text in it, no other string has a tag', (locale) => {
    const mine = leaves(load(locale));
    const parts = tagParts(String(mine.get('auth.checkbox1')), 'rules');
    expect(parts?.inner.trim()).toBeTruthy();
    expect(`${parts?.before}${parts?.inner}${parts?.after}`).not.toMatch(/<\/?\w+>/);
    expect([...mine].filter(([k, v]) => k !== 'auth.checkbox1' && /<\/?\w+>/.test(String(v))).map(([k]) => k)).toEqual(
      [],
    );
  });
});

import { existsSync, readdirSync } from 'node:fs';

const templatesWithLabels = readdirSync(join(REPO, 'templates')).filter((t) =>
  existsSync(join(REPO, 'templates', t, 'locales', 'en.json')),
);
describe.each(templatesWithLabels)('templates/%s/locales', (template) => {
  const dir = join(REPO, 'templates', template, 'locales');
  const read = (l: string) => JSON.parse(readFileSync(join(dir, `${l}.json`), 'utf8')) as Tree;
  const enKeys = [...leaves(read('en')).keys()].map((k) => k.replace(PLURAL, '')).sort();
  it.each(LOCALES.filter((l) => l !== 'en'))('%s.json has every label, none blank', (locale) => {
    expect(existsSync(join(dir, `${locale}.json`)), `${template}/locales/${locale}.json`).toBe(true);
    const file = read(locale);
    expect([...new Set([...leaves(file).keys()].map((k) => k.replace(PLURAL, '')))].sort()).toEqual([
      ...new Set(enKeys),
    ]);
    expect(emptyValues(file)).toEqual([]);
  });
});
