import { defineConfig } from '@playwright/test';
// Free ports, probed once here and shared with the workers through the environment (see tests/e2e/ports.ts).
import { SANDBOX, SITE, SITE_PORT } from './tests/e2e/ports.ts';

export { SANDBOX };
/** Specs that inject faults, change the sandbox's limits or count its request log. */
const SANDBOX_STATE_SPECS = [/dialogs\.spec\.ts/, /runtime\.spec\.ts/, /malformedAnswers\.spec\.ts/, /experiments\.spec\.ts/];
// Debian's Chromium (apt-get install chromium); Playwright never downloads a browser here.
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: SITE,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  // Specs that change the one sandbox's shared state (injected faults, rate limits, the request log
  // they count) run one at a time in their own project; everything else runs beside them.
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, testIgnore: SANDBOX_STATE_SPECS },
    { name: 'desktop-sandbox', use: { viewport: { width: 1280, height: 800 } }, testMatch: SANDBOX_STATE_SPECS, workers: 1 },
    { name: 'mobile', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, grep: /@mobile/ },
  ],
  webServer: [
    {
      // The sandbox operator API the tests drive (seed players, faults, request log) on its own port.
      command: `node_modules/.bin/tsx sandbox/main.ts --port ${new URL(SANDBOX).port}`,
      url: `${SANDBOX}/__sandbox/config`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The built site exactly as a user gets it: `promo build` then `promo serve`, pointed at that sandbox.
      command: `node cli/promo.mjs build --out-dir .promo/e2e-dist --api ${SANDBOX} && node cli/promo.mjs serve --out-dir .promo/e2e-dist --port ${SITE_PORT} --api ${SANDBOX}`,
      url: `${SITE}/new-promo/cash-race/`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
