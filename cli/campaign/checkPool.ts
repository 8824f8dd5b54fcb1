/**
 * Campaign files checked in worker threads, for a check with many files to (re)check: each worker
 * builds the same FileContext from the schema texts and site config the main thread read, takes
 * batches of files (text, name, path) from one queue and answers each batch with its FileChecks in
 * order. The main thread keeps reading and hashing files meanwhile (checkProject.ts).
 *
 * Workers exist only in the compiled CLI (`check-worker.js` beside the chunk that holds this code,
 * made by cli/compile.mjs); run from the TypeScript sources, `checkWorkers()` is undefined and every
 * file is checked in-process, with the same results.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SiteConfig } from '../../model/siteConfigSchema.ts';
import type { FileCheck } from './checkCampaignFile.ts';
import type { TemplateSchema } from './campaignValidators.ts';

/** One file to check: its text, its name in problems, its path. */
export interface CheckJob {
  text: string;
  file: string;
  path: string;
}
/** What a worker needs to check files exactly as the main thread would. */
export interface WorkerSetup {
  root: string;
  schemas: TemplateSchema[];
  /** The templates whose params schema compiled. */
  templates: string[];
  config: SiteConfig | null;
  /** Where the campaign validator's generated code is kept (see validatorCode.ts). */
  validatorCache?: string;
  /** Send each valid campaign's data back (the build needs it; `promo check` does not). */
  keepData: boolean;
}
export interface CheckPool {
  /** The FileCheck of each job, in order. */
  check(jobs: CheckJob[]): Promise<FileCheck[]>;
  close(): Promise<void>;
}
export type StartCheckPool = (setup: WorkerSetup) => CheckPool;
/** What a worker answers a batch with. */
export type WorkerAnswer = { results: FileCheck[] } | { error: unknown };

export const WORKER_FILE = 'check-worker.js';

/**
 * Workers for the compiled CLI, or undefined when running from sources or with fewer than 3 cores.
 * Each worker costs ~0.5 s of CPU (loading, a cold JIT, messages) and the main thread keeps reading
 * and hashing files, so workers pay only with a core each beside the main thread's. Measured on 2
 * cores (5,000 generated campaigns + the repo, cold cache, machine shared): two workers 4.2 s wall and
 * 3.9 s CPU, in-process 3.05 s and 2.7 s (median of 6, back to back).
 */
export function checkWorkers(): StartCheckPool | undefined {
  const here = import.meta.filename;
  const file = here ? join(dirname(here), WORKER_FILE) : '';
  const size = Math.min(availableParallelism() - 1, 4);
  if (!file || size < 2 || !existsSync(file)) return undefined;
  return (setup) => workerPool(file, setup, size);
}

interface Task {
  jobs: CheckJob[];
  resolve: (r: FileCheck[]) => void;
  reject: (e: unknown) => void;
}

/** `size` workers running `file` (a module that answers batches as checkWorker.ts does). */
export function workerPool(
  file: string | URL,
  setup: WorkerSetup,
  size: number,
  options: { execArgv?: string[] } = {},
): CheckPool {
  const queue: Task[] = [];
  const busy = new Map<Worker, Task>();
  let failure: unknown;
  let closing = false;
  const fail = (e: unknown) => {
    failure ??= e;
    for (const t of [...busy.values(), ...queue.splice(0)]) t.reject(failure);
    busy.clear();
  };
  const next = (w: Worker) => {
    const t = queue.shift();
    if (!t) return;
    busy.set(w, t);
    w.postMessage(t.jobs);
  };
  const workers = Array.from({ length: size }, () => {
    const w = new Worker(file, { workerData: setup, execArgv: options.execArgv });
    w.on('message', (answer: WorkerAnswer) => {
      const t = busy.get(w);
      busy.delete(w);
      if ('error' in answer) {
        t?.reject(answer.error);
        return;
      }
      t?.resolve(answer.results);
      next(w);
    });
    w.on('error', fail);
    w.on('exit', (code) => {
      if (!closing) fail(new Error(`a check worker stopped (exit code ${code})`));
    });
    return w;
  });
  return {
    check(jobs) {
      if (failure) return Promise.reject(failure);
      return new Promise<FileCheck[]>((resolve, reject) => {
        queue.push({ jobs, resolve, reject });
        for (const w of workers) if (!busy.has(w)) next(w);
      });
    },
    async close() {
      closing = true;
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
