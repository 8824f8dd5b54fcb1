/** Every request the sandbox answered (control endpoints excluded), for tests to read back. */
export interface LoggedRequest {
  seq: number;
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body: unknown;
  status: number;
  /** Epoch milliseconds when the request arrived. */
  time: number;
  durationMs: number;
  /** Set when an injected fault answered the request. */
  fault?: number;
}

/** The request headers kept in the log. */
export const LOGGED_HEADERS = [
  'authorization', 'accept-language', 'device-fingerprint', 'content-location', 'x-csrf-token',
  'content-type', 'origin', 'referer', 'user-agent', 'cookie',
] as const;

const MAX_ENTRIES = 5000;

export class RequestLog {
  private entries: LoggedRequest[] = [];
  private seq = 0;

  add(entry: Omit<LoggedRequest, 'seq'>): void {
    this.entries.push({ ...entry, seq: ++this.seq });
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES);
  }

  /** Entries in arrival order, optionally only those whose path starts with `pathPrefix`, or after `sinceSeq`. */
  list(filter: { pathPrefix?: string; method?: string; sinceSeq?: number } = {}): LoggedRequest[] {
    return this.entries.filter((e) =>
      (!filter.pathPrefix || e.path.startsWith(filter.pathPrefix)) &&
      (!filter.method || e.method === filter.method.toUpperCase()) &&
      (filter.sinceSeq === undefined || e.seq > filter.sinceSeq));
  }

  clear(): void { this.entries = []; }
}
