/**
 * A check worker (see checkPool.ts): checks the batches of campaign files it is sent with the same
 * code and context as the main thread, and answers with their FileChecks.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { checkCampaignFile, type FileCheck } from './checkCampaignFile.ts';
import type { CheckJob, WorkerAnswer, WorkerSetup } from './checkPool.ts';
import { makeFileContext } from './fileContext.ts';
import { templateValidators } from './campaignValidators.ts';
import { nodeFs } from './ProjectFs.ts';

// The yaml parser reads process.env.LOG_TOKENS for every token, and process.env is a slow native
// lookup: a fifth of all parsing time. A worker's env is already its own copy (changes never reach
// the process), so a plain object with the same entries changes nothing else.
process.env = { ...process.env };

const setup = workerData as WorkerSetup;
const ctx = makeFileContext({
  root: setup.root,
  fs: nodeFs,
  validators: templateValidators(setup.schemas, setup.validatorCache),
  templates: setup.templates,
  config: setup.config,
  ...(setup.validatorCache ? { validatorCache: setup.validatorCache } : {}),
});

async function checkBatch(jobs: CheckJob[]): Promise<FileCheck[]> {
  const results: FileCheck[] = [];
  for (const { text, file, path } of jobs) {
    const { data, ...rest } = await checkCampaignFile(text, file, path, ctx);
    results.push(setup.keepData && data ? { ...rest, data } : rest);
  }
  return results;
}

parentPort?.on('message', (jobs: CheckJob[]) => {
  checkBatch(jobs).then(
    (results) => parentPort?.postMessage({ results } satisfies WorkerAnswer),
    (error: unknown) => parentPort?.postMessage({ error } satisfies WorkerAnswer),
  );
});
