/**
 * Where the browser tests' two servers listen: the built site (`promo serve`) and the sandbox operator
 * API it starts. Both ports are free ones the OS picks, probed once by Playwright's main process when
 * it loads playwright.config.ts; the choice goes into the environment, so the workers (which load this
 * module again) and the webServer command see the same two ports. Set PROMO_E2E_SITE_PORT and
 * PROMO_E2E_SANDBOX_PORT to pin them.
 */
import { spawnSync } from 'node:child_process';

/** Two distinct free ports, held open together while probing so the OS cannot hand out one twice. */
function probeTwoFreePorts(): [number, number] {
  const script = `const net = require('node:net');
const a = net.createServer().listen(0, '127.0.0.1', () => {
  const b = net.createServer().listen(0, '127.0.0.1', () => {
    process.stdout.write(a.address().port + ' ' + b.address().port);
    a.close(); b.close();
  });
});`;
  const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 10_000 });
  const ports = r.stdout.trim().split(' ').map(Number);
  if (r.status !== 0 || ports.length !== 2 || !ports.every((p) => Number.isInteger(p) && p > 0)) {
    throw new Error(`could not find free ports for the browser tests: ${r.stderr || r.stdout}`);
  }
  return [ports[0]!, ports[1]!];
}

if (!process.env.PROMO_E2E_SITE_PORT || !process.env.PROMO_E2E_SANDBOX_PORT) {
  const [site, sandbox] = probeTwoFreePorts();
  process.env.PROMO_E2E_SITE_PORT = String(site);
  process.env.PROMO_E2E_SANDBOX_PORT = String(sandbox);
}

export const SITE_PORT = Number(process.env.PROMO_E2E_SITE_PORT);
/** The built site, as `promo serve` serves it. */
export const SITE = `http://127.0.0.1:${SITE_PORT}`;
/** The sandbox operator API the pages were built against (`promo build --api`), started by `promo serve`. */
export const SANDBOX = `http://127.0.0.1:${process.env.PROMO_E2E_SANDBOX_PORT}`;
/** Matches any URL of the sandbox's fake main application (/app/…). */
export const SANDBOX_APP = new RegExp(`^${SANDBOX.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/app/`);
