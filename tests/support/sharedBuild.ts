/**
 * ONE real `promo build` for the whole unit run (dated at SHOT_AT, so pages are the same on every
 * run), started in the background by vitest's globalSetup (tests/support/sharedBuildSetup.ts,
 * startSharedBuild.ts); a test file that needs it waits for it and reads it. A test that changes
 * files copies the output first. The folder is removed after the run.
 */
import { inject } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { doneFile, type SharedBuild } from './startSharedBuild.ts';

export { BUILT_AT, type SharedBuild } from './startSharedBuild.ts';

export async function sharedBuild(): Promise<SharedBuild> {
  const done = doneFile(inject('sharedBuildRoot'));
  for (let waited = 0; !existsSync(done); waited += 200) {
    if (waited > 240_000) throw new Error('the shared build did not finish within 4 minutes');
    await sleep(200);
  }
  return JSON.parse(readFileSync(done, 'utf8')) as SharedBuild;
}
