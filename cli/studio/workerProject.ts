/**
 * The studio's project (studioProject.ts) with its checks in a worker thread (studioWorker.ts): the
 * list's rows, an opened campaign and a draft's check are answered there, so a check never holds up
 * the studio's main thread (its API, the preview's dev server). The worker is started when first
 * needed and again after it failed (the calls then waiting are refused with its error).
 *
 * The worker exists only in the compiled CLI (`studio-worker.js` beside the chunk that holds this
 * code, made by cli/compile.mjs); run from the TypeScript sources, `studioWorkerFile()` is undefined
 * and the studio checks in-process, with the same results.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ProjectFs } from '../campaign/ProjectFs.ts';
import type { CampaignRow, CampaignState, StudioProject } from './studioProject.ts';
import { campaignPath, StudioRequestError } from './campaignPath.ts';

export const STUDIO_WORKER_FILE = 'studio-worker.js';

export interface WorkerSetup {
  root: string;
}
export type WorkerCall =
  | { id: number; call: 'rows'; args: [at: number] }
  | { id: number; call: 'open'; args: [slug: string] }
  | { id: number; call: 'check'; args: [slug: string, text: string] };
export type WorkerAnswer =
  | { id: number; result: unknown }
  | { id: number; error: { message: string; code?: string; status?: number } };

/** The compiled worker beside this code, or undefined (run from sources). */
export function studioWorkerFile(): string | undefined {
  const here = import.meta.filename;
  const file = here ? join(dirname(here), STUDIO_WORKER_FILE) : '';
  return file && existsSync(file) ? file : undefined;
}

export interface WorkerProject extends StudioProject {
  close(): Promise<void>;
}

/** `file`: a module that answers as studioWorker.ts does; `execArgv` for a test's loader. */
export function workerProject(
  file: string | URL,
  root: string,
  fs: ProjectFs,
  options: { execArgv?: string[] } = {},
): WorkerProject {
  let worker: Worker | undefined;
  let ids = 0;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const failed = (w: Worker, e: unknown) => {
    if (worker !== w) return;
    worker = undefined;
    for (const p of waiting.values()) p.reject(e);
    waiting.clear();
  };
  const start = () => {
    const w = new Worker(file, { workerData: { root } satisfies WorkerSetup, execArgv: options.execArgv });
    w.on('message', (a: WorkerAnswer) => {
      const p = waiting.get(a.id);
      waiting.delete(a.id);
      if (!p) return;
      if ('result' in a) p.resolve(a.result);
      else p.reject(errorOf(a.error));
    });
    w.on('error', (e) => failed(w, e));
    w.on('exit', (code) => failed(w, new Error(`the studio's check worker stopped (exit code ${code})`)));
    // The studio's process may end while the worker is idle.
    w.unref();
    return w;
  };
  const ask = <T>(call: Omit<WorkerCall, 'id'>): Promise<T> => {
    worker ??= start();
    const id = ++ids;
    const w = worker;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      w.ref();
      w.postMessage({ id, ...call });
    }).finally(() => {
      if (!waiting.size) w.unref();
    });
  };
  return {
    fs,
    rows: (at) => ask<CampaignRow[]>({ call: 'rows', args: [at] }),
    // A slug that names no campaign file is refused here, as in-process.
    open: async (slug) => {
      campaignPath(root, slug);
      return ask<CampaignState>({ call: 'open', args: [slug] });
    },
    check: async (slug, text) => {
      campaignPath(root, slug);
      return ask<CampaignState>({ call: 'check', args: [slug, text] });
    },
    async close() {
      const w = worker;
      worker = undefined;
      await w?.terminate();
    },
  };
}

function errorOf(e: { message: string; code?: string; status?: number }): Error {
  if (e.status !== undefined) return new StudioRequestError(e.status, e.message);
  return Object.assign(new Error(e.message), e.code === undefined ? {} : { code: e.code });
}
