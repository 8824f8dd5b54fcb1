import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts so vitest never loads the Vike plugin or Playwright specs.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'sandbox/**/*.test.ts', 'runtime/**/*.test.ts', 'cli/**/*.test.ts'],
    environment: 'node',
    // One real `promo build` shared by the tests that need built output (see tests/support/sharedBuild.ts).
    globalSetup: ['tests/support/sharedBuildSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
