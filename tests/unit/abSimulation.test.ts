/**
 * `promo report`'s decision, proven by simulation (seeded, so the figures are the same every run):
 * read every day, A/A experiments name a winner no more often than the 5 % the report states; a
 * real 20 % lift is found, by the visitors the report says are needed, at least as often as the 80 %
 * it promises; a 45/55 split of a 50/50 experiment is called broken.
 */
import { describe, expect, it } from 'vitest';
import { ALPHA, visitorsNeeded, visitorsPerArmFor } from '../../cli/report/sequentialTest.ts';
import { simulate } from '../support/abSimulation.ts';

const RUNS = 1000;
const BASE = 0.05;
const PER_DAY = 1200;
const share = (runs: boolean[]) => runs.filter(Boolean).length / runs.length;

describe('the report read every day, over 1,000 simulated experiments', () => {
  it('A/A: a false winner in at most 5 % of experiments over 28 daily looks', () => {
    const runs = simulate({ perDay: PER_DAY, days: 28, rates: [BASE, BASE] }, RUNS, 20261127);
    const falseWinner = share(runs.map((v) => v.some((s) => s === 'winner' || s === 'control-wins')));
    const brokenSplit = share(runs.map((v) => v.includes('broken-split')));
    const early = share(runs.map((v) => v.slice(0, 6).some((s) => s !== 'too-early' && s !== 'broken-split')));
    console.log(
      `A/A, 1,000 experiments × 28 daily looks: false winner ${(falseWinner * 100).toFixed(1)} %, split called broken ${(brokenSplit * 100).toFixed(1)} %`,
    );
    expect(falseWinner).toBeLessThanOrEqual(0.05);
    expect(brokenSplit).toBeLessThanOrEqual(0.03);
    expect(early).toBe(0); // no verdict in the first week
  });

  it('a real 20 % lift is found with the power the report claims (80 %) by the visitors it says are needed', () => {
    const needed = visitorsPerArmFor(BASE, 0.2)!;
    const days = Math.ceil(needed / (PER_DAY / 2));
    const runs = simulate({ perDay: PER_DAY, days, rates: [BASE, BASE * 1.2] }, RUNS, 7);
    const found = share(runs.map((v) => v.includes('winner')));
    const wrongWay = share(runs.map((v) => v.includes('control-wins')));
    console.log(
      `20 % lift on 5 %: ${needed} visitors per arm needed (${days} days of ${PER_DAY}); found in ${(found * 100).toFixed(1)} %, control named in ${(wrongWay * 100).toFixed(1)} %`,
    );
    expect(found).toBeGreaterThanOrEqual(0.8);
    expect(wrongWay).toBeLessThanOrEqual(0.01);
  });

  it('three arms: A/A/A names a false winner in at most 5 % of experiments over 28 daily looks, and a real lift in one arm is found with the claimed power', () => {
    const runs = simulate({ perDay: PER_DAY, days: 28, rates: [BASE, BASE, BASE] }, 500, 424242);
    const falseWinner = share(runs.map((v) => v.some((s) => s === 'winner' || s === 'control-wins')));
    // With three arms each comparison gets 2.5 %; the visitors named are sized at that level.
    const needed = visitorsNeeded(BASE, 0.2, [1 / 3, 1 / 3, 1 / 3], 0.8, ALPHA / 2)!;
    const days = Math.ceil((needed[0]! * 3) / PER_DAY);
    const lift = simulate({ perDay: PER_DAY, days, rates: [BASE, BASE, BASE * 1.2] }, 500, 31);
    const found = share(lift.map((v) => v.includes('winner')));
    console.log(
      `A/A/A, 500 experiments × 28 daily looks: false winner ${(falseWinner * 100).toFixed(1)} %; a 20 % lift in one of three arms, ${needed[0]} visitors per arm: found in ${(found * 100).toFixed(1)} %`,
    );
    expect(falseWinner).toBeLessThanOrEqual(0.05);
    expect(found).toBeGreaterThanOrEqual(0.8);
  });

  it.each([
    [0.8, 0.2],
    [0.2, 0.8],
  ])(
    'an uneven %f/%f split: a real 20 % lift is found with the claimed power by the visitors the report names, and A/A names no winner',
    (...shares) => {
      const [control, arm] = visitorsNeeded(BASE, 0.2, shares)!;
      const days = Math.ceil((control! + arm!) / PER_DAY);
      const runs = simulate({ perDay: PER_DAY, days, rates: [BASE, BASE * 1.2], shares }, 500, 11);
      const found = share(runs.map((v) => v.includes('winner')));
      const aa = simulate({ perDay: PER_DAY, days: 28, rates: [BASE, BASE], shares }, 500, 12);
      const falseWinner = share(aa.map((v) => v.some((s) => s === 'winner' || s === 'control-wins')));
      console.log(
        `${shares.join('/')}, 20 % lift on 5 %: ${control} + ${arm} visitors needed (${days} days of ${PER_DAY}); found in ${(found * 100).toFixed(1)} %; A/A false winner ${(falseWinner * 100).toFixed(1)} %`,
      );
      expect(found).toBeGreaterThanOrEqual(0.8);
      expect(falseWinner).toBeLessThanOrEqual(0.05);
    },
  );

  it('the split check fires on a 45/55 split of a 50/50 experiment within its first week, before any winner', () => {
    const runs = simulate({ perDay: PER_DAY, days: 7, rates: [BASE, BASE], controlShare: 0.45 }, 200, 3);
    const days = runs.map((v) => v.indexOf('broken-split'));
    expect(days.every((d) => d >= 0 && d <= 2)).toBe(true);
    expect(runs.every((v) => v.slice(-1)[0] === 'broken-split')).toBe(true);
  });
});
