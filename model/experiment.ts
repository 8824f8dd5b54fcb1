/**
 * A/B experiments, pure: an arm's campaign (the campaign deep-merged with the arm's override), the
 * arms' shares, the assignment of a visitor by a uniform number, and the names servers and pages
 * share (cookie, query parameter, hidden path of an arm's page).
 */
import type { ArmData, CampaignData, ExperimentData } from './campaignSchema.ts';

/** `?arm=<id>` shows that arm (previews); never sticky. */
export const ARM_QUERY = 'arm';
/** An arm's page lives at `<url>__arm/<id>/` beside the control at `<url>`. */
export const ARM_SEGMENT = '__arm';
/** Days the arm cookie lives when neither the experiment nor the schedule says when it ends. */
export const DEFAULT_EXPERIMENT_DAYS = 90;
/** User agents that always see the control (search engines, link previews, audits). */
export const BOT_PATTERN =
  'bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|whatsapp|telegram|skype|lighthouse|pagespeed';

/** Visitors are split in steps of 0.01 % (nginx's split_clients writes two decimals): 10,000 steps in all. */
export const SPLIT_STEPS = 10_000;
/** The largest weight a campaign may give (weights are relative: 50 and 50, 2 and 1). */
export const MAX_WEIGHT = 1_000_000;

export interface ArmShare {
  id: string;
  weight: number;
  /** Steps of 0.01 % this arm gets, of SPLIT_STEPS; every server splits by these. */
  steps: number;
  /** Share of visitors, 0–1: steps / SPLIT_STEPS. */
  share: number;
  control: boolean;
}

/** What every page of a campaign in an experiment knows of it. */
export interface PageExperiment {
  id: string;
  cookie: string;
  /** The arm this page shows. */
  arm: string;
  control: string;
  arms: ArmShare[];
}

export const experimentIdOf = (c: Pick<CampaignData, 'slug' | 'experiment'>) =>
  c.experiment?.id ?? c.slug.replace(/-/g, '_');
export const armCookieName = (experimentId: string) => `promo_ab_${experimentId}`;
export const armUrl = (url: string, armId: string) => `${url}${ARM_SEGMENT}/${armId}/`;

export function controlArm(e: ExperimentData): ArmData {
  return e.arms.find((a) => a.control) ?? e.arms[0]!;
}

/**
 * Weights apportioned to SPLIT_STEPS whole steps by largest remainder (Hamilton): each arm gets its
 * exact share rounded down, and the steps left go to the largest remainders (the earlier arm on a
 * tie), so the steps add up to SPLIT_STEPS and each is within one step of its weight's share. The
 * weights are divided by the largest first, so huge ones (1e308 and 1e308) split as their ratio.
 * An arm whose exact share is under one step gets 0 (armProblems refuses such a campaign).
 */
export function splitSteps(weights: readonly number[]): number[] {
  const max = Math.max(...weights);
  const scaled = weights.map((w) => w / max);
  const total = scaled.reduce((s, w) => s + w, 0);
  const exact = scaled.map((w) => (w / total) * SPLIT_STEPS);
  const steps = exact.map(Math.floor);
  let left = SPLIT_STEPS - steps.reduce((s, n) => s + n, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    steps[i]!++;
    left--;
  }
  return steps;
}

/** The arms (by index) whose exact share is under one step: they would get nobody; a campaign may not have them. */
export function armsBelowOneStep(weights: readonly number[]): number[] {
  if (!weights.every((w) => Number.isFinite(w) && w > 0)) return [];
  return weights.flatMap((_, i) => (exactShare(weights, i) * SPLIT_STEPS < 1 ? [i] : []));
}

/** An arm's exact share (0–1) of the weights, without overflow. */
export function exactShare(weights: readonly number[], i: number): number {
  const max = Math.max(...weights);
  return weights[i]! / max / weights.reduce((s, w) => s + w / max, 0);
}

export function armShares(e: ExperimentData): ArmShare[] {
  const control = controlArm(e).id;
  const steps = splitSteps(e.arms.map((a) => a.weight));
  return e.arms.map((a, i) => ({
    id: a.id,
    weight: a.weight,
    steps: steps[i]!,
    share: steps[i]! / SPLIT_STEPS,
    control: a.id === control,
  }));
}

/** An arm as a serve plan keeps it; a plan written before steps existed has the share only. */
type ArmStepsOf = Pick<ArmShare, 'id'> & { steps?: number; share: number };
const stepsOf = (s: ArmStepsOf) => s.steps ?? Math.round(s.share * SPLIT_STEPS);

/** The arm for a uniform number u in [0, 1): arms take consecutive slices of their steps, as nginx's split_clients does. */
export function pickArm(shares: readonly ArmStepsOf[], u: number): string {
  const step = Math.floor(u * SPLIT_STEPS);
  let acc = 0;
  for (const s of shares) {
    acc += stepsOf(s);
    if (step < acc) return s.id;
  }
  return shares[shares.length - 1]!.id;
}

/**
 * Percentages for nginx `split_clients`: each arm's steps as two decimals (they add up to 100 %);
 * the last arm takes the rest (`*`). Arms without a step are left out (a checked campaign has none).
 */
export function splitPercents(shares: readonly ArmStepsOf[]): { id: string; percent: string }[] {
  const kept = shares.filter((s) => stepsOf(s) > 0);
  return kept.map((s, i) => {
    const n = stepsOf(s);
    return {
      id: s.id,
      percent: i === kept.length - 1 ? '*' : `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}%`,
    };
  });
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Maps merge key by key; lists and scalars replace; undefined leaves the base as it is. */
export function deepMerge<T>(base: T, over: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(over)) return (over === undefined ? base : over) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) if (v !== undefined) out[k] = k in out ? deepMerge(out[k], v) : v;
  return out as T;
}

/** The campaign an arm produces (the control's is the campaign itself). */
export function armCampaign(c: CampaignData, arm: Pick<ArmData, 'override'>): CampaignData {
  const o = arm.override;
  if (!o) return c;
  return deepMerge(c, { text: o.text, cta: o.cta, params: o.params });
}

export function pageExperiment(c: CampaignData, arm: string): PageExperiment | undefined {
  if (!c.experiment) return undefined;
  const id = experimentIdOf(c);
  return { id, cookie: armCookieName(id), arm, control: controlArm(c.experiment).id, arms: armShares(c.experiment) };
}

/**
 * A random id per browser (`promo_vid` cookie, [a-z0-9]{16}), so that A/B events are counted per
 * visitor, not per page view. Every experiment event (pixel data, form id) carries it.
 */
export const VISITOR_COOKIE = 'promo_vid';
export const VISITOR_ID = /^[a-z0-9]{16}$/;
/** The pixel category of a sign-up dialog opening in an experiment (the statistics call waits for an analytics cookie; this does not). */
export const AB_OPEN_CATEGORY = 'ab-open';

/** What a page of an experiment reports: the experiment, its arm, and the visitor (when known). */
export interface ReportedArm {
  id: string;
  arm: string;
  visitor?: string | null;
}

/**
 * The registration form id carries the arm and the visitor (the spec's form_id is "a generated unique
 * id"; landing_id stays the affiliate's): `ab.<experiment>.<arm>.<visitor>.<uuid>`, still unique.
 * The statistics call and the registration send it; the sandbox records experiment, arm and visitor
 * from it. Ids without a visitor (`ab.<experiment>.<arm>.<uuid>`) still name the arm.
 */
export const formIdWithArm = (e: ReportedArm | null | undefined, uuid: string) =>
  e ? `ab.${e.id}.${e.arm}.${e.visitor ? `${e.visitor}.` : ''}${uuid}` : uuid;

export function armOfFormId(formId: unknown): { experiment: string; arm: string; visitor: string | null } | null {
  const m =
    typeof formId === 'string'
      ? /^ab\.([a-z0-9][a-z0-9_]{0,39})\.([a-z0-9][a-z0-9-]{0,19})\.(?:([a-z0-9]{16})\.)?/.exec(formId)
      : null;
  return m ? { experiment: m[1]!, arm: m[2]!, visitor: m[3] ?? null } : null;
}
