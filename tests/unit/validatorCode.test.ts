/**
 * The campaign validator loaded from kept generated code (validatorCode.ts) answers exactly as the
 * compiled one, for every repo campaign and every broken fixture; damaged code is compiled again.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cachedValidator } from '../../cli/campaign/validatorCode.ts';
import { createAjv } from '../../cli/campaign/ajv.ts';
import { parseYamlSafely } from '../../cli/campaign/parseYamlSafely.ts';
import { CampaignSchema } from '../../model/campaignSchema.ts';
import { REPO } from '../support/tempProject.ts';

const dir = mkdtempSync(join(tmpdir(), 'promo-validators-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const inDir = (d: string) =>
  readdirSync(d)
    .filter((n) => n.endsWith('.yaml'))
    .map((n) => join(d, n));
const values = [...inDir(join(REPO, 'campaigns')), ...inDir(join(REPO, 'tests', 'fixtures', 'broken'))]
  .map((f) => parseYamlSafely(readFileSync(f, 'utf8'), f).value)
  .filter((v) => v !== undefined);

const plain = (x: unknown) => JSON.parse(JSON.stringify(x ?? null)) as unknown;

describe('kept validator code', () => {
  it('validates exactly as the compiled validator, from the first run and from the kept file', () => {
    const compiled = createAjv().compile(CampaignSchema);
    const first = cachedValidator(CampaignSchema, dir);
    const [file] = readdirSync(dir);
    expect(file).toMatch(/^[0-9a-f]{40}\.cjs$/);
    const loaded = cachedValidator(CampaignSchema, dir);
    expect(loaded).not.toBe(first);
    expect(values.length).toBeGreaterThan(100);
    let invalid = 0;
    for (const v of values) {
      const ok = compiled(v);
      if (!ok) invalid++;
      for (const other of [first, loaded]) {
        expect(other(v)).toBe(ok);
        // The schema parts errors cite are plain JSON copies (without TypeBox's symbol keys).
        expect(plain(other.errors)).toEqual(plain(compiled.errors));
      }
    }
    expect(invalid).toBeGreaterThan(5);
  });

  it('compiles again when the kept code is damaged, and writes it anew', () => {
    const [file] = readdirSync(dir);
    writeFileSync(join(dir, file!), 'module.exports = (');
    const v = cachedValidator(CampaignSchema, dir);
    expect(v({ slug: 'x' })).toBe(false);
    expect(readFileSync(join(dir, file!), 'utf8')).toContain('module.exports');
    expect(readFileSync(join(dir, file!), 'utf8').length).toBeGreaterThan(1000);
  });
});
