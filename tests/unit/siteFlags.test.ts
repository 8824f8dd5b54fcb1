/**
 * The build environment's flags (spec 9: production, with captcha, CSRF and auth-keeper on, the new
 * API on, the deposit modal shown): the site config turns them on, and each one the landing site acts
 * on switches what the spec says. authKeeper and newApi: see docs/spec-coverage.md row 9.14.
 */
import { describe, expect, it } from 'vitest';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { nodeFs, type ProjectFs } from '../../cli/campaign/ProjectFs.ts';
import type { ApiClient, ApiRequest } from '../../runtime/core/apiClient.ts';
import type { BootData } from '../../runtime/core/BootData.ts';
import { submitRegistration } from '../../runtime/auth/submitRegistration.ts';
import { signIn } from '../../runtime/auth/signIn.ts';
import { forgetCsrf } from '../../runtime/auth/csrf.ts';
import { captcha, captchaAfterError, captchaBlocksSubmit, resetCaptchaState } from '../../runtime/auth/captcha.ts';
import { ApiError } from '../../runtime/auth/api/ApiError.ts';
import type { RegistrationInput } from '../../runtime/auth/registrationPayload.ts';
import type { SiteConfig } from '../../model/siteConfigSchema.ts';
import { REPO } from '../support/tempProject.ts';

type Features = SiteConfig['features'];
const ALL_ON: Features = { captcha: true, csrf: true, authKeeper: true, newApi: true, depositModal: true };
const bootWith = (features: Partial<Features>) =>
  ({ site: { features: { ...ALL_ON, ...features } } }) as unknown as BootData;

/** An API client that records every call and answers like the operator. */
function recordingApi() {
  const calls: (ApiRequest & { method: string })[] = [];
  const answer = (req: ApiRequest) =>
    req.path === '/csrf-token'
      ? { token: 'csrf-1' }
      : { access_token: 'a.b.c', refresh_token: 'r', token_type: 'Bearer', expires_in: 4_000_000_000 };
  const api: ApiClient = {
    request: async <T>(req: ApiRequest) => {
      calls.push({ ...req, method: req.method ?? 'get' });
      return answer(req) as T;
    },
    get: async <T>(path: string, more = {}) => api.request<T>({ ...more, path, method: 'get' }),
    post: async <T>(path: string, data?: unknown, more = {}) => api.request<T>({ ...more, path, data, method: 'post' }),
  };
  return { api, calls };
}

const form = (currency: string): RegistrationInput => ({
  tab: 'email',
  email: 'new@player.example',
  phone: '',
  phoneCountry: 'IN',
  password: 'secret1',
  repeatPassword: 'secret1',
  currency,
  promo: '',
  isPromo: false,
  bonusId: '',
  checkbox1: true,
  checkbox2: true,
  newsletter: false,
});

describe('build environment flags', () => {
  it('the site config turns captcha, CSRF, auth keeper, the new API and the deposit modal on', async () => {
    const { config } = await checkProject({ root: REPO, fs: nodeFs, files: [] });
    expect(config!.features).toEqual(ALL_ON);
  });

  it('newApi false is refused, saying where and why: the new API is the only mode this landing site has', async () => {
    const path = join(REPO, 'promo.config.yaml');
    const text = readFileSync(path, 'utf8').replace('newApi: true', 'newApi: false');
    const fs: ProjectFs = {
      ...nodeFs,
      readFile: async (p) => (p === path ? text : nodeFs.readFile(p)),
      size: async (p) => (p === path ? Buffer.byteLength(text) : nodeFs.size(p)),
    };
    const problems = (await checkProject({ root: REPO, fs, files: [] })).problems.filter((p) =>
      p.file.endsWith('promo.config.yaml'),
    );
    expect(problems.map((p) => [p.line, p.path, p.message])).toEqual([
      [
        text.split('\n').findIndex((l) => l.includes('newApi: false')) + 1,
        '/features/newApi',
        expect.stringContaining('false is not allowed here. Use one of: true.'),
      ],
    ]);
    expect(problems[0]!.message).toContain('the legacy /change-token exchange is not built');
  });

  it('csrf on: type-2 registration and sign-in go to the ccg host with X-CSRF-TOKEN; off: the registration host, no header', async () => {
    forgetCsrf();
    const on = recordingApi();
    await submitRegistration(on.api, bootWith({}), form('INR'), 'form-1', null);
    await signIn(on.api, bootWith({}), 'new@player.example', 'secret1', null);
    expect(on.calls.map((c) => `${c.method} ${c.host} ${c.path} ${c.headers?.['X-CSRF-TOKEN'] ?? '-'}`)).toEqual([
      'get ccg /csrf-token -',
      'post ccg /user/registration csrf-1',
      'post ccg /user/login csrf-1',
    ]);
    const off = recordingApi();
    await submitRegistration(off.api, bootWith({ csrf: false }), form('INR'), 'form-1', null);
    await signIn(off.api, bootWith({ csrf: false }), 'new@player.example', 'secret1', null);
    expect(off.calls.map((c) => `${c.method} ${c.host} ${c.path} ${c.headers?.['X-CSRF-TOKEN'] ?? '-'}`)).toEqual([
      'post registration /registration -',
      'post ccg /user/login -',
    ]);
  });

  it('depositModal on: the registration asks for the deposit dialog for INR only; off: never', async () => {
    const sent = async (currency: string, depositModal: boolean) => {
      const r = recordingApi();
      await submitRegistration(r.api, bootWith({ depositModal }), form(currency), 'form-1', null);
      return (r.calls.at(-1)!.data as Record<string, unknown>).set_deposit_modal_type;
    };
    expect([
      await sent('INR', true),
      await sent('BRL', true),
      await sent('INR', false),
      await sent('BRL', false),
    ]).toEqual([true, false, false, false]);
  });

  it('captcha on: a 429 reveals it and submit waits for a token; off: never shown', () => {
    const after429 = (required: boolean) => {
      resetCaptchaState();
      captcha.required = required; // what startRuntime sets from features.captcha
      captchaAfterError(new ApiError(429, 'Too many requests', 'too-many-requests'), false);
      return [captcha.displayCaptcha, captchaBlocksSubmit()];
    };
    expect(after429(true)).toEqual([true, true]);
    expect(after429(false)).toEqual([false, false]);
    resetCaptchaState();
  });
});
