/** Drives the sandbox operator API the built site talks to: seed players, inject faults, read what it saw. */
import { request, type APIRequestContext } from '@playwright/test';
import { SANDBOX } from './ports.ts';
import { SANDBOX_TOKEN } from './sandboxToken.ts';

export interface LoggedRequest {
  seq: number;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  status: number;
}
export interface SandboxEvent {
  seq: number;
  kind: string;
  data: Record<string, unknown>;
}
export interface Mark {
  requests: number;
  events: number;
}
export interface Tokens {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
}

export class Sandbox {
  constructor(private api: APIRequestContext) {}
  static async open() {
    return new Sandbox(
      await request.newContext({ baseURL: SANDBOX, extraHTTPHeaders: { 'x-sandbox-token': SANDBOX_TOKEN } }),
    );
  }
  readonly url = SANDBOX;

  private async json<T>(method: 'get' | 'post' | 'delete', path: string, data?: unknown): Promise<T> {
    const res = await this.api[method](`/__sandbox${path}`, data === undefined ? {} : { data });
    if (!res.ok()) throw new Error(`sandbox ${method} ${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  }
  /** Where the request log and the event log stand now: pass it to requests()/events() to see only what follows. */
  async mark(): Promise<Mark> {
    const [r, e] = await Promise.all([
      this.json<LoggedRequest[]>('get', '/requests'),
      this.json<SandboxEvent[]>('get', '/events'),
    ]);
    return { requests: Math.max(0, ...r.map((x) => x.seq)), events: Math.max(0, ...e.map((x) => x.seq)) };
  }
  async requests(since: Mark = { requests: 0, events: 0 }, path?: string) {
    return (await this.json<LoggedRequest[]>('get', '/requests')).filter(
      (r) => r.seq > since.requests && (!path || r.path.startsWith(path)),
    );
  }
  async events(kind: string, since: Mark = { requests: 0, events: 0 }) {
    return (await this.json<SandboxEvent[]>('get', `/events?kind=${kind}`)).filter((e) => e.seq > since.events);
  }
  async player(username: string, password = 'secret123') {
    return this.json<{ token: Tokens; password: string }>('post', '/players', { username, password, currency: 'INR' });
  }
  fault(spec: {
    match: { method?: string; path: string };
    status?: number;
    body?: unknown;
    headers?: Record<string, string>;
    times?: number;
    delayMs?: number;
  }) {
    return this.json('post', '/faults', spec);
  }
  clearFaults() {
    return this.json('delete', '/faults');
  }
  expireAccess() {
    return this.json('post', '/expire-access');
  }
  /** A single-use token for GET /api/v1/oauth/onetime. */
  onetime(username: string) {
    return this.json<{ token: string }>('post', '/onetime', { username });
  }
  config(values: Record<string, number>) {
    return this.json('post', '/config', values);
  }
  dispose() {
    return this.api.dispose();
  }
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
