/**
 * The decision test of `promo report`: a mixture sequential probability ratio test (mSPRT) on the
 * difference of two conversion rates, the "always valid" test of Johari, Pekelis and Walsh (2017,
 * "Always Valid Inference: Continuous Monitoring of A/B Tests"), which Optimizely's Stats Engine is
 * built on. Its p-value and interval stay valid however often they are looked at, so a manager may
 * read the report every day. Pure; the normal distribution comes from simple-statistics.
 *
 * With θ̂ the observed difference (arm − control), V its variance and τ² the mixture's variance,
 *   Λ = sqrt(V / (V + τ²)) · exp(τ² θ̂² / (2 V (V + τ²)))
 * and the always-valid p-value after a series of looks is min(1, 1 / max Λ). In z terms the test
 * rejects at |θ̂| / √V ≥ zBound(V), a bound that grows slowly (√log n) with the sample.
 */
import { errorFunction } from 'simple-statistics';

/** The mixture's spread, as a share of the pooled conversion rate: tuned by simulation (tests/unit/abSimulation.test.ts) for lifts of 10–20 %. */
export const TAU_SHARE = 0.1;
export const ALPHA = 0.05;

export const normalCdf = (x: number) => (1 + errorFunction(x / Math.SQRT2)) / 2;

export interface Counts {
  visitors: number;
  registrants: number;
}

/** The z a difference must reach for the mSPRT to reject at `alpha`, given its variance v and the mixture's tau². */
export function zBound(v: number, tau2: number, alpha: number = ALPHA): number {
  return Math.sqrt(((v + tau2) / tau2) * (2 * Math.log(1 / alpha) + Math.log((v + tau2) / v)));
}

/** ln Λ at one look, or null when it cannot be computed yet (no visitors on a side, or nothing converted). */
export function logLikelihoodRatio(control: Counts, arm: Counts): number | null {
  if (control.visitors <= 0 || arm.visitors <= 0) return null;
  const pooled = (control.registrants + arm.registrants) / (control.visitors + arm.visitors);
  const v = pooled * (1 - pooled) * (1 / control.visitors + 1 / arm.visitors);
  if (v <= 0) return null;
  const tau2 = (TAU_SHARE * pooled) ** 2;
  const diff = arm.registrants / arm.visitors - control.registrants / control.visitors;
  return 0.5 * Math.log(v / (v + tau2)) + (tau2 * diff * diff) / (2 * v * (v + tau2));
}

export interface Comparison {
  /** Absolute difference of conversion, arm − control. */
  difference: number;
  /** Relative lift over the control (difference / control's conversion); null when the control has none. */
  lift: number | null;
  /** Always-valid interval of the difference, and of the lift. */
  interval: [number, number];
  liftInterval: [number, number] | null;
  /** Always-valid p-value over every look so far. */
  p: number;
  significant: boolean;
}

/**
 * The comparison of an arm with the control after a series of looks (cumulative counts, oldest
 * first; the last is now). `alpha` is the level of this one comparison (the caller splits it
 * between arms). null before both sides have visitors and a conversion.
 */
export function compareArms(
  looks: readonly { control: Counts; arm: Counts }[],
  alpha: number = ALPHA,
): Comparison | null {
  const last = looks[looks.length - 1];
  if (!last || last.control.visitors <= 0 || last.arm.visitors <= 0) return null;
  let maxLog = 0;
  for (const l of looks) {
    const ll = logLikelihoodRatio(l.control, l.arm);
    if (ll !== null && ll > maxLog) maxLog = ll;
  }
  const { control, arm } = last;
  const pc = control.registrants / control.visitors;
  const pa = arm.registrants / arm.visitors;
  const pooled = (control.registrants + arm.registrants) / (control.visitors + arm.visitors);
  if (pooled <= 0 || pooled >= 1) return null;
  // The interval around the observed difference uses each side's own variance (pooled where a side is all 0 or all 1).
  const side = (p: number, n: number) => (p > 0 && p < 1 ? p * (1 - p) : pooled * (1 - pooled)) / n;
  const v = side(pc, control.visitors) + side(pa, arm.visitors);
  const half = Math.sqrt(v) * zBound(v, (TAU_SHARE * pooled) ** 2, alpha);
  const difference = pa - pc;
  const interval: [number, number] = [difference - half, difference + half];
  const p = Math.min(1, Math.exp(-maxLog));
  return {
    difference,
    lift: pc > 0 ? difference / pc : null,
    interval,
    // An arm cannot convert less than nobody: the lift's lower end is at least −100 %.
    liftInterval: pc > 0 ? [Math.max(-1, interval[0] / pc), interval[1] / pc] : null,
    p,
    significant: p <= alpha,
  };
}

/**
 * Visitors each arm needs (`shares[0]` the control's share of the traffic, the rest the other arms')
 * for this test to find a relative `lift` over a conversion rate `rate` in every arm against the
 * control with probability `power`, when read at that point (reading it every day before finds it at
 * least as often). Unequal arms are sized on the weakest comparison: a 10 % arm beside a 90 %
 * control needs far more visitors in all than two halves. null when the rate is 0 or 1.
 */
export function visitorsNeeded(
  rate: number,
  lift: number,
  shares: readonly number[],
  power = 0.8,
  alpha: number = ALPHA,
): number[] | null {
  const pa = rate * (1 + lift);
  const [control, ...arms] = shares;
  if (rate <= 0 || rate >= 1 || pa >= 1 || !control || !arms.length || arms.some((s) => !(s > 0))) return null;
  const pooled = (rate + pa) / 2;
  const tau2 = (TAU_SHARE * pooled) ** 2;
  const delta = Math.abs(pa - rate);
  const weakest = Math.min(...arms);
  // `total` visitors in all: the weakest arm has weakest·total of them, the control control·total.
  const found = (total: number) => {
    const v = pooled * (1 - pooled) * (1 / (control * total) + 1 / (weakest * total));
    return normalCdf(delta / Math.sqrt(v) - zBound(v, tau2, alpha)) >= power;
  };
  let lo = 2;
  let hi = 4;
  while (!found(hi)) {
    lo = hi;
    hi *= 2;
    if (hi > 1e13) return null;
  }
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (found(mid)) hi = mid;
    else lo = mid;
  }
  return shares.map((s) => Math.ceil(s * hi));
}

/** Visitors per arm of two equal arms (`visitorsNeeded` with 50/50). */
export function visitorsPerArmFor(rate: number, lift: number, power = 0.8, alpha: number = ALPHA): number | null {
  return visitorsNeeded(rate, lift, [0.5, 0.5], power, alpha)?.[1] ?? null;
}
