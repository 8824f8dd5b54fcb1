import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts so vitest never loads the Vike plugin or Playwright specs.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'sandbox/**/*.test.ts', 'runtime/**/*.test.ts', 'cli/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
