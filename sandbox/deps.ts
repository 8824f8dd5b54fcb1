/** The real clock, id generator and sleep; createSandbox uses these unless a test passes fakes. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock, Ids, SandboxDeps } from './types.ts';

export const systemClock: Clock = { now: () => Date.now() };

export const randomIds: Ids = {
  uuid: () => randomUUID(),
  random: (bytes = 24) => randomBytes(bytes).toString('base64url'),
};

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function resolveDeps(partial: Partial<SandboxDeps> = {}): SandboxDeps {
  return { clock: partial.clock ?? systemClock, ids: partial.ids ?? randomIds, sleep: partial.sleep ?? realSleep };
}

/** Epoch seconds of a clock. */
export const nowSeconds = (clock: Clock) => Math.floor(clock.now() / 1000);
