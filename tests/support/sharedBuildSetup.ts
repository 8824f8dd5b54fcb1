/** vitest globalSetup: an empty folder for the shared build (tests/support/sharedBuild.ts), removed after the run. */
import type { TestProject } from 'vitest/node';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

declare module 'vitest' {
  export interface ProvidedContext { sharedBuildRoot: string }
}

export default function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'promo-shared-build-'));
  project.provide('sharedBuildRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}
