/** CSRF tokens issued by GET /ccg/csrf-token; reusable until they expire (like a session-bound token). */
import type { Clock } from '../types.ts';
import { capMap } from './capMap.ts';

export class CsrfTokens {
  private readonly tokens = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    private readonly make: () => string,
    private readonly ttlSeconds: () => number,
  ) {}

  issue(): { token: string; expiresAt: number } {
    const token = this.make();
    const expiresAt = this.clock.now() + this.ttlSeconds() * 1000;
    this.tokens.set(token, expiresAt);
    capMap(this.tokens);
    return { token, expiresAt };
  }

  isValid(token: string | undefined): boolean {
    if (!token) return false;
    const expiresAt = this.tokens.get(token);
    return expiresAt !== undefined && expiresAt > this.clock.now();
  }

  clear(): void {
    this.tokens.clear();
  }
}
