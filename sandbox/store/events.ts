/** Side effects a browser test wants to observe: pixel events, statistics, chat loads, e-mails sent. */
export type EventKind =
  | 'pixel' | 'statistics' | 'chat-loaded' | 'chat-run' | 'recovery-email' | 'email-code'
  | 'player-activity' | 'session' | 'tournament-registration' | 'registration' | 'login';

export interface SandboxEvent { seq: number; kind: EventKind; time: number; data: Record<string, unknown> }

export class EventLog {
  private events: SandboxEvent[] = [];
  private seq = 0;

  constructor(private readonly now: () => number) {}

  add(kind: EventKind, data: Record<string, unknown>): SandboxEvent {
    const event = { seq: ++this.seq, kind, time: this.now(), data };
    this.events.push(event);
    return event;
  }

  list(kind?: string): SandboxEvent[] {
    return kind ? this.events.filter((e) => e.kind === kind) : [...this.events];
  }

  clear(): void { this.events = []; }
}
