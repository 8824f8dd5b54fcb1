/** `promo dev`: the Vite dev server with Vike; editing a campaign YAML reloads the page. */
export async function runDev(root: string, opts: { port: number; host: string }, out: (s: string) => void) {
  const { dev } = await import('vike/api');
  // vike's dev() starts listening itself.
  await dev({ viteConfig: { root, server: { port: opts.port, host: opts.host, strictPort: true } } });
  out(`✔ Dev server at http://${opts.host}:${opts.port}/new-promo/ — edit campaigns/*.yaml and the page reloads.\n`);
}
