/**
 * A render worker (see renderPool.ts): renders the share of pages it is given straight from the
 * server bundle (renderDirect.ts), writes them into the build folder and reports each written
 * file (with its inline scripts' hashes for the CSP); then `{ done }`, or `{ error }` on failure.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PrerenderJob, WrittenFile } from './prerenderInto.ts';
import { renderDirect } from './renderDirect.ts';
import type { RenderAnswer } from './renderPool.ts';

const job = workerData as PrerenderJob;
const say = (a: RenderAnswer) => parentPort?.postMessage(a);
let batch: { files: WrittenFile[] } = { files: [] };
const flush = () => {
  if (batch.files.length) say(batch);
  batch = { files: [] };
};
renderDirect(job, (f) => {
  batch.files.push(f);
  if (batch.files.length >= 32) flush();
}).then(
  () => { flush(); say({ done: true }); },
  (error: unknown) => { flush(); say({ error: error instanceof Error ? { message: error.message, stack: error.stack } : String(error) }); },
);
