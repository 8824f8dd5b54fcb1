import { defineConfig } from '@playwright/test';
// Free ports, probed once here and shared with the workers through the environment (see tests/e2e/ports.ts).
import { FAULT_PAIR, SHARED_PAIR, STATE_PAIR } from './tests/e2e/ports.ts';
// The sandboxes' control token, in PROMO_SANDBOX_TOKEN for the servers below and the workers (see tests/e2e/sandboxToken.ts).
import './tests/e2e/sandboxToken.ts';
// The one moment the site is built as at and every page's clock starts at (tests/e2e/moment.ts).
import { BUILT_AT, BUILT_AT_ISO, DAY } from './tests/e2e/moment.ts';
import { CACHES } from './cli/cacheRegistry.mjs';
import { TEST_CHROMIUM, TEST_CHROMIUM_ARGS } from './tests/support/testChromium.mjs';

/** Specs that inject faults, change the sandbox's limits or count its request log. */
const SANDBOX_STATE_SPECS = [/dialogs\.spec\.ts/, /runtime\.spec\.ts/];
/** The spec that answers every call with a malformed body: a sandbox of its own, one test at a time. */
const FAULT_SPECS = [/malformedAnswers\.spec\.ts/];
// Debian's Chromium (apt-get install chromium); Playwright never downloads a browser here.
// Chromium hangs under libfaketime: a run under `faketime` (trying the suite on another day, tests/README.md)
// starts it without, its pages' clock set by the fixtures as always.
const browserEnv = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => k !== 'LD_PRELOAD' && !k.startsWith('FAKETIME')),
) as Record<string, string>;

export default defineConfig<{ clockAt: number | null }>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    launchOptions: {
      executablePath: TEST_CHROMIUM,
      args: TEST_CHROMIUM_ARGS,
      env: browserEnv,
    },
    trace: 'off',
    // No background worker (sw.js): its install pre-caches the site's files on every first visit, about a
    // third of the CPU of a cold page load, and almost every test is one. serviceWorker.spec.ts allows it
    // and tests the worker as shipped (registration, its cache, a new build after one reload).
    serviceWorkers: 'block',
  },
  // Specs that change the sandbox's shared state (injected faults, rate limits, the request log
  // they count) run one at a time in their own project, against a site and sandbox of their own;
  // everything else runs beside them against the other pair. That project comes first: it is the
  // longest chain, so one worker starts on it at once while the other takes the rest.
  projects: [
    {
      name: 'desktop-sandbox',
      use: { baseURL: STATE_PAIR.site, viewport: { width: 1280, height: 800 } },
      testMatch: SANDBOX_STATE_SPECS,
      workers: 1,
    },
    {
      name: 'desktop-faults',
      use: { baseURL: FAULT_PAIR.site, viewport: { width: 1280, height: 800 } },
      testMatch: FAULT_SPECS,
      workers: 1,
    },
    {
      name: 'desktop',
      use: { baseURL: SHARED_PAIR.site, viewport: { width: 1280, height: 800 } },
      testIgnore: [...SANDBOX_STATE_SPECS, ...FAULT_SPECS],
    },
    {
      name: 'mobile',
      use: { baseURL: SHARED_PAIR.site, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      grep: /@mobile/,
    },
    // The same site seen with the pages' clock a year ahead: yearAhead.spec.ts checks each visitor sees their own moment.
    {
      name: 'year-ahead',
      use: { baseURL: SHARED_PAIR.site, viewport: { width: 1280, height: 800 }, clockAt: BUILT_AT + 365 * DAY },
      testMatch: /yearAhead\.spec\.ts/,
    },
  ],
  // The three sandbox operator APIs the tests drive (seed players, faults, request log), each on its own
  // port; the site built as at BUILT_AT (not now, so what is live, ended and in an experiment is the
  // same every day) by `promo build --api <shared sandbox>`, exactly as a user gets it; and that build
  // served three times by `promo serve --api`, each pointed at its pair's sandbox (it swaps the API host
  // in the pages and the CSP). One command starts them, the sandboxes while the site builds
  // (tests/e2e/startServers.mjs); Playwright would start separate entries one after another. Up once
  // the shared pair's page answers, which that command starts last.
  webServer: {
    command: `node tests/e2e/startServers.mjs ${BUILT_AT_ISO} ${CACHES.e2eDist.path} ${[
      STATE_PAIR,
      FAULT_PAIR,
      SHARED_PAIR,
    ]
      .map(({ sitePort, sandbox }) => `${sitePort}:${new URL(sandbox).port}`)
      .join(' ')}`,
    url: `${SHARED_PAIR.site}/new-promo/cash-race/`,
    // The separate entries had 30 s a sandbox, 120 s for the build and its serve, 60 s for each other
    // serve, one after another; the sandboxes now start inside the build's time: 120 s + 60 s.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
