/** Builds into a fresh folder and swaps it in only when complete: a failed build leaves dist/ untouched. */
import { mkdir, rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

export async function writeAtomically(target: string, work: string, produce: (dir: string) => Promise<void>): Promise<void> {
  const stamp = `${process.pid}-${Date.now()}`;
  const fresh = join(work, `build-${stamp}`);
  await mkdir(work, { recursive: true });
  try {
    await produce(fresh);
  } catch (e) {
    // The renderer may still be writing pages when it rejects (ENOTEMPTY): retry, and never let a
    // failed clean-up hide the error that stopped the build.
    await rm(fresh, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }).catch(() => undefined);
    throw e;
  }
  const old = join(work, `old-${stamp}`);
  await mkdir(dirname(target), { recursive: true });
  if (existsSync(target)) await rename(target, old);
  try {
    await rename(fresh, target);
  } catch (e) {
    if (existsSync(old)) await rename(old, target);
    throw e;
  }
  await rm(old, { recursive: true, force: true });
}
