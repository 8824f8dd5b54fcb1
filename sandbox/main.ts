/**
 * Runs the sandbox operator API:
 *   tsx sandbox/main.ts [--port 4010] [--host 127.0.0.1] [--data FILE] [--access-ttl 900] [--refresh-ttl 2592000]
 * The control endpoints' token: PROMO_SANDBOX_TOKEN, else a random one printed at start.
 */
import { parseArgs } from 'node:util';
import { SandboxDataError } from './store/persistence.ts';
import { DEFAULT_HOST, DEFAULT_PORT, startSandbox } from './startSandbox.ts';
import { CONTROL_TOKEN_ENV, ControlTokenError } from './http/controlToken.ts';
import { exposedWarning, isLoopbackHost } from './http/loopback.ts';

const USAGE =
  'usage: tsx sandbox/main.ts [--port 4010] [--host 127.0.0.1] [--data FILE] [--access-ttl SECONDS] [--refresh-ttl SECONDS]';

function positiveInt(name: string, value: string | undefined, fallback?: number): number | undefined {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`--${name} must be a whole number, got "${value}"\n${USAGE}`);
  return Number(value);
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      'access-ttl': { type: 'string' },
      'refresh-ttl': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const host = values.host ?? DEFAULT_HOST;
  const sandbox = await startSandbox({
    port: positiveInt('port', values.port, DEFAULT_PORT),
    host,
    controlToken: process.env[CONTROL_TOKEN_ENV],
    dataFile: values.data,
    accessTtlSeconds: positiveInt('access-ttl', values['access-ttl']),
    refreshTtlSeconds: positiveInt('refresh-ttl', values['refresh-ttl']),
  });
  console.log(`sandbox operator API at ${sandbox.url}`);
  if (!isLoopbackHost(host)) console.warn(exposedWarning(host, new URL(sandbox.url).port));
  // The token is the caller's own when it came from the environment: print it only when it was made here.
  console.log(
    process.env[CONTROL_TOKEN_ENV]
      ? `control endpoints (/__sandbox/*) need the header X-Sandbox-Token: the ${CONTROL_TOKEN_ENV} this was started with`
      : `control endpoints (/__sandbox/*) need the header X-Sandbox-Token: ${sandbox.state.controlToken}`,
  );
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop).once('SIGTERM', stop);
}

main().catch((e: unknown) => {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    console.error(
      `sandbox: the port is already used by another program (${(e as Error).message}); choose another with --port, or stop that program.`,
    );
  else if (e instanceof SandboxDataError || e instanceof ControlTokenError || e instanceof Error)
    console.error(`sandbox: ${e.message}`);
  else console.error('sandbox:', e);
  process.exit(1);
});
