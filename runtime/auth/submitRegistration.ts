/** Sends the registration: type 2 to the ccg host with the CSRF header (when the site uses CSRF). */
import { getRuntime } from '../context/RuntimeContext.tsx';
import { csrfHeader } from './csrf.ts';
import { registrationPayload, type RegistrationInput } from './registrationPayload.ts';
import { readAffiliate } from '../core/affiliate.ts';
import type { AuthResponse } from './afterAuth.ts';

export async function submitRegistration(values: RegistrationInput, formId: string, captchaToken: string | null): Promise<AuthResponse> {
  const { api, boot } = getRuntime();
  const body = registrationPayload(values, { affiliate: readAffiliate(), formId, captchaToken });
  if (boot.site.features.csrf) {
    return api.post<AuthResponse>('/user/registration', body, { host: 'ccg', auth: false, headers: await csrfHeader(api, true) });
  }
  return api.post<AuthResponse>('/registration', body, { host: 'registration', auth: false });
}

/** A strong password for 1-click registration, shown to the visitor once. */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}
