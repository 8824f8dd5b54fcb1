/**
 * Where the browser tests' servers listen. Three pairs, each a built site (`promo serve`) and the
 * sandbox operator API it calls: the specs that change the sandbox's state (faults, limits, the logs
 * they count) get one pair to themselves, the malformed-answer spec (faults only) another, and every
 * other spec uses the third, so their page visits never land in the logs a sandbox-state test counts
 * while they run side by side. All six ports are
 * free ones the OS picks, probed once by Playwright's main process when it loads playwright.config.ts;
 * the choice goes into the environment, so the workers (which load this module again) and the
 * webServer commands see the same ports. Set PROMO_E2E_SITE_PORT, PROMO_E2E_SANDBOX_PORT,
 * PROMO_E2E_SHARED_SITE_PORT, PROMO_E2E_SHARED_SANDBOX_PORT, PROMO_E2E_FAULT_SITE_PORT and
 * PROMO_E2E_FAULT_SANDBOX_PORT to pin them.
 */
import { spawnSync } from 'node:child_process';

const PORT_VARS = [
  'PROMO_E2E_SITE_PORT',
  'PROMO_E2E_SANDBOX_PORT',
  'PROMO_E2E_SHARED_SITE_PORT',
  'PROMO_E2E_SHARED_SANDBOX_PORT',
  'PROMO_E2E_FAULT_SITE_PORT',
  'PROMO_E2E_FAULT_SANDBOX_PORT',
] as const;

/** `n` distinct free ports, held open together while probing so the OS cannot hand out one twice. */
function probeFreePorts(n: number): number[] {
  const script = `const net = require('node:net');
const held = [];
const next = () => {
  if (held.length === ${n}) { process.stdout.write(held.map((s) => s.address().port).join(' ')); for (const s of held) s.close(); return; }
  const s = net.createServer().listen(0, '127.0.0.1', () => { held.push(s); next(); });
};
next();`;
  const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 10_000 });
  const ports = r.stdout.trim().split(' ').map(Number);
  if (r.status !== 0 || ports.length !== n || !ports.every((p) => Number.isInteger(p) && p > 0)) {
    throw new Error(`could not find free ports for the browser tests: ${r.stderr || r.stdout}`);
  }
  return ports;
}

if (PORT_VARS.some((v) => !process.env[v])) {
  const ports = probeFreePorts(PORT_VARS.length);
  PORT_VARS.forEach((v, i) => {
    process.env[v] = String(ports[i]);
  });
}

const url = (v: (typeof PORT_VARS)[number]) => `http://127.0.0.1:${process.env[v]}`;
const appPattern = (sandbox: string) => new RegExp(`^${sandbox.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/app/`);

/** The pair for the specs that change the sandbox's state. */
export const STATE_PAIR = {
  sitePort: Number(process.env.PROMO_E2E_SITE_PORT),
  site: url('PROMO_E2E_SITE_PORT'),
  sandbox: url('PROMO_E2E_SANDBOX_PORT'),
};
/** The pair for the malformed-answer spec: it injects faults all the time, so it gets a sandbox of its own and runs beside the state specs. */
export const FAULT_PAIR = {
  sitePort: Number(process.env.PROMO_E2E_FAULT_SITE_PORT),
  site: url('PROMO_E2E_FAULT_SITE_PORT'),
  sandbox: url('PROMO_E2E_FAULT_SANDBOX_PORT'),
};
/** The pair for every other spec. */
export const SHARED_PAIR = {
  sitePort: Number(process.env.PROMO_E2E_SHARED_SITE_PORT),
  site: url('PROMO_E2E_SHARED_SITE_PORT'),
  sandbox: url('PROMO_E2E_SHARED_SANDBOX_PORT'),
};

// The pair of the running worker's project (set by fixtures.ts from the project's baseURL before any
// test or hook runs; ES module bindings are live, so importers see the switch).
/** The built site, as `promo serve` serves it. */
export let SITE = STATE_PAIR.site;
/** The sandbox operator API the pages were built against (`promo build --api`), started beside the site. */
export let SANDBOX = STATE_PAIR.sandbox;
/** Matches any URL of the sandbox's fake main application (/app/…). */
export let SANDBOX_APP = appPattern(SANDBOX);

/** Points SITE, SANDBOX and SANDBOX_APP at the pair whose site is `baseURL`. */
export function usePairOf(baseURL: string | undefined): void {
  const pair = [STATE_PAIR, FAULT_PAIR, SHARED_PAIR].find((p) => p.site === baseURL);
  if (!pair) throw new Error(`no server pair serves ${baseURL}`);
  SITE = pair.site;
  SANDBOX = pair.sandbox;
  SANDBOX_APP = appPattern(SANDBOX);
}
