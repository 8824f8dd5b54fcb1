/**
 * Conversion with its Wilson score interval, pure. The normal distribution comes from
 * simple-statistics (its error function); only the textbook formula is written here. The test of
 * an arm against the control is `sequentialTest.ts`.
 */
import { errorFunction, inverseErrorFunction } from 'simple-statistics';

/** The z of a two-sided confidence level: the library's inverse error function, polished by Newton on its error function. */
export function zFor(confidence: number): number {
  let z = Math.SQRT2 * inverseErrorFunction(confidence);
  for (let i = 0; i < 3; i++)
    z -= (errorFunction(z / Math.SQRT2) - confidence) / (Math.sqrt(2 / Math.PI) * Math.exp((-z * z) / 2));
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
