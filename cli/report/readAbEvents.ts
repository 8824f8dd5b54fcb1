/**
 * The A/B event export (model/abEvents.ts, version 1) for `promo report`: from a running sandbox
 * (`<base>/__sandbox/ab-events`) or a file an operator's system wrote, JSON or CSV by its extension.
 * Anything else is an error naming the place (file, line or item, field) and the fix, never a silent zero.
 */
import {
  AB_CSV_COLUMNS,
  AB_EVENT_KINDS,
  AB_EVENTS_SCHEMA,
  AB_EVENTS_VERSION,
  type AbEvent,
  type AbEventKind,
} from '../../model/abEvents.ts';
import { parseCsv } from './parseCsv.ts';

export class EventsFormatError extends Error {}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const MAX_ID = 200;

type Fields = Record<(typeof AB_CSV_COLUMNS)[number], unknown>;

/** One event from its fields; `where(field)` names the place for an error. */
function toEvent(f: Partial<Fields>, where: (field: string) => string): AbEvent {
  const text = (field: keyof Fields) => {
    const v = f[field];
    if (typeof v !== 'string' || !v.trim())
      throw new EventsFormatError(
        `${where(field)}: ${field} is missing; every event needs ${AB_CSV_COLUMNS.slice(1).join(', ')}.`,
      );
    if (v.length > MAX_ID)
      throw new EventsFormatError(`${where(field)}: ${field} is longer than ${MAX_ID} characters.`);
    return v.trim();
  };
  const time = text('time');
  const t = ISO_TIME.test(time) ? Date.parse(time) : Number.NaN;
  if (Number.isNaN(t))
    throw new EventsFormatError(
      `${where('time')}: "${time}" is not an ISO 8601 time with a zone, such as 2026-11-20T14:03:00Z.`,
    );
  const event = text('event');
  if (!(AB_EVENT_KINDS as readonly string[]).includes(event))
    throw new EventsFormatError(`${where('event')}: "${event}" is not one of ${AB_EVENT_KINDS.join(', ')}.`);
  return {
    time: t,
    experiment: text('experiment'),
    arm: text('arm'),
    visitor: text('visitor'),
    event: event as AbEventKind,
  };
}

function checkVersion(v: unknown, where: string) {
  if (String(v) === String(AB_EVENTS_VERSION)) return;
  if (/^\d+$/.test(String(v)) && Number(v) > AB_EVENTS_VERSION)
    throw new EventsFormatError(
      `${where}: the file is schema version ${String(v)}; this promo reads version ${AB_EVENTS_VERSION}. Update promo, or export version ${AB_EVENTS_VERSION}.`,
    );
  throw new EventsFormatError(
    `${where}: schema_version must be ${AB_EVENTS_VERSION} (found ${JSON.stringify(v) ?? 'nothing'}).`,
  );
}

export function parseJsonEvents(source: string, name: string): AbEvent[] {
  let doc: unknown;
  try {
    doc = JSON.parse(source);
  } catch (e) {
    throw new EventsFormatError(`${name} is not valid JSON (${e instanceof Error ? e.message : String(e)}).`);
  }
  const d = doc && typeof doc === 'object' && !Array.isArray(doc) ? (doc as Record<string, unknown>) : null;
  if (!d || d.schema !== AB_EVENTS_SCHEMA || !Array.isArray(d.events)) {
    throw new EventsFormatError(
      `${name} is not an A/B event export: expected { "schema": "${AB_EVENTS_SCHEMA}", "schema_version": ${AB_EVENTS_VERSION}, "events": [...] } (docs/experiments.md, "Event export").`,
    );
  }
  checkVersion(d.schema_version, name);
  return d.events.map((e, i) => {
    const at = (field: string) => `${name}: events[${i}].${field}`;
    if (!e || typeof e !== 'object' || Array.isArray(e))
      throw new EventsFormatError(`${name}: events[${i}] is not an object.`);
    return toEvent(e as Partial<Fields>, at);
  });
}

export function parseCsvEvents(source: string, name: string): AbEvent[] {
  const [header, ...rows] = parseCsv(source);
  const names = (header?.cells ?? []).map((h) => h.trim().toLowerCase());
  const missing = AB_CSV_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length)
    throw new EventsFormatError(
      `${name}:1: the header must name the columns ${AB_CSV_COLUMNS.join(',')} (missing: ${missing.join(', ')}).`,
    );
  const col = Object.fromEntries(AB_CSV_COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<keyof Fields, number>;
  return rows.map(({ line, cells }) => {
    const f = Object.fromEntries(AB_CSV_COLUMNS.map((c) => [c, cells[col[c]]])) as Partial<Fields>;
    checkVersion(f.schema_version, `${name}:${line}`);
    return toEvent(f, (field) => `${name}:${line}: column ${field}`);
  });
}

export interface EventSources {
  readFile: (path: string) => Promise<string>;
  fetch: (
    url: string,
    init: { headers: Record<string, string> },
  ) => Promise<{ ok: boolean; status: number; text: () => Promise<string> }>;
  /** The sandbox's control token (PROMO_SANDBOX_TOKEN): its /__sandbox endpoints answer nobody without it. */
  sandboxToken?: string;
}

export async function readAbEvents(from: string, io: EventSources): Promise<AbEvent[]> {
  if (/^https?:\/\//.test(from)) {
    // The sandbox's base: its own origin, or the prefix `promo serve` mounts it under.
    const url = `${from.replace(/\/+$/, '')}/__sandbox/ab-events`;
    let res: Awaited<ReturnType<EventSources['fetch']>>;
    try {
      res = await io.fetch(url, { headers: io.sandboxToken ? { 'x-sandbox-token': io.sandboxToken } : {} });
    } catch (e) {
      throw new EventsFormatError(
        `No sandbox answers at ${url} (${e instanceof Error ? e.message : String(e)}). Start it (promo serve), or pass --from with an exported file.`,
      );
    }
    if (res.status === 401) {
      throw new EventsFormatError(
        io.sandboxToken
          ? `${url} refused the token in PROMO_SANDBOX_TOKEN (401): set it to the control token the sandbox printed when it started.`
          : `${url} wants the sandbox's control token (401): set PROMO_SANDBOX_TOKEN to the token promo serve printed when it started.`,
      );
    }
    if (!res.ok) throw new EventsFormatError(`${url} answered ${res.status}. Is this a sandbox?`);
    return parseJsonEvents(await res.text(), url);
  }
  const source = await io.readFile(from);
  return /\.csv$/i.test(from) ? parseCsvEvents(source, from) : parseJsonEvents(source, from);
}
