/**
 * The A/B arm this page shows (assigned by the server before the page was sent), as the calls that
 * count a visitor report it, with the visitor's id (`visitorId.ts`): the pixel's data (a visitor
 * seeing the page), an `ab-open` pixel event per sign-up dialog opening, and the registration form
 * id (statistics + registration). A forced preview (`?arm=<id>`) is not a visitor of the experiment
 * and reports no arm.
 */
import type { BootData } from './BootData.ts';
import { AB_OPEN_CATEGORY, ARM_QUERY, formIdWithArm, type ReportedArm } from '../../model/experiment.ts';
import { visitorId } from './visitorId.ts';
import { trackPixel } from './pixelTrack.ts';

const search = () => (typeof location === 'undefined' ? '' : location.search);

/** The experiment, arm and visitor to report, or null outside an experiment or in a preview. */
export function reportedArm(
  boot: Pick<BootData, 'experiment'> | null | undefined,
  query: string = search(),
  visitor: () => string | null = visitorId,
): ReportedArm | null {
  if (!boot?.experiment || new URLSearchParams(query).has(ARM_QUERY)) return null;
  return { ...boot.experiment, visitor: visitor() };
}

/** `{ experiment, arm, visitor }` for the pixel call, or nothing. */
export function pixelArm(
  boot: Pick<BootData, 'experiment'>,
  query?: string,
  visitor?: () => string | null,
): Record<string, string> {
  const e = reportedArm(boot, query, visitor);
  return e ? { experiment: e.id, arm: e.arm, ...(e.visitor && { visitor: e.visitor }) } : {};
}

/** A fresh registration form id, carrying the arm and the visitor when the visitor is in an experiment. */
export const newFormId = (
  boot: Pick<BootData, 'experiment'> | null | undefined,
  uuid: string = crypto.randomUUID(),
  query?: string,
  visitor?: () => string | null,
) => formIdWithArm(reportedArm(boot, query, visitor), uuid);

/** One `ab-open` pixel event per sign-up dialog opening of an experiment visitor (nothing otherwise). */
export function reportDialogOpen(
  boot: Pick<BootData, 'experiment' | 'url' | 'site'>,
  query?: string,
  visitor?: () => string | null,
  win?: Window,
): void {
  const arm = pixelArm(boot, query, visitor);
  if (arm.experiment) trackPixel(boot.site.hosts.pixelScript, AB_OPEN_CATEGORY, { page: boot.url, ...arm }, win);
}
