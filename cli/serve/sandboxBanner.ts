/**
 * What `promo serve` and `promo dev` print about the sandbox they mount: where it answers, a plain
 * warning when it listens beyond this machine, and how to drive its control endpoints (the header and
 * the per-run token; a token given in PROMO_SANDBOX_TOKEN is the caller's own and is not printed back).
 */
import { exposedWarning, isLoopbackHost } from '../../sandbox/http/loopback.ts';
import { SANDBOX_PREFIX } from './sandboxPrefix.ts';

export interface SandboxBannerInput {
  /** Where the sandbox answers, e.g. http://127.0.0.1:3000/sandbox-api/ */
  apiBase: string;
  host: string;
  port: number;
  controlToken: string;
  /** True when the token came from PROMO_SANDBOX_TOKEN. */
  tokenFromEnv: boolean;
  data?: string;
}

export function sandboxBanner(s: SandboxBannerInput): string {
  const control = `${SANDBOX_PREFIX}/__sandbox`;
  return (
    `  Sandbox operator API at ${s.apiBase}${s.data ? ` (players kept in ${s.data})` : ''}\n` +
    (isLoopbackHost(s.host) ? '' : `  ${exposedWarning(s.host, s.port, control)}\n`) +
    (s.tokenFromEnv
      ? `  Its control endpoints (${control}/*) take the header X-Sandbox-Token: the PROMO_SANDBOX_TOKEN it was started with\n`
      : `  Its control endpoints (${control}/*) take the header X-Sandbox-Token: ${s.controlToken}  (promo report reads it from PROMO_SANDBOX_TOKEN)\n`)
  );
}
