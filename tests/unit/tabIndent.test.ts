/** A tab indenting any line of a campaign is one error at that tab, whatever line it is (fast-check). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDocument } from 'yaml';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseYamlSafely } from '../../cli/campaign/parseYamlSafely.ts';
import { REPO } from '../support/tempProject.ts';

const files = ['cash-race.yaml', 'daily-tournament.yaml', 'money-heist.yaml'].map((f) =>
  readFileSync(join(REPO, 'campaigns', f), 'utf8'),
);

describe('tab indentation', () => {
  it('replacing the indentation of any indented line with a tab gives one error there', () => {
    // The oracle is the YAML library itself: where it rejects the tab, exactly one tab-indent problem at the
    // tab; where it accepts the line (a flow or scalar continuation), none. Losing tab detection fails both ways.
    let rejected = 0;
    fc.assert(
      fc.property(fc.constantFrom(...files), fc.nat(), fc.boolean(), (text, pick, keepOneSpace) => {
        const lines = text.split('\n');
        const indented = lines.map((l, i) => [l, i] as const).filter(([l]) => /^ +\S/.test(l) && !/^ +#/.test(l));
        const [line, index] = indented[pick % indented.length]!;
        const spaces = /^ +/.exec(line)![0].length;
        const prefix = keepOneSpace && spaces > 1 ? ' ' : '';
        lines[index] = `${prefix}\t${line.trimStart()}`;
        const text2 = lines.join('\n');
        const { problems } = parseYamlSafely(text2, 'f.yaml');
        if (!parseDocument(text2).errors.length) {
          expect(problems).toEqual([]);
          return;
        }
        rejected++;
        expect(problems.map((p) => [p.code, p.line, p.col])).toEqual([
          ['yaml/tab-indent', index + 1, prefix.length + 1],
        ]);
      }),
      { numRuns: 150, seed: 19 },
    );
    // Most tabs land where YAML rejects them: the property above is not passing on the accepting branch alone.
    expect(rejected).toBeGreaterThan(75);
  });

  it('a file that parses is never flagged for a tab inside block text', () => {
    const { problems } = parseYamlSafely('a: |\n  one\n  \ttwo\nb: 1\n', 'f.yaml');
    expect(problems).toEqual([]);
  });
});
