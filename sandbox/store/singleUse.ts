/**
 * Single-use tokens with a lifetime: captcha responses, password recovery tokens, one-time login
 * tokens and e-mail codes. A consumed token is remembered so a second use is told apart from an unknown one.
 */
import type { Clock } from '../types.ts';
import { capMap } from './capMap.ts';

export type Consumed<T> = { ok: true; data: T } | { ok: false; why: 'unknown' | 'used' | 'expired' };

interface Entry<T> {
  data: T;
  expiresAt: number;
  used: boolean;
}

export class SingleUseTokens<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly clock: Clock,
    private readonly make: () => string,
  ) {}

  issue(data: T, ttlSeconds: number): string {
    const token = this.make();
    this.entries.set(token, { data, expiresAt: this.clock.now() + ttlSeconds * 1000, used: false });
    capMap(this.entries);
    return token;
  }

  consume(token: string): Consumed<T> {
    const entry = this.entries.get(token);
    if (!entry) return { ok: false, why: 'unknown' };
    if (entry.used) return { ok: false, why: 'used' };
    if (entry.expiresAt <= this.clock.now()) return { ok: false, why: 'expired' };
    entry.used = true;
    return { ok: true, data: entry.data };
  }

  clear(): void {
    this.entries.clear();
  }
}
