/**
 * Pages pre-rendered in a worker thread beside the main thread, for builds with many pages to
 * render: on 2 cores two renderers nearly halve the rendering time, but each pays Vike's prerender
 * start-up (≈1 s of CPU), so small builds stay in one thread (`RENDER_WORKER_MIN`, measured with
 * bench/buildBench.ts). The worker gets its share of the URLs and only their pages of the manifest;
 * it never writes the 404 page (the main thread does).
 *
 * The worker exists only in the compiled CLI (`render-worker.js` beside the chunk that holds this
 * code, made by cli/compile.mjs); run from the TypeScript sources, `renderWorkerFile()` is undefined
 * and every page renders in-process, with the same output.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RouteManifest } from '../../model/Site.ts';
import type { PrerenderJob, WrittenFile } from './prerenderInto.ts';

export const RENDER_WORKER_FILE = 'render-worker.js';
/** Below this many pages to render, a worker's start-up costs more than it saves (measured on 2 cores). */
export const RENDER_WORKER_MIN = 600;

/** What a render worker posts: written files (in batches), then done or the error. */
export type RenderAnswer = { files: WrittenFile[] } | { done: true } | { error: { message: string; stack?: string } | string };

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

/** How many render workers for `pages` pages to render: two where it pays, else one. */
export const renderWorkerCount = (pages: number) => (pages >= RENDER_WORKER_MIN && availableParallelism() >= 2 ? 2 : 1);

export interface RenderWorkers {
  /** Settles when every worker has written all its pages, or rejects with the first failure (the others are stopped). */
  done: Promise<void>;
  /** Stops the workers (after a failure elsewhere): no more files are written once this settles. */
  stop(): Promise<void>;
}

/**
 * Renders `job.render` in `count` workers running `file` (renderWorker.ts), each with its share of
 * the URLs; the first also renders the 404 page. `written` is called for each file written.
 */
export function renderInWorkers(file: string | URL, job: PrerenderJob, count: number, written: (f: WrittenFile) => void): RenderWorkers {
  const workers = splitRender(job.render, count).map((render, i) => {
    const share: PrerenderJob = { ...job, manifest: count > 1 ? manifestFor(job.manifest, render) : job.manifest, render, skip: i === 0 ? job.skip : [...(job.skip ?? []), '404.html'] };
    const worker = new Worker(file, { workerData: share, env: { ...process.env, NODE_ENV: 'production' } });
    let settled = false;
    const done = new Promise<void>((resolve, reject) => {
      const fail = (e: unknown) => { if (!settled) { settled = true; reject(e); } };
      worker.on('message', (a: RenderAnswer) => {
        if ('files' in a) for (const f of a.files) written(f);
        else if ('done' in a) { settled = true; resolve(); }
        else fail(typeof a.error === 'string' ? new Error(a.error) : Object.assign(new Error(a.error.message), { stack: a.error.stack }));
      });
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`a render worker stopped (exit code ${code})`)));
    });
    return { worker, done };
  });
  const stop = async () => { await Promise.all(workers.map((w) => w.worker.terminate())); };
  const done = Promise.all(workers.map((w) => w.done)).then(() => undefined, async (e: unknown) => { await stop(); throw e; });
  return { done: done.finally(stop), stop };
}
