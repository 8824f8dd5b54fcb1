/** Side effects a browser test wants to observe: pixel events, statistics, chat loads, e-mails sent. */
export type EventKind =
  | 'pixel'
  | 'statistics'
  | 'chat-loaded'
  | 'chat-run'
  | 'recovery-email'
  | 'email-code'
  | 'player-activity'
  | 'session'
  | 'tournament-registration'
  | 'registration'
  | 'login';

export interface SandboxEvent {
  seq: number;
  kind: EventKind;
  time: number;
  data: Record<string, unknown>;
}

/** At most this many events are kept (the oldest go first), each one's data at most MAX_EVENT_BYTES as JSON. */
export const MAX_EVENTS = 5000;
export const MAX_EVENT_BYTES = 8 * 1024;

export class EventLog {
  private events: SandboxEvent[] = [];
  private seq = 0;

  constructor(private readonly now: () => number) {}

  add(kind: EventKind, data: Record<string, unknown>): SandboxEvent {
    const bytes = (JSON.stringify(data) ?? '').length;
    // An oversized event keeps its A/B fields (what `promo report` counts) and its size.
    const kept =
      bytes > MAX_EVENT_BYTES
        ? {
            truncated: true,
            bytes,
            ...(typeof data.experiment === 'string' && { experiment: data.experiment.slice(0, 64) }),
            ...(typeof data.arm === 'string' && { arm: data.arm.slice(0, 64) }),
          }
        : data;
    const event = { seq: ++this.seq, kind, time: this.now(), data: kept };
    this.events.push(event);
    if (this.events.length > MAX_EVENTS) this.events.splice(0, this.events.length - MAX_EVENTS);
    return event;
  }

  list(kind?: string): SandboxEvent[] {
    return kind ? this.events.filter((e) => e.kind === kind) : [...this.events];
  }

  clear(): void {
    this.events = [];
  }
}
