/**
 * The A/B experiment and arm a tracking call reports, as event fields `{ experiment, arm }` (absent
 * when none): from the registration form id (statistics, registration) or the pixel's data.
 */
import { armOfFormId } from '../../model/experiment.ts';

export type ArmFields = { experiment: string; arm: string } | Record<string, never>;

const token = (v: unknown, pattern: RegExp) => (typeof v === 'string' && pattern.test(v) ? v : null);

export function armFromFormId(formId: unknown): ArmFields {
  const a = armOfFormId(formId);
  return a ? { experiment: a.experiment, arm: a.arm } : {};
}

export function armFromPixel(data: unknown): ArmFields {
  const d = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const experiment = token(d.experiment, /^[a-z0-9][a-z0-9_]{0,39}$/);
  const arm = token(d.arm, /^[a-z0-9][a-z0-9-]{0,19}$/);
  return experiment && arm ? { experiment, arm } : {};
}
