/** The crash registration asks the bonus host for crash bonuses (landing-site spec 7, welcome-for-land "crash params"). */
import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiRequest } from '../../runtime/core/apiClient.ts';
import { loadBonuses } from '../../runtime/auth/bonuses.ts';
import { SIGN_UP } from '../../runtime/dialogs/variants.ts';

function recordingApi(calls: ApiRequest[]): ApiClient {
  const request = async <T>(req: ApiRequest) => {
    calls.push(req);
    return [] as T;
  };
  return {
    request,
    get: (path, more) => request({ ...more, path, method: 'get' }),
    post: (path, data, more) => request({ ...more, path, data, method: 'post' }),
  };
}

describe('welcome bonuses for the crash registration', () => {
  it('only the crash variant asks for crash bonuses; the others ask by currency alone', async () => {
    const calls: ApiRequest[] = [];
    const api = recordingApi(calls);
    await loadBonuses(api, 'BDT', SIGN_UP.crash.crashBonuses);
    await loadBonuses(api, 'INR', SIGN_UP.basic.crashBonuses);
    expect(calls.map((c) => [c.host, c.path, c.params])).toEqual([
      ['bonus', '/bonuses/welcome-for-land', { currency: 'BDT', crash: 1 }],
      ['bonus', '/bonuses/welcome-for-land', { currency: 'INR' }],
    ]);
    expect(
      Object.entries(SIGN_UP)
        .filter(([, v]) => v.crashBonuses)
        .map(([k]) => k),
    ).toEqual(['crash']);
  });
});
