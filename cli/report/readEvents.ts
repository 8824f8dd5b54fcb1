/**
 * Recorded events for `promo report`, from a running sandbox (`<origin>/__sandbox/events`) or an
 * exported file of the same shape: JSON (the sandbox's list, or flat rows) or CSV with a header
 * naming at least kind, experiment and arm. Anything else is a clear error, never a silent zero.
 */
import type { ArmEvent } from './armTally.ts';

export class EventsFormatError extends Error {}

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** A sandbox event `{ kind, data: { experiment, arm } }` or a flat row `{ kind, experiment, arm }`. */
export function toArmEvent(raw: unknown, where: string): ArmEvent {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new EventsFormatError(`${where}: expected an event object, found ${JSON.stringify(raw)?.slice(0, 60)}.`);
  const r = raw as Record<string, unknown>;
  const data = r.data && typeof r.data === 'object' ? (r.data as Record<string, unknown>) : r;
  const kind = text(r.kind);
  if (!kind) throw new EventsFormatError(`${where}: the event has no "kind" (pixel, statistics or registration).`);
  return { kind, experiment: text(data.experiment), arm: text(data.arm) };
}

export function parseJsonEvents(source: string, name: string): ArmEvent[] {
  let value: unknown;
  try { value = JSON.parse(source); } catch (e) {
    throw new EventsFormatError(`${name} is not valid JSON (${e instanceof Error ? e.message : String(e)}). Export the events as a JSON list or as CSV.`);
  }
  if (!Array.isArray(value)) throw new EventsFormatError(`${name} must hold a JSON list of events, like GET /__sandbox/events answers.`);
  return value.map((v, i) => toArmEvent(v, `${name} item ${i + 1}`));
}

/** RFC 4180 CSV: commas, double-quoted fields with "" for a quote, CRLF or LF. */
export function parseCsv(source: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') { field += '"'; i++; } else if (ch === '"') quoted = false; else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { row.push(field); field = ''; }
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      row.push(field); field = '';
      if (row.some((c) => c !== '')) rows.push(row);
      row = [];
    } else field += ch;
  }
  row.push(field);
  if (row.some((c) => c !== '')) rows.push(row);
  return rows;
}

export function parseCsvEvents(source: string, name: string): ArmEvent[] {
  const [header, ...rows] = parseCsv(source);
  const col = (n: string) => (header ?? []).findIndex((h) => h.trim().toLowerCase() === n);
  const [k, e, a] = [col('kind'), col('experiment'), col('arm')];
  if (k < 0 || e < 0 || a < 0) throw new EventsFormatError(`${name}: the first line must name the columns kind, experiment and arm (found: ${(header ?? []).join(', ') || 'nothing'}).`);
  return rows.map((r) => ({ kind: r[k]?.trim() ?? '', experiment: r[e]?.trim() || null, arm: r[a]?.trim() || null }));
}

export interface EventSources {
  readFile: (path: string) => Promise<string>;
  fetch: (url: string, init: { headers: Record<string, string> }) => Promise<{ ok: boolean; status: number; text: () => Promise<string> }>;
  /** The sandbox's control token (PROMO_SANDBOX_TOKEN): its /__sandbox endpoints answer nobody without it. */
  sandboxToken?: string;
}

export async function readEvents(from: string, io: EventSources): Promise<ArmEvent[]> {
  if (/^https?:\/\//.test(from)) {
    // The sandbox's base: its own origin, or the prefix `promo serve` mounts it under.
    const url = `${from.replace(/\/+$/, '')}/__sandbox/events`;
    let res: Awaited<ReturnType<EventSources['fetch']>>;
    try { res = await io.fetch(url, { headers: io.sandboxToken ? { 'x-sandbox-token': io.sandboxToken } : {} }); } catch (e) {
      throw new EventsFormatError(`No sandbox answers at ${url} (${e instanceof Error ? e.message : String(e)}). Start it (promo serve), or pass --from with an exported file.`);
    }
    if (res.status === 401) {
      throw new EventsFormatError(io.sandboxToken
        ? `${url} refused the token in PROMO_SANDBOX_TOKEN (401): set it to the control token the sandbox printed when it started.`
        : `${url} wants the sandbox's control token (401): set PROMO_SANDBOX_TOKEN to the token promo serve printed when it started.`);
    }
    if (!res.ok) throw new EventsFormatError(`${url} answered ${res.status}. Is this a sandbox?`);
    return parseJsonEvents(await res.text(), url);
  }
  const source = await io.readFile(from);
  return /\.csv$/i.test(from) ? parseCsvEvents(source, from) : parseJsonEvents(source, from);
}
