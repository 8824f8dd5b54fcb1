/** The studio's YAML view completion (cli/studio/client/yamlCompletions.ts): keys and choices from the real schemas at the cursor. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from '../support/tempProject.ts';
import { yamlCompletions } from '../../cli/studio/client/yamlCompletions.ts';
import type { JsonSchema } from '../../cli/studio/client/api.ts';

const read = (f: string) => JSON.parse(readFileSync(join(REPO, f), 'utf8')) as JsonSchema;
const campaign = read('campaigns/campaign.schema.json');
const schema: JsonSchema = {
  ...campaign,
  properties: { ...campaign.properties, params: read('templates/tournament/params.schema.json') },
};
/** The labels offered where `|` is. */
const at = (doc: string) => {
  const pos = doc.indexOf('|');
  const r = yamlCompletions(doc.replace('|', ''), pos, schema);
  return r && { from: r.from, pos, labels: r.options.map((o) => o.label) };
};

describe('YAML view completion from the schema', () => {
  it('offers the keys a block may have, not those already written', () => {
    const top = at('slug: x\ntemplate: tournament\nsch|\n');
    expect(top?.labels).toContain('schedule');
    expect(top?.labels).not.toContain('slug');
    expect(top && top.pos - top.from).toBe(3);
    const schedule = at('schedule:\n  starts: "2026-12-01"\n  |\n')?.labels;
    expect(schedule).toEqual(expect.arrayContaining(['ends', 'timeZone']));
    expect(schedule).not.toContain('starts');
    expect(at('params:\n  game: Slots\n  |')?.labels).toEqual(['heroImage', 'accent', 'showPoints']);
  });

  it('follows list items: an arm, and a key of the item being started', () => {
    const doc = 'experiment:\n  arms:\n    - id: control\n      weight: 50\n      |\n';
    expect(at(doc)?.labels).toEqual(expect.arrayContaining(['control', 'override']));
    expect(at(doc)?.labels).not.toContain('id');
    expect(at('experiment:\n  arms:\n    - |\n')?.labels).toEqual(expect.arrayContaining(['id', 'weight']));
    expect(
      at('experiment:\n  arms:\n    - id: a\n      override:\n        text:\n          en:\n            ti|\n')?.labels,
    ).toContain('title');
  });

  it("offers a choice's values after its key", () => {
    expect(at('template: tournament\ncta:\n  kind: |\n')?.labels).toEqual(
      expect.arrayContaining(['sign-up', 'sign-in']),
    );
    expect(at('params:\n  showPoints: t|\n')?.labels).toEqual(['true', 'false']);
    expect(at('slug: |')).toBeNull();
    expect(at('# a comment |')).toBeNull();
  });
});
