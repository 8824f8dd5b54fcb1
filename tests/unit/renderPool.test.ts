/**
 * The render pool (cli/build/renderPool.ts), in-process with a fake thread (injected, typed by the
 * pool's own RenderThread, RenderRequest and RenderAnswer) that speaks the worker's protocol: shares,
 * the 404 page in one share only, early start and warming, failures, a thread that dies, and that an
 * idle worker does not hold the process. The real worker renders with Vike: tests/unit/incrementalBuild.test.ts
 * runs it through the compiled CLI.
 */
import { describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import {
  manifestFor,
  renderInWorkers,
  renderWorkerCount,
  RENDER_WORKER_MIN,
  splitRender,
  startRenderWorker,
  type RenderAnswer,
  type RenderRequest,
  type RenderThread,
  type StartThread,
} from '../../cli/build/renderPool.ts';
import type { PrerenderJob, WrittenFile } from '../../cli/build/prerenderInto.ts';
import type { RouteManifest } from '../../model/Site.ts';

/**
 * Answers a job with one file per URL (plus 404.html unless skipped), in two batches, then done (a
 * job sent with `hold`: once `go` has come); an error answer for /boom/; for /crash/ the thread exits
 * without an answer, as a crashed worker does. Records what it was asked ahead of a job.
 */
class FakeThread extends EventEmitter implements RenderThread {
  warmed: string | null = null;
  refs: string[] = [];
  jobs: PrerenderJob[] = [];
  /** What came in order: warm, job, hold (a job held), go. */
  log: string[] = [];
  terminated = false;
  private held: (() => void) | undefined;
  private went = false;
  postMessage(r: RenderRequest): void {
    setImmediate(() => {
      if ('warm' in r) {
        this.log.push('warm');
        this.warmed = r.warm;
        return;
      }
      if ('go' in r) {
        this.log.push('go');
        this.went = true;
        this.held?.();
        return;
      }
      this.log.push(r.hold ? 'hold' : 'job');
      if (r.hold && !this.went) this.held = () => this.answerJob(r.job);
      else this.answerJob(r.job);
    });
  }
  private answerJob(job: PrerenderJob): void {
    this.jobs.push(job);
    const answer = (a: RenderAnswer) => this.emit('message', a);
    if (job.render.includes('/crash/')) {
      this.emit('exit', 1);
      return;
    }
    if (job.render.includes('/boom/')) {
      answer({ error: { message: 'rendering /boom/ failed: boom' } });
      return;
    }
    const files: WrittenFile[] = job.render.map((u) => ({
      file: `${u.slice(1)}index.html`,
      scripts: [this.warmed ?? 'cold', `${Object.keys(job.manifest.pages).length} pages`],
    }));
    if (!job.skip?.includes('404.html')) files.push({ file: '404.html', scripts: [] });
    answer({ files: files.slice(0, 1) });
    answer({ files: files.slice(1) });
    answer({ done: true });
  }
  ref() {
    this.refs.push('ref');
  }
  unref() {
    this.refs.push('unref');
  }
  async terminate() {
    this.terminated = true;
    this.emit('exit', 1);
    return 1;
  }
}

/** A StartThread that records the fake threads it starts. */
function fakeThreads() {
  const started: FakeThread[] = [];
  const start: StartThread = () => {
    const t = new FakeThread();
    started.push(t);
    return t;
  };
  return { started, start };
}

const FILE = 'render-worker.js';
const urls = Array.from({ length: 7 }, (_, i) => `/p${i}/`);
const manifest = {
  site: { basePath: '/new-promo/' },
  pages: Object.fromEntries(urls.map((u) => [u, { variant: { url: u } }])),
  rewrites: [],
  redirects: [],
} as unknown as RouteManifest;
const job = (render: string[]): PrerenderJob => ({ root: '/p', bundle: '/b', client: '/c', manifest, render });

describe('render pool', () => {
  it('splits the URLs round robin into shares holding each URL once, and gives each share only its pages', () => {
    const shares = splitRender(urls, 2);
    expect(shares).toEqual([
      ['/p0/', '/p2/', '/p4/', '/p6/'],
      ['/p1/', '/p3/', '/p5/'],
    ]);
    expect(splitRender(urls, 1)).toEqual([urls]);
    expect(Object.keys(manifestFor(manifest, shares[1] ?? []).pages)).toEqual(['/p1/', '/p3/', '/p5/']);
    expect(manifestFor(manifest, []).site).toBe(manifest.site);
  });

  it('uses one worker for a rebuild after an edit and for this repository, two for thousands of pages on two cores, unless PROMO_RENDER_WORKERS says', () => {
    expect(renderWorkerCount(5, {}, 2)).toBe(1);
    expect(renderWorkerCount(330, {}, 2)).toBe(1); // this repository's catalogue, --full
    expect(renderWorkerCount(5300, {}, 2)).toBe(2);
    expect(renderWorkerCount(5300, {}, 1)).toBe(1); // one core: a second worker only competes
    expect(renderWorkerCount(RENDER_WORKER_MIN - 1, {}, 2)).toBe(1);
    expect(renderWorkerCount(5, { PROMO_RENDER_WORKERS: '2' }, 1)).toBe(2);
    expect(renderWorkerCount(5300, { PROMO_RENDER_WORKERS: '1' }, 2)).toBe(1);
  });

  it('renders every URL once across the workers, the 404 page once, with an early-started, warmed first worker', async () => {
    const { started, start } = fakeThreads();
    const first = startRenderWorker(FILE, start);
    first.warm('/bundle');
    const written: WrittenFile[] = [];
    await renderInWorkers(FILE, job(urls), 2, (f) => written.push(f), [first], start).done;
    expect(started).toHaveLength(2); // the early one, and one more
    expect(written.map((f) => f.file).sort()).toEqual(
      ['404.html', ...urls.map((u) => `${u.slice(1)}index.html`)].sort(),
    );
    expect(written.find((f) => f.file === 'p0/index.html')?.scripts).toEqual(['/bundle', '4 pages']);
    expect(written.find((f) => f.file === 'p1/index.html')?.scripts).toEqual(['cold', '3 pages']);
    expect(started.map((t) => t.jobs[0]?.skip ?? [])).toEqual([[], ['404.html']]);
    expect(started.every((t) => t.terminated)).toBe(true); // stopped once done
  });

  it('a failing page rejects with its error and stops the other workers', async () => {
    const { started, start } = fakeThreads();
    const run = renderInWorkers(FILE, job([...urls, '/boom/']), 2, () => undefined, [], start);
    await expect(run.done).rejects.toThrow('rendering /boom/ failed: boom');
    expect(started.map((t) => t.terminated)).toEqual([true, true]);
  });

  it('a worker that dies without an answer rejects the build with its exit code', async () => {
    const { start } = fakeThreads();
    await expect(renderInWorkers(FILE, job(['/crash/', ...urls]), 1, () => undefined, [], start).done).rejects.toThrow(
      'a render worker stopped (exit code 1)',
    );
  });

  it('a worker started early does not keep the process waiting until it runs a job; once stopped it runs none', async () => {
    const { started, start } = fakeThreads();
    const w = startRenderWorker(FILE, start);
    expect(started[0]!.refs).toEqual(['unref']);
    await w.run(job(urls.slice(0, 1)), () => undefined);
    expect(started[0]!.refs).toEqual(['unref', 'ref']);
    await w.stop();
    await expect(w.run(job(urls), () => undefined)).rejects.toThrow('the render worker was stopped');
    expect(started[0]!.jobs).toHaveLength(1);
  });
  it('a job sent with hold writes nothing until go, and then everything once', async () => {
    const { started, start } = fakeThreads();
    const written: WrittenFile[] = [];
    const run = renderInWorkers(FILE, job(urls), 2, (f) => written.push(f), [], start, true);
    await new Promise((r) => setTimeout(r, 20));
    expect(written).toEqual([]);
    expect(started.map((t) => t.log)).toEqual([['hold'], ['hold']]);
    run.go();
    await run.done;
    expect(written).toHaveLength(urls.length + 1);
    expect(started.map((t) => t.log)).toEqual([
      ['hold', 'go'],
      ['hold', 'go'],
    ]);
  });
});
