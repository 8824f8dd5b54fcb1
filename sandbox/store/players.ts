/** Players in memory, indexed by uuid and username; every change is reported to `onChange` (persistence). */
import type { Player } from './player.ts';

export type NewPlayer = Omit<Player, 'id'>;

export class PlayerStore {
  private readonly byUuid = new Map<string, Player>();
  private nextId = 1;

  constructor(
    initial: readonly Player[] = [],
    private readonly onChange: (players: Player[]) => void = () => {},
  ) {
    for (const p of initial) this.put(p);
  }

  all(): Player[] {
    return [...this.byUuid.values()];
  }

  get(uuid: string): Player | undefined {
    return this.byUuid.get(uuid);
  }

  /** Usernames compare case-insensitively (e-mails); phones are stored normalised. */
  findByUsername(username: string): Player | undefined {
    const key = username.trim().toLowerCase();
    return this.all().find((p) => p.username.toLowerCase() === key);
  }

  findByEmail(email: string): Player | undefined {
    const key = email.trim().toLowerCase();
    return this.all().find((p) => p.email?.toLowerCase() === key);
  }

  findById(id: number): Player | undefined {
    return this.all().find((p) => p.id === id);
  }

  create(data: NewPlayer): Player {
    const player: Player = { ...data, id: this.nextId };
    this.put(player);
    this.changed();
    return player;
  }

  /** Applies `change` to a copy and stores it; returns the new record, or undefined if unknown. */
  update(uuid: string, change: (p: Player) => Player): Player | undefined {
    const current = this.byUuid.get(uuid);
    if (!current) return undefined;
    const next = change(structuredClone(current));
    this.byUuid.set(uuid, next);
    this.changed();
    return next;
  }

  clear(): void {
    this.byUuid.clear();
    this.nextId = 1;
    this.changed();
  }

  private put(p: Player) {
    this.byUuid.set(p.uuid, p);
    this.nextId = Math.max(this.nextId, p.id + 1);
  }

  private changed() {
    this.onChange(this.all());
  }
}
