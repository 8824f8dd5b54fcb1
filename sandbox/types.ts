/** Public types of the sandbox: its options, runtime config and the dependencies tests can fake. */

/** Wall clock in epoch milliseconds. Tests pass a fake that they advance by hand. */
export interface Clock {
  now(): number;
}

/** Source of identifiers and secrets. */
export interface Ids {
  uuid(): string;
  /** A random URL-safe string of roughly `bytes` bytes of entropy. */
  random(bytes?: number): string;
}

export interface SandboxDeps {
  clock: Clock;
  ids: Ids;
  /** Used by fault injection (`delayMs`). */
  sleep(ms: number): Promise<void>;
}

/** Settings that `POST /__sandbox/config` can change at runtime. */
export interface SandboxConfig {
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /** Registration attempts one client may make per window before a captcha is required. */
  registrationAttemptLimit: number;
  registrationWindowSeconds: number;
  /** Lifetime of a captcha token issued by the test widget. */
  captchaTtlSeconds: number;
  csrfTtlSeconds: number;
}

export interface SandboxOptions extends Partial<SandboxConfig> {
  /** JSON file that keeps players across restarts; absent means memory only. */
  dataFile?: string;
  /**
   * The token control requests (/__sandbox/*) must carry in the X-Sandbox-Token header; random per
   * instance when absent (main.ts and `promo serve` take PROMO_SANDBOX_TOKEN). At least 16 characters.
   */
  controlToken?: string;
  /** HMAC secret for access tokens; random per instance when absent. */
  tokenSecret?: string;
  /** Fastify logger; off by default. */
  logger?: boolean;
  /** Fakes for tests. */
  deps?: Partial<SandboxDeps>;
}

export const DEFAULT_CONFIG: SandboxConfig = {
  accessTtlSeconds: 900,
  refreshTtlSeconds: 2_592_000,
  registrationAttemptLimit: 3,
  registrationWindowSeconds: 600,
  captchaTtlSeconds: 120,
  csrfTtlSeconds: 7200,
};
