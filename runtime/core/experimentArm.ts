/**
 * The A/B arm this page shows (assigned by the server before the page was sent), as the calls that
 * count a visitor report it: the pixel's data and the registration form id (statistics + registration).
 * A forced preview (`?arm=<id>`) is not a visitor of the experiment and reports no arm.
 */
import type { BootData } from './BootData.ts';
import { ARM_QUERY, formIdWithArm } from '../../model/experiment.ts';

const search = () => (typeof location === 'undefined' ? '' : location.search);

/** The experiment and arm to report, or null outside an experiment or in a preview. */
export function reportedArm(boot: Pick<BootData, 'experiment'> | null | undefined, query: string = search()): { id: string; arm: string } | null {
  if (!boot?.experiment || new URLSearchParams(query).has(ARM_QUERY)) return null;
  return boot.experiment;
}

/** `{ experiment, arm }` for the pixel call, or nothing. */
export function pixelArm(boot: Pick<BootData, 'experiment'>, query?: string): Record<string, string> {
  const e = reportedArm(boot, query);
  return e ? { experiment: e.id, arm: e.arm } : {};
}

/** A fresh registration form id, carrying the arm when the visitor is in an experiment. */
export const newFormId = (boot: Pick<BootData, 'experiment'> | null | undefined, uuid: string = crypto.randomUUID(), query?: string) => formIdWithArm(reportedArm(boot, query), uuid);
