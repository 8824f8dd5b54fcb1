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
export const BOT_PATTERN = 'bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|whatsapp|telegram|skype|lighthouse|pagespeed';

export interface ArmShare { id: string; weight: number; /** Share of visitors, 0–1. */ share: number; control: boolean }

/** What every page of a campaign in an experiment knows of it. */
export interface PageExperiment {
  id: string;
  cookie: string;
  /** The arm this page shows. */
  arm: string;
  control: string;
  arms: ArmShare[];
}

export const experimentIdOf = (c: Pick<CampaignData, 'slug' | 'experiment'>) => c.experiment?.id ?? c.slug.replace(/-/g, '_');
export const armCookieName = (experimentId: string) => `promo_ab_${experimentId}`;
export const armUrl = (url: string, armId: string) => `${url}${ARM_SEGMENT}/${armId}/`;

export function controlArm(e: ExperimentData): ArmData {
  return e.arms.find((a) => a.control) ?? e.arms[0]!;
}

export function armShares(e: ExperimentData): ArmShare[] {
  const total = e.arms.reduce((s, a) => s + a.weight, 0);
  const control = controlArm(e).id;
  return e.arms.map((a) => ({ id: a.id, weight: a.weight, share: a.weight / total, control: a.id === control }));
}

/** The arm for a uniform number u in [0, 1): arms take consecutive slices of their share. */
export function pickArm(shares: readonly ArmShare[], u: number): string {
  let acc = 0;
  for (const s of shares) {
    acc += s.share;
    if (u < acc) return s.id;
  }
  return shares[shares.length - 1]!.id;
}

/**
 * Percentages for nginx `split_clients` (two decimals): rounded on the running total so that they
 * add up exactly; the last arm takes the rest (`*`).
 */
export function splitPercents(shares: readonly ArmShare[]): { id: string; percent: string }[] {
  let before = 0;
  return shares.map((s, i) => {
    if (i === shares.length - 1) return { id: s.id, percent: '*' };
    const upTo = Math.round((before + s.share) * 10000);
    const own = upTo - Math.round(before * 10000);
    before += s.share;
    return { id: s.id, percent: `${(own / 100).toFixed(2)}%` };
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
 * The registration form id carries the arm (the spec's form_id is "a generated unique id"; landing_id
 * stays the affiliate's): `ab.<experiment>.<arm>.<uuid>`, still unique. The statistics call and the
 * registration send it; the sandbox records experiment and arm from it.
 */
export const formIdWithArm = (e: { id: string; arm: string } | null | undefined, uuid: string) => (e ? `ab.${e.id}.${e.arm}.${uuid}` : uuid);

export function armOfFormId(formId: unknown): { experiment: string; arm: string } | null {
  const m = typeof formId === 'string' ? /^ab\.([a-z0-9][a-z0-9_]{0,39})\.([a-z0-9][a-z0-9-]{0,19})\./.exec(formId) : null;
  return m ? { experiment: m[1]!, arm: m[2]! } : null;
}
