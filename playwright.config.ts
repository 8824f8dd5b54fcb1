import { defineConfig } from '@playwright/test';

const PORT = 3210;
/** The sandbox for the browser tests (started as its own process below). */
export const SANDBOX = 'http://127.0.0.1:4610';
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
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
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
      command: `node cli/promo.mjs build --out-dir .promo/e2e-dist --api ${SANDBOX} && node cli/promo.mjs serve --out-dir .promo/e2e-dist --port ${PORT} --api ${SANDBOX}`,
      url: `http://127.0.0.1:${PORT}/new-promo/cash-race/`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
