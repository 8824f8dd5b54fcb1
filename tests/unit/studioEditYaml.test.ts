/** The studio's form edits: one field changed through yaml's Document API changes only that field's lines. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { editYaml } from '../../cli/studio/editYaml.ts';
import { REPO } from '../support/tempProject.ts';

/** The lines of `after` that differ from `before` (same line count expected), as [line number, text]. */
function changedLines(before: string, after: string): [number, string][] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return b.flatMap((l, i) => (l === a[i] ? [] : [[i + 1, l] as [number, string]]));
}

// A hand-written catalogue file: comments after values, spaced comments, flow maps and lists, quoted dates.
const original = readFileSync(join(REPO, 'campaigns', 'cash-race.yaml'), 'utf8');

describe('studio: editing one field of a commented campaign file', () => {
  it('changes only the title line, keeping its quotes; every comment and key stays', () => {
    const after = editYaml(original, ['text', 'en', 'title'], 'Cash Race: Diwali edition');
    expect(changedLines(original, after)).toEqual([[expect.any(Number), '    title: "Cash Race: Diwali edition"']]);
    expect(parse(after).text.en.title).toBe('Cash Race: Diwali edition');
  });

  it('changes a number inside a flow map, a value before a spaced comment, and a date, one line each', () => {
    let after = editYaml(original, ['tournament', 'prizes', 7, 'amount'], 16000);
    expect(changedLines(original, after)).toEqual([[expect.any(Number), '    - { from: 51, to: 100, amount: 16000 }']]);
    after = editYaml(original, ['route', 'param', 'kind'], 'currency');
    expect(changedLines(original, after)).toEqual([
      [expect.any(Number), '    kind: currency            # /cash-race/hi/ shows the info dialog in Hindi'],
    ]);
    after = editYaml(original, ['schedule', 'ends'], '2026-12-20');
    expect(changedLines(original, after)).toEqual([[expect.any(Number), '  ends: "2026-12-20"']]);
  });

  it('adds a key or a list item as new lines after its siblings, and removes one with its lines', () => {
    const added = editYaml(original, ['params', 'accent'], '#ffc130');
    const extra = added.split('\n').filter((l) => !original.split('\n').includes(l));
    expect(extra).toEqual(['  accent: "#ffc130"']);
    expect(parse(added).params).toEqual({ ...parse(original).params, accent: '#ffc130' });
    const steps = parse(original).text.en.steps as string[];
    const more = editYaml(original, ['text', 'en', 'steps', steps.length], 'Check the leaderboard');
    expect(more.split('\n').length).toBe(original.split('\n').length + 1);
    expect(parse(more).text.en.steps).toEqual([...steps, 'Check the leaderboard']);
    const removed = editYaml(original, ['params', 'game'], undefined);
    expect(original.split('\n').filter((l) => !removed.split('\n').includes(l))).toEqual(['  game: Slots race']);
  });

  it("adds a field under keys not there yet (a language's first text) as new lines, its map's closing comment kept once", () => {
    const file = [
      'text:',
      '  en:',
      '    title: Diwali Race   # the heading',
      '  # To add a language, add its code with the same fields translated. For example:',
      '  # hi:',
      '  #   title: स्लॉट टूर्नामेंट',
      'pixel: none',
      '',
    ].join('\n');
    const after = editYaml(file, ['text', 'hi', 'title'], 'दिवाली रेस');
    expect(after.split('\n').filter((l) => !file.split('\n').includes(l))).toEqual(['  hi:', '    title: दिवाली रेस']);
    expect(file.split('\n').filter((l) => !after.split('\n').includes(l))).toEqual([]);
    expect(parse(after).text.hi).toEqual({ title: 'दिवाली रेस' });
  });

  it('refuses to edit a file whose YAML is broken, saying so', () => {
    expect(() => editYaml('slug: a\n  bad: [', ['slug'], 'b')).toThrow(/YAML view/);
  });
});
