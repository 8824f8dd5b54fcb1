/** A user-facing error: carries its ErrorData and the arguments that fill its message. */
import type { ErrorData } from './errorData.ts';

export class PromoError<A extends unknown[] = unknown[]> extends Error {
  /** What the one top-level handler prints besides the message: code, title, hint, exit code. */
  readonly data: Omit<ErrorData<A>, 'message'>;
  /** The arguments are checked against the error's message function. */
  constructor(data: ErrorData<A>, ...args: A) {
    super(data.message(...args));
    this.name = 'PromoError';
    this.data = data;
  }
}

/** For internal invariants: a failure here is a bug in promo, not a user mistake. */
export function assert(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`Internal error (a bug in promo): ${what}`);
}
