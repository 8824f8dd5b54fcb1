/**
 * The statistics of an A/B report, pure: conversion with its Wilson score interval, and a
 * two-proportion z-test of an arm against the control. The normal distribution comes from
 * simple-statistics (its error function); only the textbook formulas are written here.
 */
import { errorFunction, inverseErrorFunction } from 'simple-statistics';

/** The z of a two-sided confidence level: the library's inverse error function, polished by Newton on its error function. */
export function zFor(confidence: number): number {
  let z = Math.SQRT2 * inverseErrorFunction(confidence);
  for (let i = 0; i < 3; i++) z -= (errorFunction(z / Math.SQRT2) - confidence) / (Math.sqrt(2 / Math.PI) * Math.exp((-z * z) / 2));
  return z;
}

export const Z95 = zFor(0.95);

/** Wilson score interval of `successes` out of `trials`; [0, 0] without trials. */
export function wilsonInterval(successes: number, trials: number, z: number = Z95): [number, number] {
  if (trials <= 0) return [0, 0];
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export interface ZTest { difference: number; z: number; p: number; significant: boolean }

/** Two-proportion z-test (pooled), two-sided: arm b against control a. null when a side has no trials or nothing varies. */
export function twoProportionTest(a: { successes: number; trials: number }, b: { successes: number; trials: number }, alpha = 0.05): ZTest | null {
  if (a.trials <= 0 || b.trials <= 0) return null;
  const pa = a.successes / a.trials;
  const pb = b.successes / b.trials;
  const pooled = (a.successes + b.successes) / (a.trials + b.trials);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.trials + 1 / b.trials));
  if (se === 0) return { difference: pb - pa, z: 0, p: 1, significant: false };
  const z = (pb - pa) / se;
  const p = Math.max(0, 1 - errorFunction(Math.abs(z) / Math.SQRT2));
  return { difference: pb - pa, z, p, significant: p < alpha };
}
