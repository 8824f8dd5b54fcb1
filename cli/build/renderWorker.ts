/**
 * A render worker (see renderPool.ts): loads Vike's server runtime at once, a bundle when asked to
 * (`warm`), and renders the job it is sent straight from the server bundle (renderDirect.ts): writes
 * the pages into the build folder (a job sent with `hold` writes none before `go`) and reports each
 * written file (with its inline scripts' hashes for the CSP) in batches; then `{ done }`, or `{ error }` on failure.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import type { WrittenFile } from './prerenderInto.ts';
import { renderDirect } from './renderDirect.ts';
import type { RenderAnswer, RenderRequest } from './renderPool.ts';

// A worker's process.env is its own copy, but each read is a slow native lookup, and Vike and others
// read it for every page: a plain object with the same entries changes nothing else.
process.env = { ...process.env };

const say = (a: RenderAnswer) => parentPort?.postMessage(a);
// Loading ahead only saves time: a failure here shows again, and is reported, when the job runs.
const ahead = (load: () => Promise<unknown>) => {
  load().catch(() => undefined);
};
ahead(() => import('vike/server'));

let batch: { files: WrittenFile[] } = { files: [] };
const flush = () => {
  if (batch.files.length) say(batch);
  batch = { files: [] };
};

let go: (() => void) | undefined;
parentPort?.on('message', (r: RenderRequest) => {
  if ('go' in r) return go?.();
  if ('warm' in r) return ahead(() => import(pathToFileURL(join(r.warm, 'server', 'entry.mjs')).href));
  const gate = r.hold ? new Promise<void>((resolve) => (go = resolve)) : undefined;
  renderDirect(
    r.job,
    (f) => {
      batch.files.push(f);
      if (batch.files.length >= 32) flush();
    },
    gate,
  ).then(
    () => {
      flush();
      say({ done: true });
    },
    (error: unknown) => {
      flush();
      say({ error: error instanceof Error ? { message: error.message, stack: error.stack } : String(error) });
    },
  );
});
