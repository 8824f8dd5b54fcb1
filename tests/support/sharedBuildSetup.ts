/**
 * vitest globalSetup: a folder for the shared build (tests/support/sharedBuild.ts), whose build
 * starts here in the background; removed after the run. Its path reaches the test files by
 * `inject('sharedBuildRoot')`, and project copies by PROMO_SHARED_BUILD_ROOT (tempProject.ts waits
 * for it before building, so the copies reuse its bundles instead of all running Vite at once).
 */
import type { TestProject } from 'vitest/node';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSharedBuild } from './startSharedBuild.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    sharedBuildRoot: string;
  }
}

export default function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'promo-shared-build-'));
  project.provide('sharedBuildRoot', root);
  process.env.PROMO_SHARED_BUILD_ROOT = root;
  const building = startSharedBuild(root);
  return async () => {
    await building.stop();
    rmSync(root, { recursive: true, force: true });
  };
}
