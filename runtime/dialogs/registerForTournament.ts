/** A tournament's "take part" button: signed in → register and thank; otherwise sign in first. */
import type { ApiClient } from '../core/apiClient.ts';
import { asApiError } from '../auth/api/ApiError.ts';
import { isAuthenticated } from '../auth/session/session.ts';
import { hideSpinner, showSpinner } from '../ui/loader.ts';
import { notify } from '../ui/notifications.ts';
import { openDialog } from './dialog.ts';

export async function registerForTournament(api: ApiClient, opener: Element | null) {
  if (!isAuthenticated()) {
    openDialog('sign-in', { variant: 'default' }, opener);
    return;
  }
  showSpinner();
  try {
    await api.post('/tournaments/registration', {});
    openDialog('thanks', {}, opener);
  } catch (e) {
    const err = asApiError(e);
    notify(err.message, { code: err.status });
  } finally {
    hideSpinner();
  }
}
