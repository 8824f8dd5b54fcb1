/**
 * The A/B arm this page shows (assigned by the server before the page was sent), as the calls that
 * count a visitor report it: the pixel's data and the registration form id (statistics + registration).
 */
import type { BootData } from './BootData.ts';
import { formIdWithArm } from '../../model/experiment.ts';

/** `{ experiment, arm }` for the pixel call, or nothing outside an experiment. */
export const pixelArm = (boot: Pick<BootData, 'experiment'>): Record<string, string> =>
  boot.experiment ? { experiment: boot.experiment.id, arm: boot.experiment.arm } : {};

/** A fresh registration form id, carrying the arm when the page is in an experiment. */
export const newFormId = (boot: Pick<BootData, 'experiment'> | null | undefined, uuid: string = crypto.randomUUID()) => formIdWithArm(boot?.experiment, uuid);
