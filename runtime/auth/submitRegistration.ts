/** Sends the registration: type 2 to the ccg host with the CSRF header (when the site uses CSRF). */
import type { ApiClient } from '../core/apiClient.ts';
import type { BootData } from '../core/BootData.ts';
import { readAffiliate } from '../core/affiliate.ts';
import { csrfHeader } from './csrf.ts';
import { registrationPayload, type RegistrationInput } from './registrationPayload.ts';
import { authAnswer, type AuthResponse } from './afterAuth.ts';

export async function submitRegistration(
  api: ApiClient,
  boot: BootData,
  values: RegistrationInput,
  formId: string,
  captchaToken: string | null,
): Promise<AuthResponse> {
  const body = registrationPayload(values, {
    affiliate: readAffiliate(),
    formId,
    captchaToken,
    depositModal: boot.site.features.depositModal,
  });
  const res = boot.site.features.csrf
    ? await api.post<unknown>('/user/registration', body, {
        host: 'ccg',
        auth: false,
        headers: await csrfHeader(api, true),
      })
    : await api.post<unknown>('/registration', body, { host: 'registration', auth: false });
  return authAnswer(res);
}

/** A strong password for 1-click registration, shown to the visitor once. */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}
