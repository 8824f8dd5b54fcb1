/** A tournament's "take part" button: signed in → register and thank; otherwise sign in first. */
import type { ApiClient } from '../api/createApiClient.ts';
import type { ApiError } from '../api/ApiError.ts';
import { isAuthenticated } from '../stores/session.ts';
import { openDialog } from '../stores/dialog.ts';
import { hideSpinner, showSpinner } from '../stores/loader.ts';
import { notify } from '../stores/notifications.ts';

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
