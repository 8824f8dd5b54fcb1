/**
 * How `promo serve`, `promo start` and `promo dev` stop: on SIGINT (Ctrl+C) or SIGTERM (`kill <pid>`)
 * they close what they started (servers, the sandbox) and exit. Started through npm (`npm start`,
 * `npx promo …`), the process runs under `sh`, which npm stops when it is signalled but which does not
 * pass the signal on: so such a process also stops when its parent is gone (it polls its parent id).
 */
export interface StopProcess {
  ppid: number;
  env: Record<string, string | undefined>;
  once(signal: 'SIGINT' | 'SIGTERM', listener: () => void): unknown;
  exit(code?: number): never;
}

export interface Stopper {
  /** What to close before exiting (replaces the last one: a command sets it once it has started something). */
  closing(close: () => Promise<unknown> | unknown): void;
  /** Stops now, as a signal would. */
  stop(): void;
}

/** True when npm (or npx) started this process, through a shell of its own. */
export const startedByNpm = (env: StopProcess['env']) => !!(env.npm_lifecycle_event || env.npm_command);

export function stopOnSignals(proc: StopProcess = process as unknown as StopProcess, everyMs = 500): Stopper {
  let close: () => Promise<unknown> | unknown = () => undefined;
  let stopping = false;
  const stop = () => {
    // A second signal while closing: leave at once.
    if (stopping) proc.exit(0);
    stopping = true;
    Promise.resolve()
      .then(close)
      .catch(() => undefined)
      .finally(() => proc.exit(0));
  };
  proc.once('SIGINT', stop);
  proc.once('SIGTERM', stop);
  if (startedByNpm(proc.env)) {
    const parent = proc.ppid;
    setInterval(() => {
      if (proc.ppid !== parent) stop();
    }, everyMs).unref();
  }
  return {
    closing: (c) => {
      close = c;
    },
    stop,
  };
}
