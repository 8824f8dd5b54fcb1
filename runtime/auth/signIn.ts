/** Sends the sign-in: to the ccg host with the affiliate ids, the captcha token and the CSRF header. */
import type { ApiClient } from '../core/apiClient.ts';
import type { BootData } from '../core/BootData.ts';
import { readAffiliate } from '../core/affiliate.ts';
import { csrfHeader } from './csrf.ts';
import { authAnswer, type AuthResponse } from './afterAuth.ts';

export async function signIn(
  api: ApiClient,
  boot: BootData,
  username: string,
  password: string,
  captchaToken: string | null,
): Promise<AuthResponse> {
  const body: Record<string, unknown> = { username, password, ...readAffiliate() };
  if (captchaToken) body['captcha-token'] = captchaToken;
  const res = await api.post<unknown>('/user/login', body, {
    host: 'ccg',
    auth: false,
    headers: await csrfHeader(api, boot.site.features.csrf),
  });
  return authAnswer(res);
}
