/**
 * The studio's checks in a worker thread (workerProject.ts is the other side): the campaigns list,
 * an opened campaign and a draft are checked here, by the same studioProject as in-process, so the
 * studio's main thread (its API, the preview's dev server and its page data) never waits for a check.
 * One call at a time, in the order sent; each answer carries its call's id.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { nodeFs } from '../campaign/ProjectFs.ts';
import { studioProject } from './studioProject.ts';
import type { WorkerAnswer, WorkerCall, WorkerSetup } from './workerProject.ts';

// As in cli/campaign/checkWorker.ts: the yaml parser reads process.env per token, a slow native
// lookup; a worker's env is its own copy already, so a plain object changes nothing else.
process.env = { ...process.env };

const { root } = workerData as WorkerSetup;
const project = studioProject(root, nodeFs);

async function answer({ id, call, args }: WorkerCall): Promise<WorkerAnswer> {
  try {
    const result =
      call === 'rows'
        ? await project.rows(args[0] as number)
        : call === 'open'
          ? await project.open(args[0] as string)
          : await project.check(args[0] as string, args[1] as string);
    return { id, result };
  } catch (e) {
    const err = e as Error & { code?: unknown; status?: unknown };
    return {
      id,
      error: {
        message: err instanceof Error ? err.message : String(e),
        ...(typeof err?.code === 'string' && { code: err.code }),
        ...(typeof err?.status === 'number' && { status: err.status }),
      },
    };
  }
}

let queue: Promise<unknown> = Promise.resolve();
parentPort?.on('message', (call: WorkerCall) => {
  queue = queue.then(async () => parentPort?.postMessage(await answer(call)));
});
