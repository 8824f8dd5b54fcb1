/** The CSRF token the ccg host wants in X-CSRF-TOKEN (login and type-2 registration). */
import type { ApiClient } from '../core/apiClient.ts';
import { CsrfAnswer, parseAnswer } from './api/answers.ts';

let cached: { token: string; at: number } | null = null;
const MAX_AGE_MS = 30 * 60_000;

export async function csrfHeader(api: ApiClient, enabled: boolean): Promise<Record<string, string>> {
  if (!enabled) return {};
  if (!cached || Date.now() - cached.at > MAX_AGE_MS) {
    const res = parseAnswer(
      CsrfAnswer,
      await api.get<unknown>('/csrf-token', { host: 'ccg', auth: false, progress: false }),
    );
    cached = { token: res.token, at: Date.now() };
  }
  return { 'X-CSRF-TOKEN': cached.token };
}

export const forgetCsrf = () => {
  cached = null;
};
