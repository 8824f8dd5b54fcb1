/**
 * Property test over YAML → problems (issue 11): random mutations of real campaign files never make
 * `promo check` throw (a PromoError would be a typed refusal; anything else is a bug), never hang,
 * and every problem points inside the file with a code and a message; the text output carries no raw
 * control character. FUZZ_RUNS inputs (60 here, a few seconds; `npm run fuzz` runs 2,000).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { nodeFs, type ProjectFs } from '../../cli/campaign/ProjectFs.ts';
import { formatProblems } from '../../cli/format/formatProblems.ts';
import { PromoError } from '../../cli/errors/PromoError.ts';
import { REPO } from '../support/tempProject.ts';
import { cut, duplicateLine, insert, reindentLine, SEED_SLUGS, swapLines, truncate } from '../support/textMutations.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
/**
 * Far above a normal check (~10 ms of CPU); a hang is anything that needs more. Counted in this
 * process's CPU time, not wall time: a busy machine makes a check wait for a core, not work longer.
 */
const HANG_MS = 5_000;
const cpuMsSince = (from: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(from);
  return (user + system) / 1000;
};
const SLUGS = SEED_SLUGS;
const SEEDS = new Map(SLUGS.map((slug) => [slug, readFileSync(join(REPO, 'campaigns', `${slug}.yaml`), 'utf8')]));
const TOKENS = [
  ': ',
  '- ',
  '? ',
  '{',
  '}',
  '[',
  ']',
  ',',
  '&a ',
  '*a',
  '!!str ',
  '!custom ',
  '"',
  "'",
  '|',
  '>',
  '#',
  '\t',
  '\n',
  '\r\n',
  '---\n',
  '...\n',
  '%YAML 1.1\n',
  '<<: *a\n',
  '__proto__',
  'constructor: ',
  '~',
  'null',
  '0x1F',
  '1e999',
  '\u0000',
  '\u001b[2J',
  '\u0007',
  '\u0085',
  '\u202e',
  '\u2066',
  '\uFEFF',
  '\uD800',
  '🎉',
  'https://evil.com',
  '/\\evil.com',
  'javascript:alert(1)',
  '\\e',
  '\\x1b',
  '\\u202e',
  '"\\',
];

const mutation = fc.oneof(
  insert(fc.constantFrom(...TOKENS)),
  insert(fc.string({ unit: 'binary', maxLength: 8 })),
  cut(40),
  truncate(),
  swapLines,
  duplicateLine,
  reindentLine,
);

const input = fc.record({
  slug: fc.constantFrom(...SLUGS),
  mutations: fc.array(mutation, { minLength: 1, maxLength: 6 }),
});
const raw = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('promo check under random mutations of real campaigns', () => {
  it(
    `${RUNS} mutated files: no untyped throw, no hang, every problem inside the file`,
    async () => {
      const stats = { inputs: 0, untypedThrows: 0, hangs: 0, problems: 0, slowestMs: 0 };
      await fc.assert(
        fc.asyncProperty(input, async ({ slug, mutations }) => {
          const text = mutations.reduce((s, m) => m(s), SEEDS.get(slug)!);
          const path = join(REPO, 'campaigns', `${slug}.yaml`);
          const fs: ProjectFs = {
            ...nodeFs,
            size: async (p) => (p === path ? Buffer.byteLength(text) : nodeFs.size(p)),
            readFile: async (p) => (p === path ? text : nodeFs.readFile(p)),
          };
          stats.inputs++;
          const started = process.cpuUsage();
          let result;
          try {
            result = await checkProject({ root: REPO, fs, alone: true, files: [path] });
          } catch (e) {
            if (!(e instanceof PromoError)) stats.untypedThrows++;
            throw e;
          }
          const ms = cpuMsSince(started);
          stats.slowestMs = Math.max(stats.slowestMs, Math.round(ms));
          if (ms > HANG_MS) stats.hangs++;
          expect(ms).toBeLessThan(HANG_MS);
          const lines = text.split(/\r?\n/).length;
          for (const p of result.problems) {
            stats.problems++;
            expect(p.line).toBeGreaterThanOrEqual(1);
            expect(p.line).toBeLessThanOrEqual(Math.max(lines, 1));
            expect(p.col).toBeGreaterThanOrEqual(1);
            expect(p.code).toMatch(/^[a-z]+\/[a-zA-Z0-9-]+$/);
            expect(p.message.length).toBeGreaterThan(10);
          }
          expect(formatProblems(result.problems, 'text', result.sources)).not.toMatch(raw);
        }),
        { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
      );
      console.info(
        `fuzz: ${stats.inputs} inputs, ${stats.untypedThrows} untyped throws, ${stats.hangs} hangs, ${stats.problems} problems, slowest ${stats.slowestMs} ms of CPU`,
      );
    },
    Math.max(60_000, RUNS * 500),
  );
});
