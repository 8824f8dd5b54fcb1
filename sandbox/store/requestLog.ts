/**
 * Every request the sandbox answered (control endpoints excluded), for tests to read back. Bounded:
 * at most MAX_ENTRIES entries and MAX_BYTES in all (the oldest go first), a body over MAX_BODY_BYTES
 * is kept as its size and a short preview. Secrets are marked, never kept (redactSecrets.ts).
 */
import { type Mark, redactHeader, redactValue } from './redactSecrets.ts';

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
  'authorization',
  'accept-language',
  'device-fingerprint',
  'content-location',
  'x-csrf-token',
  'content-type',
  'origin',
  'referer',
  'user-agent',
  'cookie',
] as const;

export const MAX_ENTRIES = 2000;
export const MAX_BYTES = 4 * 1024 * 1024;
export const MAX_BODY_BYTES = 8 * 1024;
/** A header value or query value longer than this is cut (with a note of its length). */
const MAX_TEXT = 2048;

export interface TruncatedBody {
  truncated: true;
  bytes: number;
  preview: string;
}

const cut = (s: string) => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT)}… (${s.length} characters)` : s);

export class RequestLog {
  private entries: { entry: LoggedRequest; bytes: number }[] = [];
  private bytes = 0;
  private seq = 0;

  /** `mark` turns a secret into what the log shows of it (see secretMark). */
  constructor(readonly mark: Mark) {}

  add(raw: Omit<LoggedRequest, 'seq'>): void {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(raw.headers)) headers[k] = cut(redactHeader(k, v, this.mark));
    const query = redactValue(raw.query, this.mark) as Record<string, unknown>;
    for (const [k, v] of Object.entries(query)) if (typeof v === 'string') query[k] = cut(v);
    let body = redactValue(raw.body, this.mark);
    const bodyText = JSON.stringify(body) ?? '';
    if (bodyText.length > MAX_BODY_BYTES)
      body = { truncated: true, bytes: bodyText.length, preview: bodyText.slice(0, 256) } satisfies TruncatedBody;
    const entry: LoggedRequest = { ...raw, headers, query, body, seq: ++this.seq };
    const bytes = JSON.stringify(entry).length;
    this.entries.push({ entry, bytes });
    this.bytes += bytes;
    let drop = 0;
    while (this.entries.length - drop > MAX_ENTRIES || (this.bytes > MAX_BYTES && this.entries.length - drop > 1))
      this.bytes -= this.entries[drop++]!.bytes;
    if (drop) this.entries.splice(0, drop);
  }

  /** Entries in arrival order, optionally only those whose path starts with `pathPrefix`, or after `sinceSeq`. */
  list(filter: { pathPrefix?: string; method?: string; sinceSeq?: number } = {}): LoggedRequest[] {
    return this.entries
      .map((e) => e.entry)
      .filter(
        (e) =>
          (!filter.pathPrefix || e.path.startsWith(filter.pathPrefix)) &&
          (!filter.method || e.method === filter.method.toUpperCase()) &&
          (filter.sinceSeq === undefined || e.seq > filter.sinceSeq),
      );
  }

  /** What the entries take, as JSON text: never above MAX_BYTES (but for one entry alone). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.length, bytes: this.bytes };
  }

  clear(): void {
    this.entries = [];
    this.bytes = 0;
  }
}
