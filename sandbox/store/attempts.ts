/** Sliding-window attempt counter per client key (registration rate limit). */
import type { Clock } from '../types.ts';
import { capMap } from './capMap.ts';

export class AttemptCounter {
  private readonly attempts = new Map<string, number[]>();

  constructor(private readonly clock: Clock) {}

  /** Attempts of `key` within the last `windowSeconds`. */
  count(key: string, windowSeconds: number): number {
    return this.recent(key, windowSeconds).length;
  }

  record(key: string, windowSeconds: number): void {
    const kept = this.recent(key, windowSeconds);
    this.attempts.delete(key); // re-inserted last: the cap drops the clients seen longest ago
    this.attempts.set(key, [...kept, this.clock.now()]);
    capMap(this.attempts);
  }

  forget(key: string): void {
    this.attempts.delete(key);
  }

  clear(): void {
    this.attempts.clear();
  }

  private recent(key: string, windowSeconds: number): number[] {
    const since = this.clock.now() - windowSeconds * 1000;
    return (this.attempts.get(key) ?? []).filter((t) => t > since);
  }
}
