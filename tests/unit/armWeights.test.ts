/**
 * Arm weights that used to break nginx (issue 20): 1e-9 vs 1 and 0.004 vs 100 wrote a `0.00%` line,
 * `.inf` a `NaN%` one, both refused by `nginx -t`; 1e308 vs 1e308 sent everyone to the last arm in
 * both servers; `.nan` was reported as "null is too small". Now every weight a campaign may give
 * splits into whole steps of 0.01 % that nginx accepts and `promo serve` draws by, each arm within
 * one step of its weight's share, and what cannot be split is refused at the weight's line.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { join } from 'node:path';
import {
  armShares,
  armsBelowOneStep,
  exactShare,
  MAX_WEIGHT,
  pickArm,
  SPLIT_STEPS,
  splitPercents,
} from '../../model/experiment.ts';
import { nginxExperimentMaps } from '../../cli/build/nginxExperiments.ts';
import { NGINX_SECURE_MAP } from '../../cli/build/nginxSecureFlag.ts';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import type { SiteExperiment } from '../../model/Site.ts';
import { REPO } from '../support/tempProject.ts';
import { nginxConfigTest } from '../support/nginxConfigTest.ts';

const experiment = (weights: readonly number[], id = 'w'): SiteExperiment => ({
  id,
  slug: id,
  cookie: `promo_ab_${id}`,
  control: 'a0',
  urls: ['/w/'],
  ends: Date.parse('2026-12-31T00:00:00Z'),
  arms: armShares({ arms: weights.map((weight, i) => ({ id: `a${i}`, weight, ...(i === 0 && { control: true }) })) }),
});

/** The percentages of the split_clients line nginx was given, the `*` arm taking what is left. */
function nginxPercents(conf: string, id: string): Map<string, number> {
  const line = new RegExp(`split_clients "\\$request_id" \\$promo_ab_${id}_draw \\{ (.*) \\}`).exec(conf)![1]!;
  const parts = line
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => s.split(' ') as [string, string]);
  const out = new Map<string, number>();
  let used = 0;
  for (const [pct, id] of parts) {
    if (pct === '*') continue;
    expect(pct).toMatch(/^\d{1,3}\.\d\d%$/);
    const steps = Math.round(parseFloat(pct) * 100);
    out.set(id, steps);
    used += steps;
  }
  const rest = parts.find(([pct]) => pct === '*');
  if (rest) out.set(rest[1], SPLIT_STEPS - used);
  return out;
}

/** Weights as a campaign may write them: whole, tiny, huge, decimals, and the ones of the report. */
const weight = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 1000 }) },
  { weight: 2, arbitrary: fc.double({ min: 0.01, max: 1000, noNaN: true }) },
  { weight: 1, arbitrary: fc.constantFrom(1e-9, 0.004, 100, 1, 50, MAX_WEIGHT, 0.3, 1 / 3) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.integer({ min: 1, max: MAX_WEIGHT }),
      fc.double({ min: 1e-12, max: MAX_WEIGHT, noNaN: true }).filter((w) => w > 0),
    ),
  },
);
const weights = fc.array(weight, { minLength: 2, maxLength: 5 });

describe('arm weights', () => {
  it('generated weights: refused when an arm is under 0.01 %; otherwise nginx -t accepts the split and every server gives each arm its share to one step', () => {
    let splitOk = 0;
    // Several experiments per nginx -t (one config, as a build with many experiments writes it): a run costs one nginx start.
    fc.assert(
      fc.property(fc.array(weights, { minLength: 1, maxLength: 8 }), (sets) => {
        const valid = sets.filter((ws) => {
          const below = armsBelowOneStep(ws);
          for (const i of below) expect(exactShare(ws, i) * SPLIT_STEPS).toBeLessThan(1);
          return below.length === 0;
        });
        if (!valid.length) return;
        splitOk += valid.length;
        const es = valid.map((ws, n) => experiment(ws, `w${n}`));
        // As nginxConf writes them: the shared '; Secure' map, then the experiments' maps.
        const conf = `${NGINX_SECURE_MAP}\n${nginxExperimentMaps(es, '/new-promo/')}`;
        const uses = es
          .map((e) => `add_header X-${e.id} $promo_ab_${e.id}_arm; add_header X-C-${e.id} $promo_ab_${e.id}_cookie;`)
          .join(' ');
        const verdict = nginxConfigTest(conf, `location / { ${uses} return 204; }`);
        expect(verdict.ok, `${valid.map((ws) => ws.join(' vs ')).join('; ')}\n${verdict.output}\n${conf}`).toBe(true);
        valid.forEach((ws, n) => {
          const e = es[n]!;
          const given = nginxPercents(conf, e.id);
          // promo serve (and promo dev) draw by the same steps: over evenly spread draws, exactly nginx's.
          const drawn = new Map<string, number>();
          for (let k = 0; k < SPLIT_STEPS; k++) {
            const id = pickArm(e.arms, (k + 0.5) / SPLIT_STEPS);
            drawn.set(id, (drawn.get(id) ?? 0) + 1);
          }
          ws.forEach((_, i) => {
            const id = `a${i}`;
            const steps = given.get(id) ?? 0;
            expect(steps, `${id} of ${ws.join(' vs ')}`).toBeGreaterThanOrEqual(1);
            // Each arm's percentage is its weight's share to within one step (not only their sum).
            expect(
              Math.abs(steps - exactShare(ws, i) * SPLIT_STEPS),
              `${id} of ${ws.join(' vs ')}: ${steps} steps`,
            ).toBeLessThan(1);
            expect(drawn.get(id) ?? 0).toBe(steps);
          });
        });
      }),
      // A fixed seed: the count below must not depend on the draw (a random one made 18 valid sets once).
      { numRuns: 15, seed: 20261128 },
    );
    expect(splitOk).toBeGreaterThan(20);
  }, 60_000);

  it('the weights of the report: huge equal weights split 50/50; thirds add up; splitPercents never writes 0.00%', () => {
    expect(
      armShares({
        arms: [
          { id: 'a', weight: 1e308 },
          { id: 'b', weight: 1e308 },
        ],
      }).map((s) => s.steps),
    ).toEqual([5000, 5000]);
    expect(splitPercents(experiment([1, 1, 1]).arms)).toEqual([
      { id: 'a0', percent: '33.34%' },
      { id: 'a1', percent: '33.33%' },
      { id: 'a2', percent: '*' },
    ]);
    expect(splitPercents(experiment([MAX_WEIGHT, 100]).arms)).toEqual([
      { id: 'a0', percent: '99.99%' },
      { id: 'a1', percent: '*' },
    ]);
    expect(armsBelowOneStep([1e-9, 1])).toEqual([0]);
    expect(armsBelowOneStep([0.004, 100])).toEqual([0]);
    expect(armsBelowOneStep([1, 9999])).toEqual([]);
    expect(armsBelowOneStep([1, 10000])).toEqual([0]);
  });

  it('promo check refuses each attack at the weight, with what to write instead', async () => {
    const good = await nodeFs.readFile(join(REPO, 'tests', 'fixtures', 'experiments', 'good-arms.yaml'));
    const cases: Array<[string, string, string, RegExp]> = [
      ['1e-9', '1', 'rule/arm-weight', /would get less than 0\.01% of visitors.*at least 0\.0001/],
      ['0.004', '100', 'rule/arm-weight', /would get less than 0\.01% of visitors.*at least 0\.011/],
      [
        '.inf',
        '1',
        'schema/maximum',
        /^\.inf \(infinity\) cannot be used here: write a number in digits, at most 1000000\./,
      ],
      ['1e308', '1e308', 'schema/maximum', /^1e\+308 is too large here: the most allowed is 1000000\./],
      ['.nan', '1', 'schema/maximum', /^\.nan \(not a number\) cannot be used here: write a number in digits/],
      ['-.inf', '1', 'schema/exclusiveMinimum', /^-\.inf \(infinity\) cannot be used here/],
    ];
    const dir = join(REPO, 'tests', 'fixtures', 'experiments');
    const texts = new Map(
      cases.map(([a, b], n) => [
        join(dir, `weights-${n}.yaml`),
        good
          .replace('slug: good-arms', `slug: weights-${n}`)
          .replace('id: good_test', `id: weights_${n}`)
          .replace(/weight: 3\n/, `weight: ${a}\n`)
          .replace(/weight: 1\n/, `weight: ${b}\n`),
      ]),
    );
    const fs = {
      ...nodeFs,
      size: async (p: string) => texts.get(p)?.length ?? nodeFs.size(p),
      readFile: async (p: string) => texts.get(p) ?? nodeFs.readFile(p),
    };
    const { problems } = await checkProject({ root: REPO, fs, files: [...texts.keys()] });
    cases.forEach(([a, b, code, message], n) => {
      const p = problems.find((x) => x.severity === 'error' && x.file.endsWith(`weights-${n}.yaml`));
      expect(p, `${a} vs ${b}`).toMatchObject({ code, line: 12, path: '/experiment/arms/0/weight' });
      expect(p!.message, `${a} vs ${b}`).toMatch(message);
      expect(p!.message).not.toContain('null');
    });
  }, 60_000);
});
