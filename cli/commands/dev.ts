/**
 * `promo dev`: the Vite dev server with Vike; a saved campaign YAML shows in the open page: a text edit in place
 * (site/pageChanges.ts, runtime/boot/devPageUpdates.ts), anything else by a reload. A page's
 * `?lang=` and `?at=` show it in that language and at that moment (runtime/pages/campaign/+data.ts).
 * As `promo serve` does, it serves the sandbox operator API from its own port under /sandbox-api/ and
 * points the pages there (site/vitePluginDevApi.ts); `--api URL` points them at another backend, and
 * `--no-sandbox` leaves the config's hosts.
 */
import { assertPortFree } from '../serve/assertPortFree.ts';
import { SANDBOX_PREFIX } from '../serve/sandboxPrefix.ts';
import { PromoError } from '../errors/PromoError.ts';
import { Errors } from '../errors/errorData.ts';
import { devApiPlugin } from '../site/vitePluginDevApi.ts';
import { stopOnSignals } from '../serve/stopOnSignals.ts';
import { sandboxBanner } from '../serve/sandboxBanner.ts';
import { lazySandbox } from '../serve/lazySandbox.ts';
import { inlineDevConfig } from '../site/viteConfig.ts';

export interface DevOptions {
  port: number;
  host: string;
  sandbox?: boolean;
  api?: string;
  data?: string;
  /** The sandbox's control token (PROMO_SANDBOX_TOKEN); random, and printed, when absent. */
  controlToken?: string;
}

export async function runDev(root: string, opts: DevOptions, out: (s: string) => void) {
  // SIGINT, SIGTERM (or npm gone, when started through it) close the dev server, and the sandbox with it.
  const stopper = stopOnSignals();
  if (opts.api !== undefined) {
    try {
      new URL(opts.api);
    } catch {
      throw new PromoError(Errors.BadOption, '--api', `"${opts.api}" is not a URL such as http://127.0.0.1:4610.`);
    }
  }
  // Vite's own message would not say which option of promo moves the port.
  await assertPortFree(opts.port, opts.host, '--port');
  const useSandbox = opts.api === undefined && opts.sandbox !== false;
  // Started by the first request under /sandbox-api/, not before the first page (serve/lazySandbox.ts).
  const sandbox = useSandbox ? await lazySandbox({ data: opts.data, controlToken: opts.controlToken }) : null;
  const plugins = sandbox
    ? [devApiPlugin({ mount: { prefix: SANDBOX_PREFIX, app: sandbox.app } })]
    : opts.api
      ? [devApiPlugin({ base: opts.api })]
      : [];
  const { dev } = await import('vike/api');
  // vike's dev() starts listening itself.
  const started = await dev({
    viteConfig: inlineDevConfig(root, { port: opts.port, host: opts.host, strictPort: true }, plugins),
  }).catch(async (e: unknown) => {
    // Nothing may stay open behind an error: the process ends with it instead of idling without a server.
    await sandbox?.close();
    throw e;
  });
  const { viteServer } = started;
  stopper.closing(async () => {
    await viteServer.close();
    await sandbox?.close();
  });
  const origin = `http://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${opts.port}`;
  out(
    `✔ Dev server at ${origin}/new-promo/ — edit campaigns/*.yaml and the open page shows it (text in place, anything else by a reload).\n` +
      (sandbox
        ? sandboxBanner({
            apiBase: `${origin}${SANDBOX_PREFIX}/`,
            host: opts.host,
            port: opts.port,
            controlToken: sandbox.controlToken,
            tokenFromEnv: !!opts.controlToken,
            data: opts.data,
          })
        : opts.api
          ? `  Pages call the API at ${opts.api}\n`
          : '') +
      `  Preview a campaign in another language or at another moment: /new-promo/<slug>/?lang=hi&at=2026-12-01T10:00\n`,
  );
}
