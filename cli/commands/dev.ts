/**
 * `promo dev`: the Vite dev server with Vike; editing a campaign YAML reloads the page. A page's
 * `?lang=` and `?at=` show it in that language and at that moment (runtime/pages/campaign/+data.ts).
 */
import { assertPortFree } from '../serve/assertPortFree.ts';

export async function runDev(root: string, opts: { port: number; host: string }, out: (s: string) => void) {
  // Vite's own message would not say which option of promo moves the port.
  await assertPortFree(opts.port, opts.host, '--port');
  const { dev } = await import('vike/api');
  // vike's dev() starts listening itself.
  await dev({ viteConfig: { root, server: { port: opts.port, host: opts.host, strictPort: true } } });
  out(`✔ Dev server at http://${opts.host}:${opts.port}/new-promo/ — edit campaigns/*.yaml and the page reloads.\n`
    + `  Preview a campaign in another language or at another moment: /new-promo/<slug>/?lang=hi&at=2026-12-01T10:00\n`);
}
