/** A tournament's "take part" button: signed in → register and thank; otherwise sign in first. */
import type { ApiClient } from '../auth/api/createApiClient.ts';
import type { ApiError } from '../auth/api/ApiError.ts';
import { isAuthenticated } from '../auth/session/session.ts';
import { openDialog } from './dialog.ts';
import { hideSpinner, showSpinner } from '../ui/loader.ts';
import { notify } from '../ui/notifications.ts';

export async function registerForTournament(api: ApiClient, opener: Element | null) {
  if (!isAuthenticated()) { openDialog('sign-in', { variant: 'default' }, opener); return; }
  showSpinner();
  try {
    await api.post('/tournaments/registration', {});
    openDialog('thanks', {}, opener);
  } catch (e) {
    notify((e as ApiError).message, { code: (e as ApiError).status });
  } finally {
    hideSpinner();
  }
}
