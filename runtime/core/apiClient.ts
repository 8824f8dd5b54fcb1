/**
 * The shape of the operator API client every feature talks to (implemented by
 * auth/api/createApiClient.ts, and by Ladle's fake API). Types only: no code reaches the boot script.
 */
import type { EnvironmentHosts } from '../../model/siteConfigSchema.ts';

/** A host the client may call: every environment entry but the chat settings. */
export type Host = Exclude<keyof EnvironmentHosts, 'chat'>;

export interface ApiRequest {
  host?: Host;
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  data?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** Send Authorization and refresh on 401 (default: when signed in). */
  auth?: boolean;
  /** Show the progress bar while it runs (default true). */
  progress?: boolean;
}

export interface ApiClient {
  request<T = unknown>(req: ApiRequest): Promise<T>;
  get<T = unknown>(path: string, more?: Omit<ApiRequest, 'path' | 'method'>): Promise<T>;
  post<T = unknown>(path: string, data?: unknown, more?: Omit<ApiRequest, 'path' | 'method' | 'data'>): Promise<T>;
}
