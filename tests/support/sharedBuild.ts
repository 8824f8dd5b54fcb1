/**
 * ONE real `promo build` for the whole unit run, made on first use: the first test file that asks for
 * it copies the project and builds (dated at SHOT_AT, so pages are the same on every run); any other
 * file waits for that build and reads it. A test that changes files copies the output first.
 * Project copies start with the repository's cached bundles (tempProject.ts), so this build runs Vite
 * only when runtime/, templates/, … changed since the last build of the repository.
 * The folder comes from tests/support/sharedBuildSetup.ts (vitest globalSetup), which removes it after the run.
 */
import { inject } from 'vitest';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SHOT_AT } from '../../cli/commands/shot.ts';
import { REPO, shareBundleCache, tempProject } from './tempProject.ts';

export const BUILT_AT = new Date(SHOT_AT).toISOString();
export interface SharedBuild { dir: string; code: number; stdout: string; stderr: string; seconds: number }

export async function sharedBuild(): Promise<SharedBuild> {
  const root = inject('sharedBuildRoot');
  const done = join(root, 'build.json');
  try {
    mkdirSync(join(root, 'lock'));
  } catch {
    // Another test file is building: wait for it.
    for (let waited = 0; !existsSync(done); waited += 200) {
      if (waited > 180_000) throw new Error('the shared build did not finish within 3 minutes');
      await sleep(200);
    }
    return JSON.parse(readFileSync(done, 'utf8')) as SharedBuild;
  }
  const dir = join(root, 'project');
  mkdirSync(dir);
  const started = performance.now();
  const r = tempProject(dir).run('build', '--at', BUILT_AT);
  const result: SharedBuild = { dir, ...r, seconds: (performance.now() - started) / 1000 };
  // Its bundles (made of the repository's own sources) go back to the repository's cache, so project
  // copies made later in this run, and the browser suite's build, reuse them.
  if (r.code === 0) shareBundleCache(dir, REPO);
  writeFileSync(done, JSON.stringify(result));
  return result;
}
