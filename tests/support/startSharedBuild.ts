/**
 * The shared build (tests/support/sharedBuild.ts), started by vitest's globalSetup in the background
 * as the run begins: one real `promo build` of a project copy, dated at SHOT_AT. When it ends it
 * writes `build.json` and gives its bundles and encoded images back to the repository's caches, so the
 * project copies that other test files build (tempProject.ts) reuse them instead of each running Vite at once.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHOT_AT } from '../../cli/commands/shot.ts';
import { REPO, shareBundleCache, shareImageCache, tempProject } from './tempProject.ts';

export const BUILT_AT = new Date(SHOT_AT).toISOString();
export interface SharedBuild {
  dir: string;
  code: number;
  stdout: string;
  stderr: string;
  seconds: number;
}
/** The file written when the shared build has ended (its SharedBuild, failed or not). */
export const doneFile = (root: string) => join(root, 'build.json');

/** Starts the build in `root`: `done` resolves when it has ended and build.json is written; `stop` ends it early. */
export function startSharedBuild(root: string): { done: Promise<SharedBuild>; stop: () => Promise<void> } {
  const dir = join(root, 'project');
  mkdirSync(dir);
  tempProject(dir);
  const started = performance.now();
  const child = spawn(process.execPath, [join(dir, 'cli', 'promo.mjs'), 'build', '--at', BUILT_AT], {
    cwd: dir,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (s: string) => {
    stdout += s;
  });
  child.stderr.setEncoding('utf8').on('data', (s: string) => {
    stderr += s;
  });
  const done = new Promise<SharedBuild>((resolve) => {
    child.on('close', (code) => {
      const result: SharedBuild = {
        dir,
        code: code ?? -1,
        stdout,
        stderr,
        seconds: (performance.now() - started) / 1000,
      };
      if (result.code === 0) {
        shareBundleCache(dir, REPO);
        shareImageCache(dir, REPO);
      }
      writeFileSync(doneFile(root), JSON.stringify(result));
      resolve(result);
    });
  });
  // A run that never needed the build (a few files picked by hand) does not wait for it at the end.
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await done;
  };
  return { done, stop };
}
