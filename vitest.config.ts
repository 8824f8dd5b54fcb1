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
    // Two files at a time even on two cores (vitest's default there is one): many files spend much of
    // their time waiting on a child process, a browser or a server.
    maxWorkers: 2,
    // Test files share a worker's module cache instead of importing everything afresh (half the
    // run's CPU went to that). No test file changes globals or mocks modules; each resets the state
    // it uses (fake timers, stores) itself, and the files pass in any order (--sequence.shuffle.files).
    isolate: false,
  },
});
