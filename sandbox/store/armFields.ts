/**
 * The A/B experiment, arm and visitor a tracking call reports, as event fields
 * `{ experiment, arm, visitor }` (absent when none; visitor null when the page sent none): from the
 * registration form id (statistics, registration) or the pixel's data.
 */
import { armOfFormId, VISITOR_ID } from '../../model/experiment.ts';

export type ArmFields = { experiment: string; arm: string; visitor: string | null } | Record<string, never>;

const token = (v: unknown, pattern: RegExp) => (typeof v === 'string' && pattern.test(v) ? v : null);

export function armFromFormId(formId: unknown): ArmFields {
  const a = armOfFormId(formId);
  return a ? { experiment: a.experiment, arm: a.arm, visitor: a.visitor } : {};
}

export function armFromPixel(data: unknown): ArmFields {
  const d = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const experiment = token(d.experiment, /^[a-z0-9][a-z0-9_]{0,39}$/);
  const arm = token(d.arm, /^[a-z0-9][a-z0-9-]{0,19}$/);
  return experiment && arm ? { experiment, arm, visitor: token(d.visitor, VISITOR_ID) } : {};
}
