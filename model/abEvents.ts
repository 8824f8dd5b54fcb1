/**
 * The A/B event export, version 1: what `promo report --from <file>` reads and what the sandbox's
 * `GET /__sandbox/ab-events` answers (docs/experiments.md, "Event export"). One row per thing a
 * visitor of an experiment did; the report counts distinct visitors, so repeated rows are harmless.
 *
 *   JSON  { "schema": "promo-ab-events", "schema_version": 1, "events": [{ time, experiment, arm, visitor, event }] }
 *   CSV   schema_version,time,experiment,arm,visitor,event   (one header line, then a row per event)
 */
export const AB_EVENTS_SCHEMA = 'promo-ab-events';
export const AB_EVENTS_VERSION = 1;
export const AB_EVENT_KINDS = ['exposure', 'open', 'registration'] as const;
export type AbEventKind = (typeof AB_EVENT_KINDS)[number];
export const AB_CSV_COLUMNS = ['schema_version', 'time', 'experiment', 'arm', 'visitor', 'event'] as const;

export interface AbEvent {
  /** When, epoch milliseconds (ISO 8601 with a zone in the files). */
  time: number;
  experiment: string;
  arm: string;
  /** The visitor: the runtime's `promo_vid` id, or any stable id of the operator's (at most 200 characters). */
  visitor: string;
  /** exposure: the visitor saw a page of the arm; open: opened the sign-up dialog; registration: registered. */
  event: AbEventKind;
}

export interface AbEventsDocument {
  schema: typeof AB_EVENTS_SCHEMA;
  schema_version: typeof AB_EVENTS_VERSION;
  events: { time: string; experiment: string; arm: string; visitor: string; event: AbEventKind }[];
}

export function abEventsJson(events: readonly AbEvent[]): AbEventsDocument {
  return {
    schema: AB_EVENTS_SCHEMA,
    schema_version: AB_EVENTS_VERSION,
    events: events.map((e) => ({
      time: new Date(e.time).toISOString(),
      experiment: e.experiment,
      arm: e.arm,
      visitor: e.visitor,
      event: e.event,
    })),
  };
}

const csvField = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

export function abEventsCsv(events: readonly AbEvent[]): string {
  const rows = events.map((e) =>
    [String(AB_EVENTS_VERSION), new Date(e.time).toISOString(), e.experiment, e.arm, e.visitor, e.event]
      .map(csvField)
      .join(','),
  );
  return `${[AB_CSV_COLUMNS.join(','), ...rows].join('\n')}\n`;
}
