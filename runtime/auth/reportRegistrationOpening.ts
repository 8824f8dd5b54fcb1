/**
 * What an opening of the registration form reports (RegistrationForm.tsx on opening): the A/B arm's ab-open pixel and
 * the registration statistics (spec: open-registration-form, once the analytics id is known). Also for an opening of
 * the pre-rendered copy the visitor closed before the runtime took it over (app/startRuntime.tsx), so that every
 * opening counts once. Returns the statistics' stop (a form closed before the analytics id is known sends none).
 */
import type { ApiClient } from '../core/apiClient.ts';
import type { BootData } from '../core/BootData.ts';
import { reportDialogOpen } from '../core/experimentArm.ts';
import { trackRegistrationOpen } from './statistics.ts';

export function reportRegistrationOpening(api: ApiClient, boot: BootData, formId: string, type: 1 | 2): () => void {
  reportDialogOpen(boot);
  return trackRegistrationOpen(api, formId, type);
}
