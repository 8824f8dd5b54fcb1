/**
 * The visible patch of @stdlib/random-base-binomial kept in patches/ (applied by patch-package on
 * `npm install`), which the report's simulation draws from. Its BTRD sampler (Hörmann 1993) took one
 * factor too many in the ratio f(k)/f(m) it accepts by (its loops ran from m, or k, instead of
 * m + 1, or k + 1), so every draw with 10 ≤ n·p and k within 15 of the mode leaned upward: 240 × 6 %
 * gave a mean of 14.91 instead of 14.40 and a variance of 12.4 instead of 13.5. An uneven split drew
 * the small arm's registrations with the bigger bias, so the simulation claimed 97 % power where the
 * test has 80 %. This fails the moment the patch no longer applies (a pinned version, the module
 * holding the fix) and checks the draws against the binomial's own mean and variance.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import binomial from '@stdlib/random-base-binomial';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const NAME = '@stdlib/random-base-binomial';

describe('the stdlib binomial patch', () => {
  it('is made for the exact version package.json pins and installed, and is applied', () => {
    const version = pkg.devDependencies[NAME];
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(readdirSync(new URL('patches/', root)).filter((f) => f.startsWith('@stdlib+random-base-binomial+'))).toEqual(
      [`@stdlib+random-base-binomial+${version}.patch`],
    );
    const file = createRequire(import.meta.url).resolve(`${NAME}/lib/sample2.js`);
    expect(JSON.parse(readFileSync(file.replace(/lib\/sample2\.js$/, 'package.json'), 'utf8')).version).toBe(version);
    const code = readFileSync(file, 'utf8');
    expect(code).toContain('for ( i = m + 1; i <= k; i++ )');
    expect(code).toContain('for ( i = k + 1; i <= m; i++ )');
  });

  it.each([
    [240, 0.06],
    [960, 0.05],
    [600, 0.05],
    [1200, 0.8],
  ])('draws of Binomial(%i, %f) have its mean and variance', (n, p) => {
    const draw = binomial.factory({ seed: 20261127 });
    const K = 100_000;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < K; i++) {
      const x = draw(n, p);
      sum += x;
      squares += x * x;
    }
    const mean = sum / K;
    const variance = squares / K - mean * mean;
    const expected = n * p * (1 - p);
    // Five standard errors of the mean; the variance within 3 %.
    expect(Math.abs(mean - n * p)).toBeLessThan(5 * Math.sqrt(expected / K));
    expect(Math.abs(variance / expected - 1)).toBeLessThan(0.03);
  });
});
