/**
 * Pages rendered in worker threads (renderWorker.ts → renderDirect.ts): one worker, started with the
 * build so that it loads Vike's runtime and the cached bundle while the campaigns are checked, and a
 * second one from `RENDER_WORKER_MIN` pages to render on, each with its share of the URLs and only
 * their pages of the manifest (the first also renders the 404 page). A second worker costs its own
 * start-up (loading the runtime and bundle, warming up the JIT) and halves the rendering on 2 cores.
 *
 * The worker exists only in the compiled CLI (`render-worker.js` beside the chunk that holds this
 * code, made by cli/compile.mjs); run from the TypeScript sources (or with PROMO_RENDER_WORKERS=0),
 * `renderWorkerFile()` is undefined and Vike's prerender renders in-process (prerenderInto.ts), with
 * the same HTML.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RouteManifest } from '../../model/Site.ts';
import type { PrerenderJob, WrittenFile } from './prerenderInto.ts';

export const RENDER_WORKER_FILE = 'render-worker.js';
/** From this many pages to render on, a second worker renders half of them (below, its start-up costs more than it saves). */
export const RENDER_WORKER_MIN = 600;

/** What a render worker posts: written files (in batches), then done or the error. */
export type RenderAnswer =
  | { files: WrittenFile[] }
  | { done: true }
  | { error: { message: string; stack?: string } | string };

/** The worker's module for the compiled CLI, or undefined (sources, or `PROMO_RENDER_WORKERS=0`: Vike's prerender in-process). */
export function renderWorkerFile(): string | undefined {
  const here = import.meta.filename;
  const file = here ? join(dirname(here), RENDER_WORKER_FILE) : '';
  if (!file || process.env.PROMO_RENDER_WORKERS === '0' || !existsSync(file)) return undefined;
  return file;
}

/** Splits the URLs to render into `n` shares, round robin, so every share holds the same mix of templates. */
export function splitRender(render: string[], n: number): string[][] {
  const shares = Array.from({ length: n }, (): string[] => []);
  for (const [i, url] of render.entries()) shares[i % n]?.push(url);
  return shares;
}

/** The manifest with only the pages of `urls` (what a worker needs: its pages and the site). */
export function manifestFor(manifest: RouteManifest, urls: string[]): RouteManifest {
  const pages: RouteManifest['pages'] = {};
  for (const url of urls) {
    const page = manifest.pages[url];
    if (page) pages[url] = page;
  }
  return { ...manifest, pages };
}

/** How many render workers for `pages` pages to render: two where it pays, else one (`PROMO_RENDER_WORKERS=1|2` forces a count). */
export function renderWorkerCount(
  pages: number,
  env: NodeJS.ProcessEnv = process.env,
  cores = availableParallelism(),
): number {
  const forced = Number(env.PROMO_RENDER_WORKERS);
  if (forced === 1 || forced === 2) return forced;
  return pages >= RENDER_WORKER_MIN && cores >= 2 ? 2 : 1;
}

/**
 * What the main thread posts to a render worker: load a bundle ahead (while the build checks), or
 * render a job; a job sent with `hold` renders its pages but writes none until `go` (the build folder
 * is still being made ready meanwhile).
 */
export type RenderRequest = { warm: string } | { job: PrerenderJob; hold?: boolean } | { go: true };

/**
 * One render worker. Started early (`startRenderWorker` at the top of the build) it loads Vike's
 * server runtime while the campaigns are checked, and the bundle once `warm` names it; `run` then
 * renders a job. Until it runs a job it does not keep the process alive.
 */
export interface RenderWorker {
  warm(bundle: string): void;
  /** Renders a job; with `hold`, nothing is written before `go`. */
  run(job: PrerenderJob, written: (f: WrittenFile) => void, hold?: boolean): Promise<void>;
  /** Lets a job run with `hold` write its pages. */
  go(): void;
  stop(): Promise<void>;
}

/**
 * The part of a worker thread the pool uses, with its messages typed: node's Worker is one; tests pass
 * an in-process fake that answers the same protocol.
 */
export interface RenderThread {
  postMessage(request: RenderRequest): void;
  on(event: 'message', listener: (answer: RenderAnswer) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  ref(): void;
  unref(): void;
  terminate(): Promise<number>;
}
/** Starts the thread that runs a render worker module. */
export type StartThread = (file: string | URL) => RenderThread;

/** A worker thread running `file` (renderWorker.ts in the compiled CLI), in production mode. */
export const workerThread: StartThread = (file) =>
  new Worker(file, { env: { ...process.env, NODE_ENV: 'production' } });

export function startRenderWorker(file: string | URL, start: StartThread = workerThread): RenderWorker {
  const worker = start(file);
  worker.unref();
  let written: (f: WrittenFile) => void = () => undefined;
  let settle: { resolve: () => void; reject: (e: unknown) => void } | undefined;
  let failure: unknown;
  let stopping = false;
  const fail = (e: unknown) => {
    failure ??= e;
    settle?.reject(failure);
    settle = undefined;
  };
  worker.on('message', (a: RenderAnswer) => {
    if ('files' in a) for (const f of a.files) written(f);
    else if ('done' in a) {
      settle?.resolve();
      settle = undefined;
    } else
      fail(
        typeof a.error === 'string'
          ? new Error(a.error)
          : Object.assign(new Error(a.error.message), { stack: a.error.stack }),
      );
  });
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (!stopping) fail(new Error(`a render worker stopped (exit code ${code})`));
  });
  return {
    warm(bundle) {
      worker.postMessage({ warm: bundle } satisfies RenderRequest);
    },
    run(job, onWritten, hold) {
      if (failure) return Promise.reject(failure);
      written = onWritten;
      worker.ref();
      return new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
        worker.postMessage((hold ? { job, hold } : { job }) satisfies RenderRequest);
      });
    },
    go() {
      if (!failure && !stopping) worker.postMessage({ go: true } satisfies RenderRequest);
    },
    async stop() {
      if (!stopping) fail(new Error('the render worker was stopped'));
      stopping = true;
      await worker.terminate();
    },
  };
}

export interface RenderWorkers {
  /** Settles when every worker has written all its pages, or rejects with the first failure (the others are stopped). */
  done: Promise<void>;
  /** Stops the workers (after a failure elsewhere): no more files are written once this settles. */
  stop(): Promise<void>;
  /** With `hold`: the build folder is ready, the workers may write. */
  go(): void;
}

/**
 * Renders `job.render` in `count` workers running `file` (renderWorker.ts), each with its share of
 * the URLs (workers already started are used first: `ready`); the first also renders the 404 page.
 * `written` is called for each file written. With `hold`, the workers render but write nothing until `go`.
 */
export function renderInWorkers(
  file: string | URL,
  job: PrerenderJob,
  count: number,
  written: (f: WrittenFile) => void,
  ready: RenderWorker[] = [],
  start: StartThread = workerThread,
  hold = false,
): RenderWorkers {
  const workers: RenderWorker[] = [];
  const runs = splitRender(job.render, count).map((render, i) => {
    const worker = ready[i] ?? startRenderWorker(file, start);
    workers.push(worker);
    return worker.run(
      {
        ...job,
        manifest: manifestFor(job.manifest, render),
        render,
        skip: i === 0 ? job.skip : [...(job.skip ?? []), '404.html'],
      },
      written,
      hold,
    );
  });
  const stop = async () => {
    await Promise.all(workers.map((w) => w.stop()));
  };
  const done = Promise.all(runs).then(
    () => undefined,
    async (e: unknown) => {
      await stop();
      throw e;
    },
  );
  return {
    done: done.finally(stop),
    stop,
    go: () => {
      for (const w of workers) w.go();
    },
  };
}
