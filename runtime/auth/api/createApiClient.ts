/**
 * The operator API client (redaxios). Adds the spec's headers, turns failures into ApiError, and on
 * a 401 refreshes the session once (shared by all requests in flight) and retries the request once.
 * A 401 ip-block logs out. It also tells the server about every logout (POST /oauth/logout, sent
 * as is: no refresh, no retry, so a refused session cannot loop). Hosts come from the site config;
 * nothing here knows a campaign.
 */
import axios from 'redaxios';
import type { EnvironmentHosts } from '../../../model/siteConfigSchema.ts';
import type { ApiClient, ApiRequest } from '../../core/apiClient.ts';
import { ApiError, ERROR_TEXT, failedResponse, normalizeError } from './ApiError.ts';
import { refreshSession } from './refreshSession.ts';
import { isAuthenticated, logout, session, setServerLogout } from '../session/session.ts';
import { finishProgress, startProgress } from '../../ui/loader.ts';

export interface ApiClientOptions {
  hosts: EnvironmentHosts;
  language: () => string;
  fingerprint?: () => string | undefined;
  pageUrl?: () => string;
}

export const acceptLanguage = (lang: string) => (lang === 'pt' ? 'pt-br' : lang);

export function createApiClient(opts: ApiClientOptions): ApiClient {
  function headersFor(req: ApiRequest, url: string): Record<string, string> {
    const h: Record<string, string> = { 'Accept-Language': acceptLanguage(opts.language()), ...req.headers };
    const auth = req.auth ?? isAuthenticated();
    if (auth && session.accessToken) h.Authorization = `${session.tokenType} ${session.accessToken}`;
    const fp = opts.fingerprint?.();
    if (fp) h['Device-Fingerprint'] = fp;
    if (url.includes('bonus-management')) h['Content-Location'] = opts.pageUrl?.() ?? globalThis.location?.href ?? '';
    return h;
  }

  async function send<T>(req: ApiRequest, retried: boolean): Promise<T> {
    const url = `${opts.hosts[req.host ?? 'api']}${req.path}`;
    try {
      const res = await axios<T>(url, {
        method: req.method ?? 'get',
        data: req.data,
        params: req.params,
        headers: headersFor(req, url),
      });
      return res.data;
    } catch (e) {
      if (e instanceof ApiError) throw e;
      const res = failedResponse(e);
      const err = res ? normalizeError(res.status, res.data) : new ApiError(500, ERROR_TEXT.network, 'network');
      if (err.kind === 'ip-block') {
        await logout();
        throw err;
      }
      const mayRefresh = (req.auth ?? isAuthenticated()) && !!session.refreshToken;
      if (err.kind === 'unauthorized' && !retried && mayRefresh && (await refreshSession(opts.hosts.apiV3)))
        return send<T>(req, true);
      throw err;
    }
  }

  /** POST /oauth/logout with the session's Authorization; whatever it answers, logout clears locally. */
  async function logoutOnServer(): Promise<void> {
    const req: ApiRequest = { method: 'post', path: '/oauth/logout', auth: true };
    const url = `${opts.hosts.api}${req.path}`;
    await axios(url, { method: 'post', headers: headersFor(req, url) });
  }
  setServerLogout(logoutOnServer);

  async function request<T = unknown>(req: ApiRequest): Promise<T> {
    if (req.progress !== false) startProgress();
    try {
      return await send<T>(req, false);
    } finally {
      if (req.progress !== false) finishProgress();
    }
  }

  return {
    request,
    get: <T = unknown>(path: string, more: Omit<ApiRequest, 'path' | 'method'> = {}) =>
      request<T>({ ...more, path, method: 'get' }),
    post: <T = unknown>(path: string, data?: unknown, more: Omit<ApiRequest, 'path' | 'method' | 'data'> = {}) =>
      request<T>({ ...more, path, method: 'post', data }),
  };
}
