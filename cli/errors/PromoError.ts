/** A user-facing error: carries its ErrorData and the arguments that fill its message. */
import type { ErrorData } from './errorData.ts';

export class PromoError extends Error {
  readonly data: ErrorData<never[]>;
  constructor(data: ErrorData<any>, ...args: unknown[]) {
    super((data.message as (...a: unknown[]) => string)(...args));
    this.name = 'PromoError';
    this.data = data as ErrorData<never[]>;
  }
}

/** For internal invariants: a failure here is a bug in promo, not a user mistake. */
export function assert(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`Internal error (a bug in promo): ${what}`);
}
