/**
 * Injected faults: the next `times` requests matching method and path get `status`/`body` instead of
 * the real answer, optionally after `delayMs`. Without `status` a fault only adds latency.
 */
export interface FaultMatch {
  method?: string;
  /** A path prefix, or a regular expression when it starts with '^'. */
  path?: string;
  /** A regular expression tested against the path (without the query). */
  pathRegex?: string;
}

export interface FaultSpec {
  match: FaultMatch;
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** How many matching requests it hits; default 1, -1 means until cleared. */
  times?: number;
  delayMs?: number;
  /** Close the connection without any answer (a dropped connection: the client sees no status). */
  drop?: true;
}

export interface Fault extends FaultSpec {
  id: number;
  remaining: number;
  hits: number;
}

function pathTest(match: FaultMatch): (path: string) => boolean {
  if (match.pathRegex) {
    const re = new RegExp(match.pathRegex);
    return (p) => re.test(p);
  }
  const path = match.path ?? '';
  if (path.startsWith('^')) {
    const re = new RegExp(path);
    return (p) => re.test(p);
  }
  return (p) => p.startsWith(path);
}

export class FaultList {
  private faults: { fault: Fault; test: (path: string) => boolean }[] = [];
  private nextId = 1;

  /** Throws a SyntaxError when a regular expression does not compile. */
  add(spec: FaultSpec): Fault {
    const test = pathTest(spec.match);
    const times = spec.times ?? 1;
    const fault: Fault = { ...spec, id: this.nextId++, remaining: times < 0 ? Infinity : times, hits: 0 };
    this.faults.push({ fault, test });
    return fault;
  }

  /** The first live fault matching the request, counted as used. OPTIONS (CORS preflight) only matches when asked for. */
  take(method: string, path: string): Fault | undefined {
    const m = method.toUpperCase();
    const found = this.faults.find(
      ({ fault, test }) =>
        fault.remaining > 0 &&
        (fault.match.method ? fault.match.method.toUpperCase() === m : m !== 'OPTIONS') &&
        test(path),
    );
    if (!found) return undefined;
    found.fault.remaining--;
    found.fault.hits++;
    return found.fault;
  }

  list(): Fault[] {
    return this.faults.map(({ fault }) => ({
      ...fault,
      remaining: fault.remaining === Infinity ? -1 : fault.remaining,
    }));
  }

  clear(): void {
    this.faults = [];
  }
}
